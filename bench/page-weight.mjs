// @ts-check
/**
 * What a page costs a visitor: every first-party file the browser loads for it, read back from
 * dist/ and gzip-compressed here at level 9, so the figures depend only on the build, never on
 * the network or the moment. Used by the bench.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { scrollThroughPage } from '../tests/support/browser.mjs';

/** @typedef {import('./budgets.mjs').Kind} Kind */
/** @typedef {import('./budgets.mjs').PageWeight} PageWeight */

/** @type {Record<string, Kind>} */
const KINDS = {
  '.html': 'html',
  '.css': 'css',
  '.js': 'js',
  '.mjs': 'js',
  '.avif': 'images',
  '.webp': 'images',
  '.png': 'images',
  '.jpg': 'images',
  '.jpeg': 'images',
  '.svg': 'images',
  '.gif': 'images',
  '.woff2': 'fonts',
  '.woff': 'fonts',
  '.ttf': 'fonts',
  '.otf': 'fonts',
};

/**
 * The built file that answered a path (/contact is contact.html, / is index.html); null if none.
 * @param {string} root
 * @param {string} path
 */
async function fileFor(root, path) {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  const candidates = clean.endsWith('/') ? [join(clean, 'index.html')] : [clean, `${clean}.html`];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && (await stat(file).catch(() => null))?.isFile()) return file;
  }
  return null;
}

/**
 * Reaches for every island as a visitor would: opens the menu (or, on a wide screen, moves focus
 * into the header) and moves focus to every dialog's button; resolves once all have hydrated.
 * @param {import('playwright').Page} page
 */
async function reachForEveryIsland(page) {
  const toggle = page.locator('.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  else await page.locator('.site-header a').first().focus();
  for (const opener of await page.locator('.dialog-opener').all()) await opener.focus();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-hydrated]').length >= document.querySelectorAll('[data-island]').length,
  );
}

/**
 * Loads `path` in a fresh page of `context`, scrolls through it, and weighs what it loaded; then
 * reaches for every island and weighs it again. The page's own figures are the second (all it
 * can cost); `beforeInteraction` is what a visitor who only reads downloads.
 * @param {import('playwright').BrowserContext} context
 * @param {string} baseURL where dist/ is served
 * @param {string} path
 * @param {string} [dist]
 * @returns {Promise<PageWeight & { beforeInteraction: PageWeight }>}
 */
export async function weighPage(context, baseURL, path, dist = 'dist') {
  const origin = new URL(baseURL).origin;
  const page = await context.newPage();
  /** @type {Set<string>} */
  const loaded = new Set();
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin) loaded.add(url.pathname);
  });
  await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
  await scrollThroughPage(page);
  // Whatever a page fetches by itself, at idle or later (an island that hydrates at idle), is
  // part of what a visitor who only reads downloads: wait until the network has been quiet.
  await page.waitForLoadState('networkidle');
  const beforeInteraction = await weigh(path, [...loaded], dist);
  await reachForEveryIsland(page);
  await page.close();
  return { ...(await weigh(path, [...loaded], dist)), beforeInteraction };
}

/**
 * The bytes of the files at these paths of dist/, by kind.
 * @param {string} path the page they were loaded for
 * @param {string[]} loaded
 * @param {string} dist
 * @returns {Promise<PageWeight>}
 */
export async function weigh(path, loaded, dist) {
  const root = resolve(dist);
  /** @type {Record<Kind, { raw: number, gzip: number }>} */
  const bytes = {
    html: { raw: 0, gzip: 0 },
    css: { raw: 0, gzip: 0 },
    js: { raw: 0, gzip: 0 },
    images: { raw: 0, gzip: 0 },
    fonts: { raw: 0, gzip: 0 },
    other: { raw: 0, gzip: 0 },
  };
  for (const pathname of loaded) {
    const file = (await fileFor(root, pathname)) ?? resolve(root, '404.html');
    const content = await readFile(file);
    const kind = KINDS[extname(file)] ?? 'other';
    bytes[kind].raw += content.length;
    bytes[kind].gzip += gzipSync(content, { level: 9 }).length;
  }
  const all = Object.values(bytes);
  return {
    path,
    requests: loaded.length,
    bytes,
    total: { raw: all.reduce((sum, b) => sum + b.raw, 0), gzip: all.reduce((sum, b) => sum + b.gzip, 0) },
  };
}
