import { expect, test } from '../../../e2e/fixtures';

/* Run only by tests/failure-report.test.ts: two of these fail on purpose. */
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
