import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MENU, PHONE, CONTACT_LABELS, contactMessage } from './support/site';
import {
  fillContactForm,
  holdRequests,
  browserIdle,
  hydrated,
  reachForForm,
  scriptRequests,
  withoutFeature,
} from './support/pages';
import { scrollThroughPage } from '../tooling/browser.mjs';
import { countSends, expectFormKeeps, form, send } from './support/contact-form';

/*
 * Every control works from the first paint: the drawer is a native popover and the dialogs open
 * through invoker commands, so a visitor on one bar of signal never taps a button that waits for
 * JavaScript (with every script failing, in every engine: e2e/engine-scenarios.ts). React arrives
 * only when someone reaches for an island (client:interaction).
 */

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('React arrives when a visitor reaches for it', () => {
  // One page after another in one browser context (e2e/a11y.spec.ts says why).
  test('no page loads a script until the visitor interacts', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const scripts = scriptRequests(page);
    for (const path of ['/', '/legal', '/projects', '/donate', '/no-such-page']) {
      await page.goto(path);
      await scrollThroughPage(page);
      await browserIdle(page);
      expect(scripts, path).toEqual([]);
      // The page has islands, and none has hydrated.
      await expect(page.locator('[data-island]').first(), path).toBeAttached();
      await expect(page.locator('[data-hydrated]'), path).toHaveCount(0);
    }
  });

  test(
    'the header hydrates on the first touch of it, and keeps aria-expanded in step',
    { tag: '@phone' },
    async ({ page }) => {
      const scripts = scriptRequests(page);
      await page.setViewportSize(PHONE);
      await page.goto('/');
      await browserIdle(page);
      expect(scripts).toEqual([]);
      await expect(toggle(page)).not.toHaveAttribute('aria-expanded');
      await toggle(page).click();
      await expect(drawer(page)).toBeVisible();
      await hydrated(page, 'SiteHeader');
      expect(scripts.some((path) => /\/_astro\/SiteHeader\.[\w-]+\.js$/.test(path))).toBe(true);
      // Opened natively before React arrived; the island reads the drawer's state when it does.
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    },
  );

  test('a dialog hydrates on the first touch of its button', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/donate');
    await browserIdle(page);
    expect(scripts).toEqual([]);
    await page.getByRole('button', { name: 'Why Zeffy?' }).click();
    await expect(page.getByRole('dialog', { name: 'Why Zeffy?' })).toBeVisible();
    await hydrated(page, 'Dialog');
    expect(scripts.some((path) => /\/_astro\/Dialog\.[\w-]+\.js$/.test(path))).toBe(true);
  });

  test('/contact loads no script until a visitor reaches for the form', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/contact');
    await browserIdle(page);
    expect(scripts).toEqual([]);
    await reachForForm(page);
    expect(scripts.some((path) => /\/_astro\/ContactForm\.[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.some((path) => /\/_astro\/SiteHeader\.[\w-]+\.js$/.test(path))).toBe(false);
  });

  test('a Send pressed early with a field left empty says what is missing and sends nothing', async ({ page }) => {
    const sends = countSends(page);
    const release = await holdRequests(page, /\/_astro\/ContactForm\.[\w-]+\.js$/);
    const values = contactMessage(`early-empty-${Date.now()}`);
    await page.goto('/contact');
    await fillContactForm(page, { ...values, Prayers: '' });
    await send(page).click();
    await expect(form(page).getByText('Getting ready to send…')).toBeHidden();
    release();
    await hydrated(page, 'ContactForm');
    await expect(page.getByLabel(CONTACT_LABELS.Prayers)).toBeFocused();
    expect(
      await page.getByLabel(CONTACT_LABELS.Prayers).evaluate((el: HTMLTextAreaElement) => el.validity.valueMissing),
    ).toBe(true);
    await expectFormKeeps(page, { ...values, Prayers: '' });
    expect(sends()).toBe(0);
  });
});

test.describe('in a browser without popovers', () => {
  test.use({ bypassCSP: true, viewport: PHONE });

  test('the menu links sit in the header, with no toggle to wait for', async ({ page }) => {
    await withoutFeature(page, 'popover');
    await page.goto('/');
    await expect(toggle(page)).toBeHidden();
    for (const { name } of MENU) {
      await expect(drawer(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer(page).getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});
