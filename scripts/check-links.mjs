// @ts-check
/**
 * Checks every internal link, anchor and asset in the built site: each href, src and srcset
 * in dist/*.html must lead to a file the CDN would serve, and each #fragment to an id on that
 * page. Outside links are not fetched (this is about our own pages).
 *
 *   node scripts/check-links.mjs [dist]
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileFor } from './serve-cdn.mjs';

/** @param {string} html */
function references(html) {
  const found = [];
  for (const match of html.matchAll(/\s(href|src)="([^"]*)"/g)) found.push(match[2] ?? '');
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of (match[1] ?? '').split(',')) found.push(candidate.trim().split(/\s+/)[0] ?? '');
  }
  return found.map((value) => value.replaceAll('&amp;', '&'));
}

/** @param {string} html */
function ids(html) {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
}

/**
 * @param {string} dir the built site
 * @returns {Promise<string[]>} one line for each broken reference
 */
export async function brokenLinks(dir) {
  const root = resolve(dir);
  const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
  /** @type {Map<string, string>} */
  const html = new Map();
  for (const page of pages) html.set(join(root, page), await readFile(join(root, page), 'utf8'));

  const broken = [];
  for (const [file, text] of html) {
    const pagePath = `/${relative(root, file).replace(/\\/g, '/')}`;
    for (const reference of references(text)) {
      if (reference === '' || /^(https?:|mailto:|tel:|data:|\/\/)/.test(reference)) continue;
      const url = new URL(reference, `http://site${pagePath}`);
      const target = await fileFor(root, url.pathname);
      if (!target) {
        broken.push(`${pagePath}: ${reference} leads to no file`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !ids(html.get(target) ?? '').has(fragment)) {
        broken.push(`${pagePath}: ${reference} names no element with id "${fragment}"`);
      }
    }
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const broken = await brokenLinks(dir);
  if (broken.length > 0) {
    console.error(`Broken links in ${dir}/:\n${broken.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Links: every internal link, anchor and asset in ${dir}/ resolves.`);
}
