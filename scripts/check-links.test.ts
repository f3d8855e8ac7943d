import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks } from './check-links.mjs';

const made: string[] = [];
async function site(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'links-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}
afterAll(async () => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('brokenLinks', () => {
  it('accepts pretty addresses, anchors that exist, assets and srcsets, and skips outside links', async () => {
    const dir = await site({
      'index.html': `<a href="/legal#Security">a</a><a href="/">home</a><img src="/_astro/a.png" srcset="/_astro/a.png 1x, /_astro/b.png 2x">
        <a href="https://example.org/x">out</a><a href="mailto:a@example.org">m</a><a href="tel:+1">t</a><a href="#top">top</a><span id="top"></span>`,
      'legal.html': '<h2 id="Security">Security</h2>',
      '_astro/a.png': 'png',
      '_astro/b.png': 'png',
    });
    expect(await brokenLinks(dir)).toEqual([]);
  });

  it('reports a missing page, a missing asset in a srcset and an anchor with no element', async () => {
    const dir = await site({
      'index.html':
        '<a href="/about">a</a><img src="/x.png" srcset="/_astro/gone.avif 2x"><a href="/legal#Nowhere">n</a>',
      'legal.html': '<h2 id="Security">Security</h2>',
      'x.png': 'png',
    });
    expect(await brokenLinks(dir)).toEqual([
      '/index.html: /about leads to no file',
      '/index.html: /legal#Nowhere names no element with id "Nowhere"',
      '/index.html: /_astro/gone.avif leads to no file',
    ]);
  });
});
