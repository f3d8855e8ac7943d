import { expect, test } from '../../../e2e/fixtures';

/* Run only by tests/failure-report.test.ts: three of these fail on purpose. */
const PAGE = '<!doctype html><html lang="en"><title>A page</title><h1>A page</h1></html>';

test('passes', async ({ page }) => {
  await page.setContent(PAGE);
  await page.evaluate(() => console.log('a line from a passing page'));
  await expect(page.getByRole('heading', { name: 'A page' })).toBeVisible();
});

test('fails on an assertion', async ({ page }) => {
  await page.setContent(PAGE);
  await page.evaluate(() => console.log('a line from a failing page'));
  await expect(page.getByRole('heading', { name: 'Another page' })).toBeVisible({ timeout: 1 });
});

test('fails on a console error alone', async ({ page }) => {
  await page.setContent(PAGE);
  await page.evaluate(() => console.error('an error nobody expected'));
});

test.describe('with a service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('fails on a service worker warning, its page closed', async ({ page, context }) => {
    // A site of one page and a worker, answered here: nothing listens at this address.
    const origin = 'http://127.0.0.1:9';
    await context.route(`${origin}/**`, (route) =>
      route.request().url().endsWith('/sw.js')
        ? route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("fetch", () => {});' })
        : route.fulfill({ contentType: 'text/html', body: PAGE }),
    );
    await page.goto(`${origin}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/sw.js');
      await navigator.serviceWorker.ready;
    });
    // The page may know its worker before Playwright does: wait for Playwright to hear of it.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await page.close();
    await worker.evaluate(() => console.warn('a warning from the worker, with no page open'));
  });
});
