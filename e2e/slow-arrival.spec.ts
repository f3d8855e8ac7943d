import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { pageFileFor } from '../src/lib/offline';
import { PAGES } from '../src/site';
import { layoutShift } from '../tooling/browser.mjs';
import { expect, test } from './fixtures';
import { hydrated } from './support/pages';
import { PHONE } from './support/site';

/*
 * On a slow network, or a slow phone, the browser shows the part of a page that has come while
 * the rest is on its way. Each test sends a page in two parts, sees the first part painted, and
 * only then sends the rest.
 */
test.use({ viewport: PHONE });

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The built site on a free port, each page asked for with ?cut= held at that byte until let go. */
async function splitServer() {
  let firstPartSent = () => {};
  let secondPart = Promise.resolve();
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://site');
    const cut = url.searchParams.get('cut');
    const file = await readFile(join('dist', cut ? pageFileFor(url.pathname) : url.pathname)).catch(() => null);
    if (!file) return response.writeHead(404).end();
    if (!cut) return response.writeHead(200, { 'content-type': TYPES[extname(url.pathname)] ?? '' }).end(file);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(file.subarray(0, Number(cut)));
    firstPartSent();
    await secondPart;
    response.end(file.subarray(Number(cut)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** Opens `path` with its first `cut` bytes painted; `rest()` sends the others and waits for the load. */
    async open(page: Page, path: string, cut: number) {
      const address = `${origin}${path}?cut=${cut}`;
      let sendTheRest = () => {};
      secondPart = new Promise((resolve) => (sendTheRest = resolve));
      const sent = new Promise<void>((resolve) => (firstPartSent = resolve));
      const arrived = page.goto(address);
      await sent;
      await page.waitForURL(address, { waitUntil: 'commit' });
      // The first part is on the screen, and the rest has not come.
      await expect
        .poll(() =>
          page.evaluate(() => (document.readyState === 'loading' ? performance.getEntriesByType('paint').length : -1)),
        )
        .toBeGreaterThan(0);
      return {
        rest: async () => {
          sendTheRest();
          await arrived;
        },
      };
    },
    close: () => server.close(),
  };
}

/** Where each page is cut: after the first link of each list of links, and after a heading's link. */
const cuts = (html: string) =>
  [
    ...html.matchAll(
      /<(?:ul|ol)\b[^>]*>\s*<li\b[^>]*>\s*(?:<!--[^]*?-->\s*)*<a\b[^]*?<\/a>|<h3\b[^>]*>\s*<a\b[^]*?<\/a>/g,
    ),
  ].map((match) => match.index + match[0].length);

/*
 * Nothing shown may move when the rest comes: a style that depends on what follows (a link that
 * is its list item's only child, say) is not known until the item has fully arrived, and would
 * change a link's size under a visitor's thumb.
 */
test('a page shown before all of it has arrived does not move when the rest comes', async ({ page }) => {
  const server = await splitServer();
  let tried = 0;
  for (const { path } of PAGES) {
    const html = await readFile(join('dist', pageFileFor(path)));
    for (const cut of cuts(html.toString('latin1'))) {
      await (await server.open(page, path, cut)).rest();
      expect(await layoutShift(page), `${path}, cut after ${html.subarray(cut - 60, cut).toString()}`).toBe(0);
      tried++;
    }
  }
  server.close();
  // Every page was cut at least twice: its menu and its footer's pages are lists of links.
  expect(tried).toBeGreaterThanOrEqual(2 * PAGES.length);
});

test('a field focused while the contact page is still arriving wakes the form once it has come', async ({ page }) => {
  const server = await splitServer();
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
