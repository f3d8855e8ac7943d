import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, SITE, pageAt } from '../site';
import { SHARE_IMAGE, customProperty, pageHead, pageTitle, type MetaTag } from './head';
import { organizationJsonLd } from './organization';

const SITE_URL = 'https://ssmc.example.org';
const TOKENS = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const THEME = customProperty(TOKENS, '--color-bg');
const heads = PAGES.map((page) => ({ page, head: pageHead(page, SITE, SITE_URL, THEME) }));
const metaValue = (meta: MetaTag[], key: string) =>
  meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;

describe('the list of pages', () => {
  it('has one entry for each page file in src/pages, and no other', () => {
    const files = readdirSync(new URL('../pages', import.meta.url)).filter((name) => name.endsWith('.astro'));
    const paths = files.map((name) => (name === 'index.astro' ? '/' : `/${name.replace(/\.astro$/, '')}`));
    expect(PAGES.map((page) => page.path).sort()).toEqual(paths.sort());
  });

  it('finds a page by its address and names the list when a page has no entry', () => {
    expect(pageAt('/contact').heading).toBe('Contact');
    expect(() => pageAt('/about')).toThrow(/"\/about" in PAGES \(src\/site\.ts\)/);
  });

  it('keeps only the not-found page out of search engines', () => {
    expect(PAGES.filter((page) => !page.indexed).map((page) => page.path)).toEqual(['/404']);
  });
});

describe('pageTitle', () => {
  it('titles pages "Page — name" and the home page with the name alone', () => {
    expect(pageTitle({ name: 'Contact' }, SITE.name)).toBe('Contact — Sweet Surrender Ministry Center');
    expect(pageTitle({}, SITE.name)).toBe('Sweet Surrender Ministry Center');
  });
});

describe('pageHead', () => {
  it('gives every page its own title and description, 50 to 160 characters long', () => {
    expect(new Set(heads.map(({ head }) => head.title)).size).toBe(PAGES.length);
    expect(new Set(heads.map(({ head }) => head.description)).size).toBe(PAGES.length);
    for (const { page, head } of heads) {
      expect(head.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(head.description.length, page.path).toBeLessThanOrEqual(160);
    }
    expect(pageHead(pageAt('/'), SITE, SITE_URL, THEME).title).toBe(SITE.name);
    expect(pageHead(pageAt('/legal'), SITE, SITE_URL, THEME).title).toBe(`Privacy Policy — ${SITE.name}`);
  });

  it('gives an indexed page its canonical address on the configured site', () => {
    expect(pageHead(pageAt('/contact'), SITE, SITE_URL, THEME).canonical).toBe(`${SITE_URL}/contact`);
    expect(pageHead(pageAt('/'), SITE, SITE_URL, THEME).canonical).toBe(`${SITE_URL}/`);
  });

  it('keeps the not-found page out of search results: no canonical address, noindex', () => {
    const head = pageHead(pageAt('/404'), SITE, SITE_URL, THEME);
    expect(head.canonical).toBeNull();
    expect(metaValue(head.meta, 'robots')).toBe('noindex');
    expect(metaValue(head.meta, 'og:url')).toBeUndefined();
    for (const { page, head: other } of heads.filter(({ page }) => page.indexed)) {
      expect(metaValue(other.meta, 'robots'), page.path).toBeUndefined();
    }
  });

  it('repeats the title, description and address in the sharing tags, with an absolute picture', () => {
    for (const { page, head } of heads) {
      for (const key of ['og:title', 'twitter:title']) expect(metaValue(head.meta, key), page.path).toBe(head.title);
      for (const key of ['og:description', 'twitter:description']) {
        expect(metaValue(head.meta, key), page.path).toBe(head.description);
      }
      if (head.canonical) expect(metaValue(head.meta, 'og:url')).toBe(head.canonical);
      expect(metaValue(head.meta, 'og:type')).toBe('website');
      expect(metaValue(head.meta, 'twitter:card')).toBe('summary_large_image');
      for (const key of ['og:image', 'twitter:image']) expect(metaValue(head.meta, key)).toBe(`${SITE_URL}/share.png`);
      expect(metaValue(head.meta, 'og:image:alt')).toMatch(/^Sweet Surrender Ministry Center: /);
    }
  });

  it('states the share picture’s true size: public/share.png is a 1200 × 630 PNG', () => {
    const png = readFileSync(new URL(`../../public${SHARE_IMAGE.path}`, import.meta.url));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // The IHDR chunk holds the width and height at bytes 16 to 24.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SHARE_IMAGE.width, SHARE_IMAGE.height]);
    const { meta } = pageHead(pageAt('/'), SITE, SITE_URL, THEME);
    expect([metaValue(meta, 'og:image:width'), metaValue(meta, 'og:image:height')]).toEqual(['1200', '630']);
  });

  it('describes the ministry in schema.org terms on the home page only', () => {
    expect(pageHead(pageAt('/'), SITE, SITE_URL, THEME).jsonLd).toEqual(organizationJsonLd(SITE, SITE_URL));
    expect(heads.filter(({ head }) => head.jsonLd).map(({ page }) => page.path)).toEqual(['/']);
  });

  it('tints the browser with the page background from the design tokens', () => {
    expect(THEME).toMatch(/^#[0-9a-f]{6}$/);
    expect(metaValue(pageHead(pageAt('/'), SITE, SITE_URL, THEME).meta, 'theme-color')).toBe(THEME);
  });
});

describe('customProperty', () => {
  it('reads a custom property set on :root, and refuses one that is not set', () => {
    const css = ':root {\n  --color-bg: #fffaf3;\n  --color-surface: #ffffff;\n}';
    expect(customProperty(css, '--color-bg')).toBe('#fffaf3');
    expect(customProperty(css, '--color-surface')).toBe('#ffffff');
    expect(() => customProperty(css, '--color-page')).toThrow('The stylesheet sets no --color-page');
    // A token whose name merely ends the same way is a different token.
    expect(() => customProperty(':root{--x-color-bg: red}', '--color-bg')).toThrow();
  });
});
