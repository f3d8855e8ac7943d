import { expect, test } from './fixtures';
import { INDEXED_PATHS } from './support/site';
import { cutOff, largeText } from './support/large-text';

/*
 * Large text as older people set it on their phones: the text-size setting, which doubles the
 * browser's default font size (not page zoom), at a phone's 390 px. Nothing may be cut off or need
 * a sideways scroll.
 */
test.use({ viewport: { width: 390, height: 844 } });

// Every page in one test, one after another in one browser context (e2e/a11y.spec.ts says why).
test("every page loses nothing with the phone's text at twice its size", async ({ page }) => {
  test.slow(); // Several pages: three times one page's budget.
  await largeText(page);
  for (const path of INDEXED_PATHS) {
    await page.goto(path);
    const { width, clipped } = await cutOff(page);
    expect(clipped, path).toEqual([]);
    expect(width, path).toBeLessThanOrEqual(390);
  }
});

test('the open menu and an open dialog lose nothing with the text at twice its size', async ({ page }) => {
  await largeText(page);
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect((await cutOff(page)).clipped, 'the open menu').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Why Zeffy?' }).click();
  await expect(page.getByRole('dialog', { name: 'Why Zeffy?' })).toBeVisible();
  expect((await cutOff(page)).clipped, 'the open dialog').toEqual([]);
});

test('the logo grows with the text, never shrinks', async ({ page }) => {
  const logo = page.getByRole('banner').locator('a.site-logo--full');
  const logoWidth = async () => {
    await expect(logo).toBeVisible();
    return (await logo.boundingBox())!.width;
  };
  await page.goto('/');
  const usual = await logoWidth();
  await largeText(page);
  await page.goto('/legal');
  expect(await logoWidth()).toBeGreaterThanOrEqual(usual);
});

test.describe('text spacing as WCAG 1.4.12 sets it, and text zoomed to 200 %', () => {
  test.use({ bypassCSP: true });

  test('every page loses nothing with wider spacing, on a phone and zoomed on a desktop', async ({ page }) => {
    test.slow(); // Several pages: three times one page's budget.
    const spacing =
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
    for (const path of INDEXED_PATHS) {
      // 390 px: a phone. 640 px: a 1280 px desktop screen zoomed to 200 %.
      for (const width of [390, 640]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.addStyleTag({ content: spacing });
        const { width: scrolled, clipped } = await cutOff(page);
        expect(clipped, `${path} at ${width} px`).toEqual([]);
        expect(scrolled, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});
