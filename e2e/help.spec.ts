import { SITE } from '../src/site';
import { HELP_PAGE } from '../src/lib/paths';
import { expect, test } from './fixtures';

// A neighbour seeking help, on a phone or a computer, finds how to ask, and what happens when
// they do, before scrolling.
test(
  'the home page offers a call, a text and what happens when you ask on its first screen',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/');
    for (const name of [`Call ${SITE.phone.display}`, `Text ${SITE.phone.display}`]) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeInViewport({ ratio: 1 });
    }
    const asking = page.getByRole('main').getByRole('link', { name: 'what happens when you ask for help' });
    await expect(asking).toBeInViewport({ ratio: 1 });
    await expect(asking).toHaveAttribute('href', HELP_PAGE);
  },
);
