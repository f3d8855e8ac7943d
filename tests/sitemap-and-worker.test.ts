/**
 * What the sitemap and the service worker are given, by exclusion, on the site with every kind's
 * fixture entries (the `events` test site): the sitemap lists every page but those that say
 * noindex, and the worker keeps every page and calendar file within what a first visit may fetch
 * on a metered phone plan (bench/budgets.mjs: precache).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS } from '../bench/budgets.mjs';
import { precacheManifest } from '../integrations/service-worker';
import { routePath } from '../src/lib/paths';
import { filesIn, testSite } from '../tooling/test-site.mjs';

const built = { dist: '' };
beforeAll(async () => {
  built.dist = (await testSite('events')).dist;
}, 120_000);

describe('the sitemap', () => {
  it('lists every page the build made but those that tell search engines noindex, and no other', async () => {
    const pages = (await filesIn(built.dist)).filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));
    const indexed: string[] = [];
    const unlisted: string[] = [];
    for (const file of pages) {
      const html = await readFile(join(built.dist, file), 'utf8');
      (/<meta name="robots" content="[^"]*noindex/.test(html) ? unlisted : indexed).push(routePath(`/${file}`));
    }
    const sitemap = await readFile(join(built.dist, 'sitemap-0.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.sort()).toEqual(indexed.sort());
    // Each kind that keeps pages out: the not-found page, the flyers, a need's "can't come".
    expect(unlisted).toEqual(expect.arrayContaining(['/404', '/flyers/notices']));
    expect(unlisted.some((path) => path.endsWith('/cant-come'))).toBe(true);
  });
});

describe('the service worker', () => {
  it(`keeps every page and calendar file, the editor's none, within ${BUDGETS.precache} KB gzip`, async () => {
    const { entries } = await precacheManifest(built.dist);
    const kept = entries.map((entry) => entry.url);
    const files = await filesIn(built.dist);
    const pages = files.filter((file) => /\.(html|ics)$/.test(file) && !file.startsWith('admin/'));
    expect(pages.filter((file) => !kept.includes(file))).toEqual([]);
    expect(kept.filter((file) => file.startsWith('admin/'))).toEqual([]);
    let gzip = 0;
    for (const file of kept) gzip += gzipSync(await readFile(join(built.dist, file)), { level: 9 }).length;
    expect(gzip / 1024, `${(gzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGETS.precache);
    // It is the worker's list as built.
    const worker = await readFile(join(built.dist, 'sw.js'), 'utf8');
    for (const file of kept) expect(worker, file).toContain(`"${file}"`);
  });
});
