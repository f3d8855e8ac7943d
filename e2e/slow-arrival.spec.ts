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
import { DESKTOP, PHONE } from './support/site';

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
      // The first part is on the screen, and the rest has not come: looked for at every frame.
      await test.step(`the first ${cut} bytes of ${path} painted, the rest still to come`, () =>
        page.waitForFunction(
          () => document.readyState === 'loading' && performance.getEntriesByType('paint').length > 0,
          undefined,
          { polling: 'raf' },
        ));
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

/** Whether `index` falls inside a paragraph, whose words reflow as they come, as any text does. */
const inParagraph = (html: string, index: number) => {
  const before = html.slice(0, index);
  const opened = [...before.matchAll(/<p[\s>]/g)].at(-1)?.index ?? -1;
  return opened > before.lastIndexOf('</p>');
};

/**
 * Where a page is cut: just after each link, button and list item has opened (its box painted,
 * its words still on their way), and just after the first link of each list of links, outside
 * paragraphs. From the start of the body, or of <main> where the header is left out.
 */
const cuts = (html: string, from: 'body' | 'main') =>
  [...html.matchAll(/<(?:a|button|li)\b[^>]*>|<(?:ul|ol)\b[^>]*>\s*<li\b[^>]*>\s*(?:<!--[^]*?-->\s*)*<a\b[^]*?<\/a>/g)]
    .map((match) => match.index + match[0].length)
    .filter((cut) => cut > html.indexOf(`<${from}`) && !inParagraph(html, cut));

/*
 * Nothing shown may move when the rest comes: a box whose size waits for its words (a button, a
 * link in a list), or a style that depends on what follows (a link that is its list item's only
 * child, say), changes under a visitor's thumb. A busy phone shows such a part even when the whole
 * page has arrived: its parser stops to paint. Each page is cut on a phone while the part shown
 * is still in the first screen (below it, nothing that moves is seen); the header, the same frame
 * on every page, is cut on the home page only, on a phone and on a desktop.
 */
test('a page shown before all of it has arrived does not move when the rest comes', async ({ page }) => {
  const server = await splitServer();
  let tried = 0;
  const tryCuts = async (path: string, from: 'body' | 'main', until = Infinity) => {
    const html = await readFile(join('dist', pageFileFor(path)));
    for (const cut of cuts(html.toString('latin1'), from).filter((at) => at < until)) {
      const arriving = await server.open(page, path, cut);
      const belowTheFold = await page.evaluate(() => {
        const all = document.body.querySelectorAll('*');
        return all[all.length - 1]!.getBoundingClientRect().top > innerHeight;
      });
      await arriving.rest();
      expect(
        await layoutShift(page),
        `${path} at ${page.viewportSize()!.width} px, cut after ${html.subarray(cut - 60, cut).toString()}`,
      ).toBe(0);
      tried++;
      if (belowTheFold) break;
    }
  };
  for (const { path } of PAGES) await tryCuts(path, path === '/' ? 'body' : 'main');
  await page.setViewportSize(DESKTOP);
  const home = (await readFile(join('dist', pageFileFor('/')))).toString('latin1');
  await tryCuts('/', 'body', home.indexOf('</header>'));
  server.close();
  // Every page was cut at least twice: its first screen holds links or buttons.
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
