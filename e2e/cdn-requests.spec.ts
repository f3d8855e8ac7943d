import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, withWorkerFixtures as test } from './fixtures';
import { CDN_ORIGIN, INDEXED_PATHS, MAILBOX_ORIGIN } from './support/site';

/*
 * What the CDN answers, asked with plain requests: no browser, no page, so none of the page
 * fixtures of e2e/fixtures.ts, only the worker fixtures every spec shares (so it runs in the same
 * workers as the others). dist/ as Cloudflare Pages serves it (tooling/cdn.mjs).
 */
test.use({ baseURL: CDN_ORIGIN });

test('built assets are cached for a year; pages and the service worker are checked every time', async ({ request }) => {
  const script = readdirSync(join(import.meta.dirname, '..', 'dist', '_astro')).find((name) => name.endsWith('.js'));
  const asset = await request.get(`/_astro/${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  // A missing asset is not cached as if it were one that never changes.
  const missing = await request.get('/_astro/no-such-file.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
});

test('addresses: .html redirects to the clean address, a page takes no POST, a broken address is a 404', async ({
  request,
}) => {
  const old = await request.get('/contact.html', { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()['location']).toBe('/contact');
  expect((await request.post('/contact', { data: 'x' })).status()).toBe(405);
  for (const path of ['/%E0%A4%A', '/no-such-page', '/about', '/other', '/projects/unknown']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toContain('Whoops... (404)');
  }
  expect((await request.get('/')).status()).toBe(200);
  // A volunteer need's calendar file moved beside the need's page: a link saved before still leads there.
  const moved = await request.get('/needs/serve-supper.ics', { maxRedirects: 0 });
  expect([moved.status(), moved.headers()['location']]).toEqual([301, '/volunteer/serve-supper.ics']);
});

test('pages, scripts and pictures are for this site only; the share picture is for everyone', async ({ request }) => {
  for (const path of [...INDEXED_PATHS, '/sw.js']) {
    expect((await request.get(path)).headers()['cross-origin-resource-policy'], path).toBe('same-origin');
  }
  const html = await (await request.get('/projects')).text();
  const picture = html.match(/\/_astro\/[\w.-]+\.avif/)![0];
  expect((await request.get(picture)).headers()['cross-origin-resource-policy']).toBe('same-origin');
  for (const path of ['/share.png', '/logo-512.png', '/favicon.svg']) {
    expect((await request.get(path)).headers()['cross-origin-resource-policy'], path).toBeUndefined();
  }
});

test('the service worker’s own policy lets it reach this site and the email service, and nothing else', async ({
  request,
}) => {
  // That it sends the outbox under this policy: e2e/outbox.spec.ts, on this runtime.
  expect((await request.get('/sw.js')).headers()['content-security-policy']).toBe(
    `default-src 'none'; connect-src 'self' ${MAILBOX_ORIGIN}`,
  );
});
