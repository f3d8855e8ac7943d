import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES } from '../src/site';
import { customProperty, pageHead } from '../src/lib/head';
import { PLACEHOLDER_SITE_URL } from '../scripts/build-env.mjs';
import { INDEXED_PATHS, PAGE_ADDRESSES, expect, test } from './fixtures';

/*
 * What each head says is worked out and tested as data (src/lib/head.ts and its tests); here,
 * once per page, the built page says exactly that, and the sitemap and robots.txt agree.
 */
const THEME = customProperty(
  readFileSync(join(import.meta.dirname, '..', 'src', 'styles', 'tokens.css'), 'utf8'),
  '--color-bg',
);

test('every built page carries the head worked out for it, and no other', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  for (const [index, entry] of PAGES.entries()) {
    const expected = pageHead(entry, PLACEHOLDER_SITE_URL, THEME);
    await page.goto(PAGE_ADDRESSES[index]!);
    const seen = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      meta: [
        ...document.querySelectorAll('meta[name]:not([name="description"]):not([name="viewport"]), meta[property]'),
      ].map((tag) => {
        const key = tag.hasAttribute('name') ? 'name' : 'property';
        return { [key]: tag.getAttribute(key)!, content: tag.getAttribute('content')! };
      }),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent!),
      ),
    }));
    expect(seen, entry.path).toEqual({
      title: expected.title,
      description: expected.description,
      canonical: expected.canonical,
      meta: expected.meta,
      jsonLd: expected.jsonLd ? [expected.jsonLd] : [],
    });
  }
});

test('the sitemap lists exactly the indexed pages, and robots.txt names it', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toContain(`${PLACEHOLDER_SITE_URL}/sitemap-0.xml`);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed.sort()).toEqual([...INDEXED_PATHS].sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${PLACEHOLDER_SITE_URL}/sitemap-index.xml`);
});

test('the logo the search description names is served as a PNG', async ({ request }) => {
  const { jsonLd } = pageHead(PAGES[0], PLACEHOLDER_SITE_URL, THEME);
  const logo = await request.get(new URL(String(jsonLd!.logo)).pathname);
  expect(logo.headers()['content-type']).toContain('image/png');
});
