import { SITE } from '../src/site';
import { expect, test } from './fixtures';

// A neighbour seeking help, on a phone or a computer, finds how to ask before scrolling.
test('the home page offers a call and a text on its first screen', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  for (const name of [`Call ${SITE.phone.display}`, `Text ${SITE.phone.display}`]) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  }
});
