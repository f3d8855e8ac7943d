import type { Locator, Page } from '@playwright/test';
import { PHONE, expect, test } from './fixtures';

const CURRENT = ['Birthday Blessing Box', 'H.O.P.E. Box'];
const FUTURE = ['Manna Monday', 'Second Chance'];
const WISHLISTS: Record<string, string[]> = {
  'Birthday Blessing Box': ['Birthday Blessing Box wish list'],
  'H.O.P.E. Box': ['Gift cards wish list', 'Hygiene items wish list', 'Food wish list', 'Household items wish list'],
  'Manna Monday': ['Manna Monday wish list'],
  'Second Chance': [],
};
const WITH_READ_MORE = ['Birthday Blessing Box', 'H.O.P.E. Box', 'Second Chance'];

const list = (page: Page, heading: string) => page.getByRole('region', { name: heading });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.beforeEach(async ({ page }) => {
  await page.goto('/projects');
});

test('current and future projects are listed in order under their headings', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Current Projects',
    'Future Projects',
    'Expanding Opportunities',
  ]);
  await expect(list(page, 'Current Projects').getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
    CURRENT,
  );
  await expect(list(page, 'Future Projects').getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
    FUTURE,
  );
});

test('each card has its picture, description and wish lists, opening in a new tab', async ({ page }) => {
  for (const [title, names] of Object.entries(WISHLISTS)) {
    const article = card(page, title);
    await expect(article.getByRole('img')).toHaveAttribute('alt', /\w{4,}.*\w{4,}/);
    expect(await article.locator('p').count()).toBeGreaterThanOrEqual(2);
    const links = article.getByRole('link');
    await expect(links).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  }
});

test('a wish-list link opens the shop in a new tab and leaves the page where it was', async ({ page }) => {
  const link = card(page, 'H.O.P.E. Box').getByRole('link', { name: /Hygiene items wish list/ });
  const href = await link.getAttribute('href');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(href!);
  await expect(page).toHaveURL(/\/projects$/);
});

test('a Read More button appears only on projects with more to read', async ({ page }) => {
  for (const title of [...CURRENT, ...FUTURE]) {
    const button = card(page, title).getByRole('button', { name: 'Read More' });
    await expect(button).toHaveCount(WITH_READ_MORE.includes(title) ? 1 : 0);
  }
  await card(page, 'Second Chance').getByRole('button', { name: 'Read More' }).click();
  const dialog = page.getByRole('dialog', { name: 'Read more about Second Chance' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('transitional housing');
});

test('Expanding Opportunities names the four hopes for growth', async ({ page }) => {
  const items = list(page, 'Expanding Opportunities').getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Laundry assistance');
  await expect(items.nth(1)).toContainText('community garden');
  await expect(items.nth(2)).toContainText('Transitional housing');
  await expect(items.nth(2)).toContainText('Second Chance');
  await expect(items.nth(3)).toContainText('recovery and support programs');
});

test(
  'pictures come in AVIF and WebP at several widths, sized, and lazy below the first screen',
  { tag: '@phone' },
  async ({ page }) => {
    const pictures = page.locator('article picture');
    await expect(pictures).toHaveCount(4);
    for (let index = 0; index < 4; index++) {
      const picture = pictures.nth(index);
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /360w.*1080w/);
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /360w.*1080w/);
      const img = picture.locator('img');
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
      await expect(img).toHaveAttribute('sizes', /.+/);
      await expect(img).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    }
    const first = pictures.first().locator('img');
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
  },
);

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
