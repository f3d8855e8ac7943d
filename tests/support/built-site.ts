/**
 * The built site as files, for tests of what a page says: each page of dist/ parsed into a
 * document (no script runs), with the few ways the tests find things in it. `npm test` builds
 * before it runs these; on their own, run `npm run build:local` first.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { pageFileFor } from '../../src/lib/offline';
import { askPath } from '../../src/lib/paths';
import { projectRoot } from '../../tooling/test-site.mjs';

export const DIST = join(projectRoot, 'dist');

/** A file of the built site, as bytes; a clear message when the site has not been built. */
export function builtFile(path: string): Buffer {
  const name = path.replace(/^\//, '');
  const file = join(DIST, name);
  if (!existsSync(file)) throw new Error(`dist/${name} is missing: build the site first (npm run build:local).`);
  return readFileSync(file);
}

const parsed = new Map<string, Document>();

/** The page at `path` as built, parsed once. */
export function builtPage(path: string): Document {
  const document = parsed.get(path) ?? new JSDOM(builtFile(pageFileFor(path)).toString('utf8')).window.document;
  parsed.set(path, document);
  return document;
}

/** An element's text as a reader meets it: white space folded. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The elements matching `selector` that are labelled (aria-labelledby) by an element reading `name`. */
export function labelled(scope: Document | Element, selector: string, name: string): Element {
  const document = scope.ownerDocument ?? (scope as Document);
  const found = [...scope.querySelectorAll(selector)].filter((element) => {
    const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    return ids.map((id) => textOf(document.getElementById(id))).join(' ') === name;
  });
  if (found.length !== 1) throw new Error(`${found.length} ${selector} labelled "${name}"`);
  return found[0]!;
}

/** The links in `scope` whose text (or aria-label) is `name`. */
export function linksNamed(scope: Document | Element, name: string | RegExp): HTMLAnchorElement[] {
  return [...scope.querySelectorAll('a')].filter((link) => {
    const accessible = link.getAttribute('aria-label') ?? textOf(link);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

/**
 * The files of a built site (pages, feed, calendars, sitemap, the worker's list) that hold any of
 * `words`, as paths from `dist`: for an entry that must be nowhere yet, an empty list.
 */
export function filesMentioning(dist: string, words: readonly string[]): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(html|xml|ics|js|txt|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      return words.some((word) => text.includes(word));
    })
    .map((file) => file.slice(dist.length + 1));
}

/** The file names of the current projects the build made an ask page for (src/pages/ask/[id].astro). */
export function askPages(dist = DIST): string[] {
  const folder = join(dist, askPath('x').split('/')[1]!);
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => file.endsWith('.html'))
        .map((file) => file.slice(0, -'.html'.length))
        .sort()
    : [];
}
