import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SITE } from '../src/site';
import { MESSAGES } from '../src/lib/contact';
import { parsePolicy } from '../src/lib/security-headers';
import {
  contactMessage,
  expect,
  fillContactForm,
  reachForForm,
  reachForHeader,
  CDN_ORIGIN,
  MAILBOX_ORIGIN,
  test,
  PAGE_ADDRESSES,
  INDEXED_PATHS,
} from './fixtures';
import { scrollThroughPage } from '../tooling/browser.mjs';

// dist/ as Cloudflare Pages serves it: its own runtime, wrangler pages dev (tooling/cdn.mjs).
test.use({ baseURL: CDN_ORIGIN });

const EXPECTED_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains; preload$/,
  'x-frame-options': /^DENY$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'cross-origin-opener-policy': /^same-origin-allow-popups$/,
};

for (const path of PAGE_ADDRESSES) {
  test(`${path} comes with the security headers and runs under the page's CSP`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto(path);
    expect(response!.status()).toBe(path === '/no-such-page' ? 404 : 200);
    const headers = response!.headers();
    for (const [name, pattern] of Object.entries(EXPECTED_HEADERS)) expect(headers[name], name).toMatch(pattern);
    // Only the donation form's own origin may take payments, filled in from src/site.ts.
    expect(headers['permissions-policy']).toContain(`payment=(self "${new URL(SITE.donationForm.embedUrl).origin}")`);
    const meta = parsePolicy(
      (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '',
    );
    expect(meta.get('default-src')).toEqual(["'none'"]);
    if (path === '/no-such-page') {
      // An address the site does not have matches no page's rule: its policy is the <meta> alone
      // (X-Frame-Options still refuses framing), and no other policy reaches it.
      expect(headers['content-security-policy']).toBeUndefined();
    } else {
      // A page's header is exactly its own <meta> policy, hashes and all, and frame-ancestors.
      const header = parsePolicy(headers['content-security-policy']!);
      expect(header.get('frame-ancestors')).toEqual(["'none'"]);
      header.delete('frame-ancestors');
      expect(header).toEqual(meta);
    }
    // The islands hydrate under the policy (the console guard fails on any CSP report).
    await reachForHeader(page);
    await scrollThroughPage(page);
  });
}

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

test('the policy lets the contact form reach the email service and nothing else', async ({ page, mailbox }) => {
  const html = await (await page.goto('/contact'))!.text();
  expect(html).toContain(`connect-src 'self' ${MAILBOX_ORIGIN};`);
  await reachForForm(page);
  const token = `cdn-${test.info().project.name}-${Date.now()}`;
  await fillContactForm(page, contactMessage(token));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
  expect(await mailbox.messagesWith(token)).toHaveLength(1);
});

test('the service worker’s own policy lets it reach this site and the email service, and nothing else', async ({
  request,
}) => {
  // That it sends the outbox under this policy: e2e/outbox.spec.ts, on this runtime.
  expect((await request.get('/sw.js')).headers()['content-security-policy']).toBe(
    `default-src 'none'; connect-src 'self' ${MAILBOX_ORIGIN}`,
  );
});

test('the policy lets the donation form load in its frame', async ({ page }) => {
  const html = await (await page.goto('/donate'))!.text();
  expect(html).toContain(`frame-src ${new URL(SITE.donationForm.embedUrl).origin};`);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').locator('p')).toContainText(SITE.donationForm.embedUrl);
});
