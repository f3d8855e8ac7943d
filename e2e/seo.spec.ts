import { SITE } from '../src/site';
import { expect, sitemapPaths, test } from './fixtures';

const SITE_URL = 'https://www.example.org';

test('every page has its own title and description, a canonical address and sharing tags', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  const paths = sitemapPaths();
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    titles.add(title);
    descriptions.add(description!);
    expect(description!.length, `${path} description length`).toBeGreaterThan(50);
    expect(description!.length, `${path} description length`).toBeLessThanOrEqual(160);

    const canonical = `${SITE_URL}${path}`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`);
    await expect(meta('og:title')).toHaveAttribute('content', title);
    await expect(meta('og:description')).toHaveAttribute('content', description!);
    await expect(meta('og:url')).toHaveAttribute('content', canonical);
    await expect(meta('og:type')).toHaveAttribute('content', 'website');
    await expect(meta('og:image')).toHaveAttribute('content', `${SITE_URL}/share.png`);
    await expect(meta('og:image:width')).toHaveAttribute('content', '1200');
    await expect(meta('og:image:height')).toHaveAttribute('content', '630');
    await expect(meta('og:image:alt')).toHaveAttribute('content', /Sweet Surrender/);
    await expect(meta('twitter:card')).toHaveAttribute('content', 'summary_large_image');
    await expect(meta('twitter:title')).toHaveAttribute('content', title);
    await expect(meta('twitter:image')).toHaveAttribute('content', `${SITE_URL}/share.png`);
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);
});

test('the share image is a 1200 × 630 PNG', async ({ request }) => {
  const response = await request.get('/share.png');
  expect(response.ok()).toBe(true);
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The IHDR chunk holds the width and height at bytes 16 to 24.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the home page describes the ministry to search engines as a 501(c)(3) NGO', async ({ page }) => {
  await page.goto('/');
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  const data = JSON.parse((await blocks.textContent())!);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: SITE.name,
    alternateName: SITE.shortName,
    url: `${SITE_URL}/`,
    logo: `${SITE_URL}/logo-512.png`,
    email: SITE.email,
    telephone: SITE.phone.dial,
    nonprofitStatus: 'Nonprofit501c3',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'P.O. Box 206',
      addressLocality: 'Alum Bank',
      addressRegion: 'PA',
      postalCode: '15521',
      addressCountry: 'US',
    },
    potentialAction: { '@type': 'DonateAction', target: `${SITE_URL}/donate` },
  });
  const logo = await page.request.get(new URL(data.logo).pathname);
  expect(logo.headers()['content-type']).toContain('image/png');
});

test('the sitemap lists every page but the not-found page, and robots.txt names it', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toContain(`${SITE_URL}/sitemap-0.xml`);
  expect(sitemapPaths().sort()).toEqual(['/', '/contact', '/donate', '/legal', '/projects']);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
});
