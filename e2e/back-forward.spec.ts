import { expect, test } from './fixtures';
import { PHONE } from './support/site';

// Playwright turns the back/forward cache off by default; a visitor's browser has it on. The
// headless shell the other tests use has none: this one runs in the full browser, with the cache
// on (the desktop-full project, playwright.config.ts).
test.use({ viewport: PHONE });

test('a page restored from the back/forward cache shows the drawer shut', async ({ page }) => {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await page.goto('/');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The visitor leaves some other way than a menu link (the address bar, a bookmark) ...
  await page.goto('/legal');
  // ... and comes back: the very same page, restored from the cache, not loaded again (a page
  // loaded again would not have hydrated its header yet).
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-hydrated="SiteHeader"]')).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
