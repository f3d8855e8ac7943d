import { expect, reachForHeader, sitemapPaths, test, visitWholePage, cspReports } from './fixtures';

// The console guard in fixtures.ts fails any of these on a console error or warning,
// Content-Security-Policy reports included.
for (const path of [...sitemapPaths(), '/no-such-page']) {
  test(`${path} loads, hydrates and scrolls with a quiet console`, async ({ page, consoleGuard }) => {
    if (path === '/no-such-page') consoleGuard.allow(/status of 404/);
    const violations = await cspReports(page);
    await page.goto(path);
    await reachForHeader(page);
    // The dialogs hydrate when a visitor reaches for their buttons: reach for every one.
    const openers = page.locator('.dialog-opener');
    for (const opener of await openers.all()) await opener.focus();
    await expect(page.locator('[data-hydrated="Dialog"]')).toHaveCount(await openers.count());
    await visitWholePage(page);
    await expect
      .poll(() =>
        page.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(violations).toEqual([]);
  });
}

test('every link that opens a new tab says noopener', async ({ page }) => {
  for (const path of sitemapPaths()) {
    await page.goto(path);
    const unsafe = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) =>
        links.filter((a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? '')).map((a) => a.outerHTML),
      );
    expect(unsafe, path).toEqual([]);
  }
});
