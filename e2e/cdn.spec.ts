import { SITE } from '../src/site';
import { MESSAGES } from '../src/lib/contact';
import { parsePolicy } from '../src/lib/security-headers';
import { expect, test } from './fixtures';
import { contactMessage, CDN_ORIGIN, MAILBOX_ORIGIN, PAGE_ADDRESSES } from './support/site';
import { fillContactForm, reachForForm, reachForHeader } from './support/pages';
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

test('the policy lets the donation form load in its frame', async ({ page }) => {
  const html = await (await page.goto('/donate'))!.text();
  expect(html).toContain(`frame-src ${new URL(SITE.donationForm.embedUrl).origin};`);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').locator('p')).toContainText(SITE.donationForm.embedUrl);
});
