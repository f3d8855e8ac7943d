import { SITE } from '../src/site';
import { MESSAGES } from '../src/lib/contact';
import { MAILBOX_ORIGIN, TEST_CDN_PORT } from '../scripts/local-settings.mjs';
import {
  contactMessage,
  expect,
  fillContactForm,
  hydrated,
  reachForHeader,
  sitemapPaths,
  test,
  visitWholePage,
} from './fixtures';

// dist/ served as Netlify or Cloudflare Pages serve it, with dist/_headers applied.
test.use({ baseURL: `http://127.0.0.1:${TEST_CDN_PORT}` });

const EXPECTED_HEADERS: Record<string, RegExp> = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains$/,
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  'cross-origin-opener-policy': /^same-origin-allow-popups$/,
};

for (const path of [...sitemapPaths(), '/no-such-page']) {
  test(`${path} comes with the security headers and runs under the page's CSP`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto(path);
    expect(response!.status()).toBe(path === '/no-such-page' ? 404 : 200);
    const headers = response!.headers();
    for (const [name, pattern] of Object.entries(EXPECTED_HEADERS)) expect(headers[name], name).toMatch(pattern);
    // Only the donation form's own origin may take payments, filled in from src/site.ts.
    expect(headers['permissions-policy']).toContain(`payment=(self "${new URL(SITE.donationForm.embedUrl).origin}")`);
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveAttribute(
      'content',
      /default-src 'self'/,
    );
    // The islands hydrate under the policy (the console guard fails on any CSP report).
    await reachForHeader(page);
    await visitWholePage(page);
  });
}

test('built assets are cached for a year, pages are not', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('astro-island').first().getAttribute('component-url');
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/')).headers()['cache-control']).toBeUndefined();
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('the policy lets the contact form reach the e-mail service and nothing else', async ({ page }) => {
  const html = await (await page.goto('/contact'))!.text();
  expect(html).toContain(`connect-src 'self' ${MAILBOX_ORIGIN};`);
  await hydrated(page, 'ContactForm');
  const token = `cdn-${test.info().project.name}-${Date.now()}`;
  await fillContactForm(page, contactMessage(token));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
  const received = await (await page.request.get(`${MAILBOX_ORIGIN}/messages`)).text();
  expect(received).toContain(token);
});

test('the policy lets the donation form load in its frame', async ({ page }) => {
  const html = await (await page.goto('/donate'))!.text();
  expect(html).toContain(`frame-src ${new URL(SITE.donationForm.embedUrl).origin};`);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').locator('p')).toContainText(SITE.donationForm.embedUrl);
});
