import { expect, test } from './fixtures';
import { PHONE } from './support/site';

/*
 * Windows high contrast (forced colours): the system replaces the page's colours with its own
 * few, drops backgrounds, and leaves SVG fills alone. The menu's icon and the ministry's name must
 * stay visible in it, on a dark theme as on a light one.
 */
// A phone's width: the menu is behind its button there.
test.use({ viewport: PHONE });

test(
  'with forced colours, dark and light, the menu icon and the name stay visible',
  { tag: '@phone' },
  async ({ page }) => {
    for (const colorScheme of ['dark', 'light'] as const) {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await page.goto('/');
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await expect(toggle).toBeVisible();
      const menuIcon = await toggle.evaluate((button) => ({
        bars: getComputedStyle(button.querySelector('.menu-toggle__bars')!).backgroundColor,
        button: getComputedStyle(button).backgroundColor,
        text: getComputedStyle(button).color,
      }));
      // The bars are drawn in the button's text colour, not lost in its background.
      expect(menuIcon.bars, colorScheme).toBe(menuIcon.text);
      expect(menuIcon.bars, colorScheme).not.toBe(menuIcon.button);

      const pageText = await page.evaluate(() => getComputedStyle(document.body).color);
      for (const variant of ['full', 'text']) {
        const fills = await page
          .getByRole('banner')
          .locator(`a.site-logo--${variant} .logo__name`)
          .evaluateAll((names) => names.map((name) => getComputedStyle(name).fill));
        expect(fills.length, variant).toBeGreaterThan(0);
        for (const fill of fills) expect(fill, `${colorScheme}: the ${variant} logo's name`).toBe(pageText);
      }
    }
  },
);
