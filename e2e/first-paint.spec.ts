import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DIALOGS, MENU, PHONE, CONTACT_LABELS, contactMessage, type DialogCase } from './support/site';
import {
  blockScripts,
  fillContactForm,
  holdRequests,
  expectHeaderFollowsScroll,
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
 * JavaScript. React arrives only when someone reaches for an island (client:interaction).
 */

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main' });

const opener = (page: Page, { card, button }: DialogCase) =>
  (card ? page.getByRole('article', { name: card }) : page.locator('main')).getByRole('button', { name: button });

/** Opens the dialog with its button and shuts it with Close, by touch or by mouse. */
async function opensAndCloses(page: Page, dialogCase: DialogCase, how: 'tap' | 'click') {
  const dialog = page.getByRole('dialog', { name: dialogCase.title });
  await opener(page, dialogCase)[how]();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(dialogCase.text);
  await dialog.getByRole('button', { name: 'Close' })[how]();
  await expect(dialog).toBeHidden();
}

test.describe('with every script failing to load', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('Menu opens the drawer, a link in it navigates, and Escape closes it', async ({ page, consoleGuard }) => {
    await blockScripts(page, consoleGuard);
    await page.goto('/');
    await toggle(page).tap();
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole('link', { name: 'Contact' }).tap();
    await expect(page).toHaveURL(/\/contact$/);

    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page).getByRole('link', { name: 'Legal' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    // The island really never ran: nothing it adds is there.
    await expect(page.locator('[data-hydrated="SiteHeader"]')).toHaveCount(0);
  });

  for (const dialogCase of DIALOGS) {
    const { path, title } = dialogCase;
    test(`"${title}" opens and closes on ${path}`, async ({ page, consoleGuard }) => {
      await blockScripts(page, consoleGuard);
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: title });
      await opensAndCloses(page, dialogCase, 'tap');
      await opener(page, dialogCase).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.locator('[data-hydrated="Dialog"]')).toHaveCount(0);
    });
  }

  test('the text logo and the shadow follow the first pixel of scroll', async ({ page, consoleGuard }) => {
    await blockScripts(page, consoleGuard);
    await page.goto('/legal');
    await expectHeaderFollowsScroll(page);
  });
});

test.describe('React arrives when a visitor reaches for it', () => {
  for (const path of ['/', '/legal', '/projects', '/donate', '/no-such-page']) {
    test(`${path} loads no script until the visitor interacts`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 404/);
      const scripts = scriptRequests(page);
      await page.goto(path);
      await scrollThroughPage(page);
      await browserIdle(page);
      expect(scripts).toEqual([]);
      // The page has islands, and none has hydrated.
      await expect(page.locator('[data-island]').first()).toBeAttached();
      await expect(page.locator('[data-hydrated]')).toHaveCount(0);
    });
  }

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
