import { devices } from '@playwright/test';
import { overBudget } from '../scripts/budgets.mjs';
import { weighPage } from '../scripts/page-weight.mjs';
import { expect, test, PAGE_ADDRESSES, INDEXED_PATHS } from './fixtures';

// Weighed as a phone loads them (the phone picks the largest pictures), for every page.
test.use({ ...devices['Pixel 7'] });

for (const path of PAGE_ADDRESSES) {
  test(`${path} is within its byte budgets`, async ({ context, baseURL, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    const weight = await weighPage(context, baseURL!, path);
    expect(weight.bytes.html.gzip).toBeGreaterThan(0);
    expect(weight.bytes.js.gzip).toBeGreaterThan(0);
    expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
  });
}

test('no page has a render-blocking script or a web font that holds back text', async ({ page }) => {
  for (const path of INDEXED_PATHS) {
    await page.goto(path);
    const blocking = await page.locator('script[src]:not([type="module"]):not([async]):not([defer])').count();
    expect(blocking, `${path} blocking scripts`).toBe(0);
    // document.fonts lists every @font-face the stylesheets declare; the site uses system fonts.
    const fonts = await page.evaluate(() => [...document.fonts].map((font) => font.family));
    expect(fonts, `${path} web fonts`).toEqual([]);
  }
});
