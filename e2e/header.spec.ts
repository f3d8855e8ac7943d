import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MENU, PHONE } from './support/site';
import { hydrated } from './support/pages';
import { readFileSync } from 'node:fs';
import { customProperty } from '../src/lib/head';

/** The brand colour as the browser reports it, read from the one place it is set. */
const BRAND = (() => {
  const hex = customProperty(readFileSync('src/styles/tokens.css', 'utf8'), '--color-brand').slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
})();

const header = (page: Page) => page.getByRole('banner');
const toggle = (page: Page) => header(page).getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main', includeHidden: true });
const logo = (page: Page, variant: 'full' | 'text' | 'icon') => header(page).locator(`a.site-logo--${variant}`);

/**
 * Keeps the page from navigating when a link is clicked. The listener sits on window, so the
 * island's own click handlers (on React's root, inside the document) have already run: what the
 * test sees afterwards is what the visitor's click did to the page they are leaving.
 */
async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) event.preventDefault();
    }),
  );
}

test.describe('header on every width', { tag: '@phone' }, () => {
  // Which links the menu holds, in order, and which is marked: tests/built/every-page.test.ts.
  test('Donate is styled as a button', async ({ page }) => {
    await page.goto('/legal');
    const donate = page.locator('#site-nav a[href="/donate"]');
    await expect(donate).toHaveCSS('background-color', BRAND);
    await expect(donate).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('following a link shows the new page from its top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal' }).click();
    await expect(page).toHaveURL(/\/legal$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('show the links in the bar with no menu toggle', async ({ page }) => {
    await page.goto('/');
    await expect(toggle(page)).toBeHidden();
    for (const { name } of MENU) await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
  });
});

test.describe('the drawer on a phone', () => {
  test.use({ viewport: PHONE });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the toggle opens and closes it, saying so with aria-expanded', async ({ page }) => {
    // Reached by keyboard first, so the island is there to keep aria-expanded (before it, the
    // browser itself reports a popover button's state: see first-paint.spec.ts).
    await toggle(page).focus();
    await hydrated(page, 'SiteHeader');
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'site-nav');
    await expect(mainNav(page)).toHaveAttribute('id', 'site-nav');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    for (const { name } of MENU) await expect(mainNav(page).getByRole('link', { name })).toBeVisible();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    // Escape too, with focus back on the toggle (before the island, too: e2e/engine-scenarios.ts).
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  for (const [what, target] of [
    ['a link', (page: Page) => mainNav(page).getByRole('link', { name: 'Projects' })],
    ['the logo', (page: Page) => logo(page, 'full')],
  ] as const) {
    // That a link in it leads on, in every engine: e2e/engine-scenarios.ts.
    test(`choosing ${what} closes it`, async ({ page }) => {
      await stayOnPage(page);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await target(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(mainNav(page)).toBeHidden();
    });
  }
});
