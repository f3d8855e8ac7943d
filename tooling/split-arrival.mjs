// @ts-check
/**
 * A page that arrives in two parts, as on a slow network or a busy phone (whose parser stops to
 * paint what it has): a server that sends the first part of a built page, waits until that part
 * is painted, then sends the rest; and where to cut a page so that a box is painted before its
 * words have come. The browser tests (e2e/slow-arrival.spec.ts) and the notices' urgent bar
 * (e2e/notices.spec.ts) use it.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { layoutShift } from './browser.mjs';

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * A built site on a free port: a page asked for with ?cut=N comes in parts, its first N bytes
 * at once and each further part only when the test sends it (`open`).
 * @param {string} dir the built site
 * @param {(path: string) => string} fileFor the file a page's path is built into
 */
export async function startSplitServer(dir, fileFor) {
  /** @type {(upTo?: number) => void} Sends the page on its way on to byte `upTo`, or, with none, the rest of it. */
  let sendOn = () => {};
  let firstPartSent = () => {};
  const server = createServer(async (request, response) => {
    const url = new URL(String(request.url), 'http://site');
    const cut = url.searchParams.get('cut');
    const file = await readFile(join(dir, cut ? fileFor(url.pathname) : url.pathname)).catch(() => null);
    if (!file) return response.writeHead(404).end();
    if (!cut) return response.writeHead(200, { 'content-type': TYPES[extname(url.pathname)] ?? '' }).end(file);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    let sent = Number(cut);
    response.write(file.subarray(0, sent));
    sendOn = (upTo) =>
      upTo === undefined ? response.end(file.subarray(sent)) : response.write(file.subarray(sent, (sent = upTo)));
    firstPartSent();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {
    /** Where it listens. */
    origin,
    /**
     * Opens `path` with its first `cut` bytes painted. `more(next)` sends it on to byte `next` and
     * waits until that part is painted too; `rest()` sends the others and waits for the load.
     * @param {import('playwright').Page} page
     * @param {string} path
     * @param {number} cut
     */
    async open(page, path, cut) {
      const address = `${origin}${path}?cut=${cut}`;
      const sent = new Promise((resolve) => (firstPartSent = () => resolve(undefined)));
      const arrived = page.goto(address);
      await sent;
      await page.waitForURL(address, { waitUntil: 'commit' });
      // The first part is on the screen and the rest has not come, looked for at every frame.
      await page
        .waitForFunction(
          () => document.readyState === 'loading' && performance.getEntriesByType('paint').length > 0,
          undefined,
          { polling: 'raf' },
        )
        .catch((/** @type {Error} */ error) => {
          throw new Error(`waiting for the first ${cut} bytes of ${path} to be painted: ${error.message}`);
        });
      const elements = () => page.evaluate(() => document.getElementsByTagName('*').length);
      return {
        more: async (/** @type {number} */ next) => {
          const before = await elements();
          sendOn(next);
          // Each part ends just after an element opens: once it is in the page, and a frame has
          // been drawn after the one that laid it out, the part is on the screen.
          await page.waitForFunction((before) => document.getElementsByTagName('*').length > before, before, {
            polling: 'raf',
          });
          await page.evaluate(
            () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
          );
        },
        rest: async () => {
          sendOn();
          await arrived;
        },
      };
    },
    close: () => server.close(),
  };
}

/**
 * Whether `index` falls inside a paragraph, whose words reflow as they come, as any text does.
 * @param {string} html
 * @param {number} index
 */
const inParagraph = (html, index) => {
  const before = html.slice(0, index);
  const opened = [...before.matchAll(/<p[\s>]/g)].at(-1)?.index ?? -1;
  return opened > before.lastIndexOf('</p>');
};

/**
 * Where a page is cut, between `from` and `to`: just after each link, button and list item has
 * opened (its box painted, its words still on their way), and just after the first link of each
 * list of links; outside paragraphs, unless asked (a sentence's words reflow as they come, as any
 * text does, but a bar of a few words and a link must not).
 * @param {string} html
 * @param {number} from
 * @param {number} [to]
 * @param {{ paragraphs?: boolean }} [options]
 */
export const boxCuts = (html, from, to = html.length, { paragraphs = false } = {}) =>
  [...html.matchAll(/<(?:a|button|li)\b[^>]*>|<(?:ul|ol)\b[^>]*>\s*<li\b[^>]*>\s*(?:<!--[^]*?-->\s*)*<a\b[^]*?<\/a>/g)]
    .map((match) => match.index + match[0].length)
    .filter((cut) => cut > from && cut < to && (paragraphs || !inParagraph(html, cut)));

/**
 * Opens `path` cut at the first of `cuts`, then lets it come on to each of the others in turn, and
 * reads how far the page moved as each part came, while the part shown is still in the first
 * screen (below it, nothing that moves is seen); then the rest comes. One load of the page: a box
 * painted at one cut that any later part moves is seen to move.
 * @param {Awaited<ReturnType<typeof startSplitServer>>} server
 * @param {import('playwright').Page} page
 * @param {string} path
 * @param {string} html the page as built
 * @param {number[]} cuts
 * @returns {Promise<{ after: string, shift: number }[]>} for each part shown, what it ended with
 *   and how far the next part moved the page
 */
export async function shiftsAsTheRestComes(server, page, path, html, cuts) {
  /** @type {{ after: string, shift: number }[]} */
  const seen = [];
  if (cuts.length === 0) return seen;
  const arriving = await server.open(page, path, /** @type {number} */ (cuts[0]));
  for (const [index, cut] of cuts.entries()) {
    const belowTheFold = await page.evaluate(() => {
      const all = document.body.querySelectorAll('*');
      return (all[all.length - 1]?.getBoundingClientRect().top ?? 0) > innerHeight;
    });
    const before = await layoutShift(page);
    const next = cuts[index + 1];
    if (next === undefined || belowTheFold) await arriving.rest();
    else await arriving.more(next);
    seen.push({ after: html.slice(Math.max(0, cut - 60), cut), shift: (await layoutShift(page)) - before });
    if (next === undefined || belowTheFold) break;
  }
  return seen;
}
