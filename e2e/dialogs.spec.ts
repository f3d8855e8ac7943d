import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DIALOGS } from './support/site';

for (const { path, button, card, title, text } of DIALOGS) {
  test.describe(`"${title}" on ${path}`, () => {
    const opener = (page: Page) =>
      (card ? page.getByRole('article', { name: card }) : page.locator('main')).getByRole('button', { name: button });
    const dialog = (page: Page) => page.getByRole('dialog', { name: title });

    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await opener(page).scrollIntoViewIfNeeded();
    });

    test('is closed at first, and its text is in the page as built', async ({ page, request }) => {
      await expect(dialog(page)).toBeHidden();
      const html = await (await request.get(path)).text();
      expect(html).toContain(title);
      expect(html).toContain(text);
    });

    test('opens by mouse with focus inside, and Close returns focus to the button', async ({ page }) => {
      await opener(page).click();
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toContainText(text);
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });

    test('opens by keyboard, keeps focus inside, and Escape closes it', async ({ page }) => {
      await opener(page).focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeVisible();
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      // The page behind the modal dialog is inert: tabbing never reaches it (focus may only
      // leave for the browser's own toolbar, as with every native modal dialog).
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        const outside = await dialog(page).evaluate(
          (el) => document.activeElement !== document.body && !el.contains(document.activeElement),
        );
        expect(outside).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });

    test('Close works from the keyboard too', async ({ page }) => {
      await opener(page).focus();
      await page.keyboard.press('Space');
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });
  });
}
