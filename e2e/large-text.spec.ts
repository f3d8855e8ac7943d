import { expect, test } from './fixtures';
import { INDEXED_PATHS } from './support/site';
import { cutOff, largeText } from './support/large-text';

/*
 * Large text as older people set it on their phones: the text-size setting, which doubles the
 * browser's default font size (not page zoom), at a phone's 390 px. Nothing may be cut off or need
 * a sideways scroll.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const path of INDEXED_PATHS) {
  test(`${path} loses nothing with the phone's text at twice its size`, async ({ page }) => {
    await largeText(page);
    await page.goto(path);
    const { width, clipped } = await cutOff(page);
    expect(clipped).toEqual([]);
    expect(width).toBeLessThanOrEqual(390);
  });
}

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

  for (const path of INDEXED_PATHS) {
    test(`${path} loses nothing with wider spacing, on a phone and zoomed on a desktop`, async ({ page }) => {
      const spacing =
        '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';
      // 390 px: a phone. 640 px: a 1280 px desktop screen zoomed to 200 %.
      for (const width of [390, 640]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await page.addStyleTag({ content: spacing });
        const { width: scrolled, clipped } = await cutOff(page);
        expect(clipped, `${width} px`).toEqual([]);
        expect(scrolled, `${width} px`).toBeLessThanOrEqual(width);
      }
    });
  }
});
