import { expect, test } from './fixtures';

for (const path of ['/no-such-page', '/about', '/other', '/projects/unknown']) {
  test(`${path} is answered with the not-found page and HTTP 404`, async ({ page, consoleGuard }) => {
    // The browser reports the 404 status of the document itself; that is the point here.
    consoleGuard.allow(/status of 404/);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops... (404)');
    await expect(page.getByText('It looks like something went wrong here.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });
}
