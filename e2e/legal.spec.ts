/* What the policy says is read from the built page (tests/built/home-and-legal.test.ts); here, how it scrolls. */
import { expect, test } from './fixtures';

test(
  '/legal opened at a section brings it into view below the sticky header',
  { tag: '@phone' },
  async ({ context }) => {
    for (const id of ['Security', 'ChildrenUnder13', 'AcceptanceOfTerms']) {
      // A page of its own for each: a hash asked of the page already open only moves within it.
      const page = await context.newPage();
      await page.goto(`/legal#${id}`);
      const heading = page.locator(`#${id} h2`);
      await expect(heading, id).toBeInViewport();
      await expect(async () => {
        const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        expect(top, id).toBeGreaterThanOrEqual(headerBottom);
      }).toPass();
      await page.close();
    }
  },
);

test('a contents link scrolls to its section', async ({ page }) => {
  await page.goto('/legal');
  await page.locator('main nav').getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(/#Security$/);
  await expect(page.locator('#Security h2')).toBeInViewport();
});

test('scrolling is smooth unless the visitor asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/legal#Security');
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.locator('html')).toHaveCSS('scroll-behavior', 'auto');
});
