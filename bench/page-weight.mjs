// @ts-check
/**
 * What a page costs a visitor on a phone, worked out from dist/ alone, so the figures depend only
 * on the build: the files the page asks for before any interaction (its scripts, the islands that
 * hydrate by themselves, its icon, each picture at the width a phone's dense screen picks, the
 * largest), then what the islands that wait for the visitor add; every module with the modules it
 * imports. Each file is gzip-compressed here at level 9. The budget test (tests/built/budgets.test.ts)
 * and the bench read the same figures; on 2026-11-23 they matched, file for file, what Chromium
 * loaded as a Pixel 7 scrolled each page and reached for every island.
 */
import { globSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { pageFileFor } from '../src/lib/offline.ts';

/** @typedef {import('./budgets.mjs').Kind} Kind */
/** @typedef {import('./budgets.mjs').PageWeight} PageWeight */

/** @type {Record<string, Kind>} */
const KINDS = { '.html': 'html', '.css': 'css', '.js': 'js', '.woff2': 'fonts' };
for (const type of ['.avif', '.webp', '.png', '.jpg', '.svg']) KINDS[type] = 'images';

/**
 * A module and every module it imports at once (not import()), added to `into`.
 * @param {string} dist @param {string} url @param {Set<string>} into
 */
function withImports(dist, url, into) {
  if (into.has(url)) return;
  into.add(url);
  const code = readFileSync(join(dist, url)).toString();
  for (const [, specifier] of code.matchAll(/\bimport\s*(?:[\w{}\s,*$]+from\s*)?["']([^"']+)["']/g)) {
    withImports(dist, new URL(/** @type {string} */ (specifier), `http://site${url}`).pathname, into);
  }
}

/** The largest candidate of a srcset. @param {string} srcset */
const largest = (srcset) =>
  /** @type {string} */ (
    srcset
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/))
      .sort((a, b) => parseInt(b[1] ?? '0') - parseInt(a[1] ?? '0'))[0]?.[0]
  );

/**
 * The site's files a page loads, before and after the visitor reaches for its islands.
 * @param {string} dist @param {string} path a page of PAGES
 */
export function pageLoads(dist, path) {
  const { document } = new JSDOM(readFileSync(join(dist, pageFileFor(path)))).window;
  const before = new Set([pageFileFor(path)]);
  for (const icon of document.querySelectorAll('link[rel="icon"]'))
    before.add(/** @type {string} */ (icon.getAttribute('href')));
  for (const img of document.querySelectorAll('img')) {
    const source = img.closest('picture')?.querySelector('source');
    before.add(source ? largest(String(source.getAttribute('srcset'))) : String(img.getAttribute('src')));
  }
  for (const script of document.querySelectorAll('script[src]'))
    withImports(dist, String(script.getAttribute('src')), before);
  const after = new Set(before);
  for (const island of document.querySelectorAll('astro-island')) {
    const waits = island.getAttribute('client') === 'interaction';
    for (const url of [island.getAttribute('component-url'), island.getAttribute('renderer-url')]) {
      if (!waits) withImports(dist, String(url), before);
      withImports(dist, String(url), after);
    }
  }
  return { before: [...before], after: [...after] };
}

/**
 * The bytes of these files of dist/, by kind.
 * @param {string} dist @param {string} path @param {string[]} files
 * @returns {PageWeight}
 */
function weigh(dist, path, files) {
  const bytes = /** @type {Record<Kind, { raw: number, gzip: number }>} */ (
    Object.fromEntries(['html', 'css', 'js', 'images', 'fonts', 'other'].map((kind) => [kind, { raw: 0, gzip: 0 }]))
  );
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    const kind = bytes[KINDS[extname(file)] ?? 'other'];
    kind.raw += content.length;
    kind.gzip += gzipSync(content, { level: 9 }).length;
  }
  const all = Object.values(bytes);
  const sum = (/** @type {'raw' | 'gzip'} */ key) => all.reduce((total, b) => total + b[key], 0);
  return { path, requests: files.length, bytes, total: { raw: sum('raw'), gzip: sum('gzip') } };
}

/**
 * All a page can cost (every island reached for), with what a visitor who only reads downloads.
 * @param {string} dist @param {string} path a page of PAGES @param {string} [address] the address it is reported at
 * @returns {PageWeight & { beforeInteraction: PageWeight }}
 */
export function weighPage(dist, path, address = path) {
  const { before, after } = pageLoads(dist, path);
  return { ...weigh(dist, address, after), beforeInteraction: weigh(dist, address, before) };
}

/** The helpers the editor loads only for a photo, where it serves them (integrations/editor/index.ts). */
const PHOTO_HELPERS = /\/libraries\/(@jsquash\/webp|exifr)@/;

/** @param {string[]} files @returns {{ files: number, raw: number, gzip: number }} */
function weighAll(files) {
  const contents = files.map((file) => readFileSync(file));
  return {
    files: files.length,
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
  };
}

/** @param {string} dist */
const editorFiles = (dist) =>
  globSync('admin/**', { cwd: dist, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.txt$|\/locales\//.test(file));

/**
 * The editor at /admin as a volunteer's browser loads it to change and save an entry: every file
 * under admin/ but the licences, the translations (a browser not set to US English loads one of
 * those, at most), and the helpers only a photo needs (weighPhotoHelpers).
 * @param {string} dist @returns {{ files: number, raw: number, gzip: number }}
 */
export function weighEditor(dist) {
  return weighAll(editorFiles(dist).filter((file) => !PHOTO_HELPERS.test(file)));
}

/**
 * What the editor loads on top for a photo, in a browser that cannot write WebP itself (Safari,
 * so every iPhone): the EXIF reader, the WebP encoder's module, and the larger of its two
 * WebAssembly builds (the one that uses SIMD, which every Safari since 16.4 runs). Other browsers
 * load the EXIF reader alone.
 * @param {string} dist @returns {{ files: number, raw: number, gzip: number }}
 */
export function weighPhotoHelpers(dist) {
  const files = editorFiles(dist).filter((file) => PHOTO_HELPERS.test(file));
  const wasm = files
    .filter((file) => file.endsWith('.wasm'))
    .sort((a, b) => readFileSync(b).length - readFileSync(a).length);
  return weighAll([...files.filter((file) => /\.m?js$/.test(file)), ...wasm.slice(0, 1)]);
}
