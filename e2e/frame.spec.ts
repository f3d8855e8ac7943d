import { expect, test } from './fixtures';
import { INDEXED_PATHS } from './support/site';

// What every page's frame says is read from the built pages (tests/built/every-page.test.ts).
test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/legal');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page content, past the header.
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test.describe('on the narrowest phones', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page is wider than a 320 px screen', async ({ page }) => {
    for (const path of INDEXED_PATHS) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} scroll width`).toBeLessThanOrEqual(320);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
      // The menu icon keeps its size beside the word "Menu" (the logo is what gives way).
      await expect(page.locator('.menu-toggle__bars')).toHaveCSS('width', '20px');
    }
  });
});
