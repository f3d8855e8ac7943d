import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE } from './support/site';

const CURRENT = ['Birthday Blessing Box', 'H.O.P.E. Box'];
const FUTURE = ['Manna Monday', 'Second Chance'];

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.beforeEach(async ({ page }) => {
  await page.goto('/projects');
});

test('a wish-list link opens the shop in a new tab and leaves the page where it was', async ({ page }) => {
  const link = card(page, 'H.O.P.E. Box').getByRole('link', { name: /Hygiene items wish list/ });
  const href = await link.getAttribute('href');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(href!);
  await expect(page).toHaveURL(/\/projects$/);
});

// Which pictures are offered, and how, is read from the built page (tests/projects.test.ts).
test('a phone shows the first picture in AVIF, at once', { tag: '@phone' }, async ({ page }) => {
  const first = page.locator('article picture img').first();
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
});

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('cards alternate the picture side: even positions left, odd positions right', async ({ page }) => {
    for (const titles of [CURRENT, FUTURE]) {
      for (const [index, title] of titles.entries()) {
        const image = await box(card(page, title).locator('img'));
        const heading = await box(card(page, title).getByRole('heading', { level: 3 }));
        if (index % 2 === 0) expect(image.x + image.width).toBeLessThanOrEqual(heading.x);
        else expect(heading.x + heading.width).toBeLessThanOrEqual(image.x);
      }
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('every picture sits above its text', async ({ page }) => {
    for (const title of [...CURRENT, ...FUTURE]) {
      const image = await box(card(page, title).locator('img'));
      const heading = await box(card(page, title).getByRole('heading', { level: 3 }));
      expect(image.y + image.height).toBeLessThanOrEqual(heading.y);
    }
  });
});
