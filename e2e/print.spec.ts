import { SITE } from '../src/site';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * A visitor who prints a page gets its text and the ways to reach the ministry, not the
 * controls: no menu, no drawer, no page list in the footer, no form that paper cannot send.
 */
test.describe('printed', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
  });

  test('/contact keeps the contact details and drops the menu, the footer pages and the form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expect(page.getByRole('link', { name: SITE.phone.display }).first()).toBeVisible();
    await expect(page.getByText(SITE.mailingAddress.line1).first()).toBeVisible();
    await expect(page.getByText(`Or email us directly at ${SITE.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeHidden();
    await expect(page.getByLabel('First Name')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Send' })).toBeHidden();
    // The footer's light-on-dark text would vanish on white paper.
    await expect(page.getByRole('contentinfo')).toHaveCSS('color', 'rgb(0, 0, 0)');
  });

  test('/legal prints every section of the policy without the menu', async ({ page }) => {
    await page.goto('/legal');
    // The twelve sections the policy has had, and "When you ask for help", which the help page links to.
    await expect(page.locator('main section[id] h2')).toHaveCount(13);
    await expect(page.locator('main section[id] h2').last()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeHidden();
  });

  test('a link that leaves the site prints its address after it; the site’s own links do not', async ({ page }) => {
    const printedAfter = (link: Locator) => link.evaluate((element) => getComputedStyle(element, '::after').content);
    await page.goto('/donate');
    const donationForm = page.getByTitle(/Donation form for/);
    await expect(donationForm).toHaveCount(1);
    await expect(donationForm).toBeHidden();
    const external = page.getByRole('link', { name: /Open the donation form/ });
    expect(await printedAfter(external)).toBe(`" (${SITE.donationForm.pageUrl})"`);
    await page.goto('/projects');
    for (const wishlist of await page.locator('main a[target="_blank"]').all()) {
      expect(await printedAfter(wishlist)).toBe(`" (${await wishlist.getAttribute('href')})"`);
    }
    expect(await printedAfter(page.locator('main a[href="/contact"]').first())).toBe('none');
  });

  for (const { path, button, text } of [
    { path: '/donate', button: 'Why Zeffy?', text: 'charges the ministry no fees' },
    { path: '/projects', button: 'Read More', text: 'Starting over is hard to do alone.' },
  ]) {
    test(`${path} prints the dialogs' text in place, without their buttons`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.locator('.dialog-opener', { hasText: button })).not.toHaveCount(0);
      for (const opener of await page.locator('.dialog-opener').all()) await expect(opener).toBeHidden();
      for (const close of await page.locator('.dialog__close').all()) await expect(close).toBeHidden();
    });
  }
});
