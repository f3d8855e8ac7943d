import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { PAGE_ADDRESSES } from './support/site';
import { reachForHeader, cspReports } from './support/pages';
import { scrollThroughPage } from '../tooling/browser.mjs';

/** The cascade layers, in the order src/styles/global.css declares them. */
const LAYERS = /@layer ([\w\s,-]+);/
  .exec(readFileSync(join(import.meta.dirname, '..', 'src', 'styles', 'global.css'), 'utf8'))![1]!
  .split(',')
  .map((name) => name.trim());

// The console guard in fixtures.ts fails any of these on a console error or warning,
// Content-Security-Policy reports included.
for (const path of PAGE_ADDRESSES) {
  test(`${path} loads, hydrates and scrolls with a quiet console`, async ({ page, consoleGuard }) => {
    if (path === '/no-such-page') consoleGuard.allow(/status of 404/);
    const violations = await cspReports(page);
    await page.goto(path);
    await reachForHeader(page);
    // The dialogs hydrate when a visitor reaches for their buttons: reach for every one.
    const openers = page.locator('.dialog-opener');
    for (const opener of await openers.all()) await opener.focus();
    await expect(page.locator('[data-hydrated="Dialog"]')).toHaveCount(await openers.count());
    await scrollThroughPage(page);
    await expect
      .poll(() =>
        page.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(violations).toEqual([]);

    // Every rule of the page's styles, the islands' and components' included, sits in a cascade
    // layer, and the layers come in the order global.css declares.
    const styles = await page.evaluate(() => {
      const order: string[] = [];
      const unlayered: string[] = [];
      for (const sheet of document.styleSheets) {
        for (const rule of sheet.cssRules) {
          if (rule instanceof CSSLayerStatementRule) order.push(...rule.nameList);
          else if (rule instanceof CSSLayerBlockRule) order.push(rule.name);
          else unlayered.push(rule.cssText);
        }
      }
      return { order: [...new Set(order)], unlayered };
    });
    expect(styles.order).toEqual(LAYERS);
    // Astro adds a rule of its own for the elements that wrap islands (astro-island and kin);
    // every other rule is the site's.
    const ours = styles.unlayered.filter((rule) => !/^astro-[a-z-]+(, astro-[a-z-]+)* \{/.test(rule));
    expect(ours).toEqual([]);
  });
}
