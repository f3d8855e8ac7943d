import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageFileFor } from '../src/lib/offline';
import { PAGES } from '../src/site';
import { boxCuts, shiftsAsTheRestComes, startSplitServer } from '../tooling/split-arrival.mjs';
import { expect, test } from './fixtures';
import { hydrated } from './support/pages';
import { DESKTOP, PHONE } from './support/site';

/*
 * On a slow network, or a slow phone, the browser shows the part of a page that has come while
 * the rest is on its way. Each test sends a page in two parts, sees the first part painted, and
 * only then sends the rest.
 */
test.use({ viewport: PHONE });

/*
 * Nothing shown may move when the rest comes: a box whose size waits for its words (a button, a
 * link in a list), or a style that depends on what follows (a link that is its list item's only
 * child, say), changes under a visitor's thumb. A busy phone shows such a part even when the whole
 * page has arrived: its parser stops to paint. Each page is cut on a phone while the part shown
 * is still in the first screen (below it, nothing that moves is seen); the header, the same frame
 * on every page, is cut on the home page only, on a phone and on a desktop.
 */
test('a page shown before all of it has arrived does not move when the rest comes', async ({ page }) => {
  const server = await startSplitServer('dist', pageFileFor);
  const seen: { path: string; width: number; after: string; shift: number }[] = [];
  const tryCuts = async (path: string, from: string, to?: string) => {
    const html = (await readFile(join('dist', pageFileFor(path)))).toString('latin1');
    const cuts = boxCuts(html, html.indexOf(from), to ? html.indexOf(to) : undefined);
    for (const shift of await shiftsAsTheRestComes(server, page, path, html, cuts)) {
      seen.push({ path, width: page.viewportSize()!.width, ...shift });
    }
  };
  for (const { path } of PAGES) await tryCuts(path, path === '/' ? '<body' : '<main');
  await page.setViewportSize(DESKTOP);
  await tryCuts('/', '<body', '</header>');
  server.close();
  expect(seen.filter(({ shift }) => shift > 0)).toEqual([]);
  // Every page was cut at least twice: its first screen holds links or buttons.
  expect(seen.length).toBeGreaterThanOrEqual(2 * PAGES.length);
});

test('a field focused while the contact page is still arriving wakes the form once it has come', async ({ page }) => {
  const server = await startSplitServer('dist', pageFileFor);
  const html = (await readFile(join('dist', pageFileFor('/contact')))).toString('latin1');
  const field = /<input\b[^>]*\bid="FirstName"[^>]*>/.exec(html)!;
  const contact = await server.open(page, '/contact', field.index + field[0].length);
  await page.locator('#FirstName').focus();
  await expect(page.locator('[data-hydrated]')).toHaveCount(0);
  // No more touches or keys: the focus already inside is enough.
  await contact.rest();
  await hydrated(page, 'ContactForm');
  await expect(page.locator('#FirstName')).toBeFocused();
  server.close();
});
