import { PAGES } from '../src/site';
import { expect, test } from './fixtures';
import { MENU } from './support/site';

test.use({ javaScriptEnabled: false });

for (const { path, heading } of PAGES.filter((page) => page.indexed)) {
  test(`${path} shows its text and links with JavaScript off`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // On a phone the drawer is a native popover: its toggle works with no script at all.
    const toggle = page.getByRole('button', { name: 'Menu' });
    if ((page.viewportSize()?.width ?? 0) < 960) await toggle.click();
    else await expect(toggle).toBeHidden();
    for (const region of [page.getByRole('navigation', { name: 'Main' }), page.getByRole('contentinfo')]) {
      for (const { name } of MENU) {
        await expect(region.getByRole('link', { name, exact: true })).toBeVisible();
      }
    }
    // Nothing in the page is left waiting for a script to fill it in.
    const text = await page.locator('main').innerText();
    expect(text.length).toBeGreaterThan(20);
  });
}

test('the home page reads in full with JavaScript off', async ({ page }) => {
  await page.goto('/');
  for (const id of ['WhoWeAre', 'TheMission', 'CoreValues', 'HowToHelp']) {
    await expect(page.locator(`#${id} h2`)).toBeVisible();
  }
  await expect(page.locator('#CoreValues blockquote')).toHaveCount(4);
  await expect(page.locator('#site-nav a', { hasText: 'Donate' })).toHaveAttribute('href', '/donate');
});

test('the privacy policy reads in full with JavaScript off', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.locator('main section[id] h2')).toHaveCount(12);
  await expect(page.locator('main section[id] h2').last()).toBeVisible();
});

test('dialog text is shown in place with JavaScript off', async ({ page }) => {
  await page.goto('/donate');
  await expect(page.getByText('charges the ministry no fees')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Why Zeffy?' })).toBeHidden();
  await page.goto('/projects');
  await expect(page.getByText('Starting over is hard to do alone.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Read More' })).toHaveCount(0);
});

test('with JavaScript off the contact page offers the email address instead of a form that cannot send', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByText('This form needs JavaScript to send.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Text or Call' }).getByRole('link')).toBeVisible();
});
