/**
 * Every page of the built site within its byte budgets (bench/budgets.mjs), weighed from dist/
 * as the bench weighs what a phone loads (bench/page-weight.mjs), but from the HTML alone: the
 * files a page asks for before any interaction (its scripts, the islands that hydrate by
 * themselves, the icon, each picture at the width a phone picks, its largest), then what the
 * islands that wait for the visitor add, every module with the modules it imports.
 */
import { describe, expect, it } from 'vitest';
import { weigh } from '../../bench/page-weight.mjs';
import { overBudget } from '../../bench/budgets.mjs';
import { PAGES } from '../../src/site';
import { addressToOpen } from '../../src/lib/paths';
import { DIST, builtFile, builtPage } from '../support/built-site';

/** A module and every module it imports, at load or at once (not import()). */
function withImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = builtFile(url.slice(1)).toString();
  for (const [, specifier] of code.matchAll(/\bimport\s*(?:[\w{}\s,*$]+from\s*)?["']([^"']+)["']/g)) {
    withImports(new URL(specifier!, `http://site${url}`).pathname, seen);
  }
  return seen;
}

/** The largest candidate of a srcset: what a phone's dense screen picks for a full-width picture. */
const largest = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .sort((a, b) => parseInt(b[1] ?? '0') - parseInt(a[1] ?? '0'))[0]![0]!;

function loads(path: string) {
  const document = builtPage(path);
  const before = new Set([
    path,
    ...[...document.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute('href')!),
  ]);
  for (const picture of document.querySelectorAll('img')) {
    const source = picture.closest('picture')?.querySelector('source');
    before.add(source ? largest(source.getAttribute('srcset')!) : picture.getAttribute('src')!);
  }
  for (const script of document.querySelectorAll('script[src]')) withImports(script.getAttribute('src')!, before);
  const after = new Set(before);
  for (const island of document.querySelectorAll('astro-island')) {
    const waits = island.getAttribute('client') === 'interaction';
    for (const url of [island.getAttribute('component-url')!, island.getAttribute('renderer-url')!]) {
      withImports(url, waits ? after : before);
      if (!waits) withImports(url, after);
    }
  }
  return { before: [...before], after: [...after] };
}

describe.each(PAGES.map((page) => page.path))('%s', (path) => {
  it('is within its byte budgets', async () => {
    const { before, after } = loads(path);
    const address = addressToOpen(path);
    const weight = { ...(await weigh(address, after, DIST)), beforeInteraction: await weigh(address, before, DIST) };
    expect(weight.bytes.html.gzip).toBeGreaterThan(0);
    expect(weight.bytes.js.gzip).toBeGreaterThan(0);
    expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
  });
});
