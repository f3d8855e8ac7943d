/**
 * "Our year" in a browser, with two years recorded (the `events` test site; fixtureYears in
 * tooling/test-content.mjs): no axe violations and nothing lost with large text on a phone, and the
 * picture of where each dollar went on paper, its pieces drawn in ink beside the table. What the
 * page says, and that the picture and the table agree: tests/years.test.ts. The page uses no
 * feature one engine has and another lacks (an inline SVG and a table), so this runs in Chromium;
 * with scripts off it is read in every engine (e2e/engine-scenarios.ts).
 */
import { OUR_YEAR_PAGE } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { expectWholeInLargeText } from './support/large-text';
import { PHONE } from './support/site';

test('our year, with two years recorded, has no axe violations and loses nothing with large text on a phone', async ({
  page,
  sites,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${await sites.events()}${OUR_YEAR_PAGE}`);
  await expectNoViolations(page, OUR_YEAR_PAGE);
  await expectWholeInLargeText(page, `${await sites.events()}${OUR_YEAR_PAGE}`, PHONE);
});

test('printed, each year’s bar is drawn in ink, as wide as its table, its pieces side by side', async ({
  page,
  sites,
}) => {
  await page.goto(`${await sites.events()}${OUR_YEAR_PAGE}`);
  await page.emulateMedia({ media: 'print' });
  const figures = page.locator('figure.money-out');
  await expect(figures).toHaveCount(2);
  for (const figure of await figures.all()) {
    const bar = figure.locator('svg');
    await expect(bar).toBeVisible();
    const [barBox, tableBox] = await Promise.all([bar.boundingBox(), figure.locator('table').boundingBox()]);
    expect(Math.abs(barBox!.width - tableBox!.width)).toBeLessThan(2);
    const pieces = await bar.locator('rect').evaluateAll((rects) =>
      rects.map((rect) => {
        const box = rect.getBoundingClientRect();
        return { left: box.left, right: box.right, fill: getComputedStyle(rect).fill };
      }),
    );
    // No piece left unpainted, and each begins where the one before it ends.
    expect(pieces.filter((piece) => piece.fill === 'none' || piece.fill === '')).toEqual([]);
    for (let i = 1; i < pieces.length; i++) expect(Math.abs(pieces[i]!.left - pieces[i - 1]!.right)).toBeLessThan(0.5);
    expect(new Set(pieces.map((piece) => piece.fill)).size).toBe(pieces.length);
  }
});
