import { readFileSync } from 'node:fs';
import { SITE } from '../src/site';
import { MESSAGES } from '../src/lib/contact';
import { parsePolicy } from '../src/lib/security-headers';
import { expect, test } from './fixtures';
import { contactMessage, CDN_ORIGIN, FLYER_ADDRESSES, MAILBOX_ORIGIN, PAGE_ADDRESSES } from './support/site';
import { cspReports, fillContactForm, reachForForm, reachForHeader } from './support/pages';
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

/** The cascade layers, in the order src/styles/global.css declares them. */
const LAYERS = /@layer ([\w\s,-]+);/
  .exec(readFileSync('src/styles/global.css', 'utf8'))![1]!
  .split(',')
  .map((name) => name.trim());

// The console guard in fixtures.ts fails this on a console error or warning. Every page and flyer
// one after another in one browser context (e2e/a11y.spec.ts says why), each named by its checks.
test('every page and flyer comes with the security headers, and loads, hydrates and scrolls under its CSP with a quiet console', async ({
  page,
  consoleGuard,
}) => {
  test.slow(); // Several pages: three times one page's budget.
  consoleGuard.allow(/status of 404/);
  const violations = await cspReports(page);
  // A list the build left empty would check nothing and pass.
  expect(FLYER_ADDRESSES.length, 'flyers to check').toBeGreaterThan(0);
  for (const path of [...PAGE_ADDRESSES, ...FLYER_ADDRESSES])
    await test.step(path, async () => {
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
      // Every island hydrates under the policy: the header (a flyer has none), and each dialog a
      // visitor reaches for.
      if (!FLYER_ADDRESSES.includes(path)) await reachForHeader(page);
      const openers = page.locator('.dialog-opener');
      for (const opener of await openers.all()) await opener.focus();
      await expect(page.locator('[data-hydrated="Dialog"]')).toHaveCount(await openers.count());
      await scrollThroughPage(page);
      await expect
        .poll(() =>
          page.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
        )
        .toBe(true);
      expect(violations).toEqual([]);

      // Every rule of the page's styles, the islands' and components' included, sits in a cascade
      // layer, and the layers come in the order global.css declares.
      const styles = await page.evaluate(() => {
        const order: string[] = [];
        const unlayered: string[] = [];
        for (const sheet of document.styleSheets) {
          for (const rule of sheet.cssRules) {
            if (rule instanceof CSSLayerStatementRule) order.push(...rule.nameList);
            else if (rule instanceof CSSLayerBlockRule) order.push(rule.name);
            else unlayered.push(rule.cssText);
          }
        }
        return { order: [...new Set(order)], unlayered };
      });
      expect(styles.order).toEqual(LAYERS);
      // Astro adds a rule of its own for the elements that wrap islands (astro-island and kin).
      expect(styles.unlayered.filter((rule) => !/^astro-[a-z-]+(, astro-[a-z-]+)* \{/.test(rule))).toEqual([]);
    });
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

test('the policy lets the donation form load in its frame', async ({ page }) => {
  const html = await (await page.goto('/donate'))!.text();
  expect(html).toContain(`frame-src ${new URL(SITE.donationForm.embedUrl).origin};`);
  await page.locator('iframe').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').locator('p')).toContainText(SITE.donationForm.embedUrl);
});

test('the editor’s helpers come with the types a browser loads them by: WebAssembly as application/wasm', async ({
  request,
}) => {
  // Served as anything else, the WebP encoder's WebAssembly could not be compiled as it streams in,
  // and the encoder would fall back with a warning (the one engine that loads it, WebKit, keeps its
  // console to itself over WebDriver).
  const script = await (await request.get('/admin/sveltia-cms.js')).text();
  const webp = /"@jsquash\/webp":`\^?([\d.]+)`/.exec(script)![1];
  const exifr = /\bexifr:`\^?([\d.]+)`/.exec(script)![1];
  const type = async (path: string) => (await request.get(path)).headers()['content-type'];
  expect(await type(`/admin/libraries/@jsquash/webp@${webp}/webp_enc_simd.wasm`)).toBe('application/wasm');
  expect(await type(`/admin/libraries/@jsquash/webp@${webp}/webp_enc.wasm`)).toBe('application/wasm');
  expect(await type(`/admin/libraries/@jsquash/webp@${webp}/encode.js?module`)).toMatch(
    /^(application|text)\/javascript/,
  );
  expect(await type(`/admin/libraries/exifr@${exifr}/dist/lite.esm.mjs`)).toMatch(/^(application|text)\/javascript/);
});
