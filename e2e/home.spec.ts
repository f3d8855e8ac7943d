import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the home page names the ministry and has its four sections in order', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sweet Surrender Ministry Center');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(['WhoWeAre', 'TheMission', 'CoreValues', 'HowToHelp']);
});

test('Who We Are says it is a faith-based 501(c)(3) nonprofit offering charitable services', async ({ page }) => {
  const section = page.locator('#WhoWeAre');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Who We Are');
  await expect(section).toContainText('faith-based 501(c)(3) nonprofit');
  await expect(section).toContainText('charitable services');
});

test('the mission is stated', async ({ page }) => {
  await expect(page.locator('#TheMission')).toContainText(
    'To extend the hands and feet of Jesus Christ to those we serve, from the point of surrender, through the life-transforming hope found in a relationship with Him.',
  );
});

test('the four core values each carry a scripture reference and its quotation', async ({ page }) => {
  const values = page.locator('#CoreValues li');
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'See them',
    'Serve them',
    'Affirm them',
    'Seek wisdom',
  ]);
  await expect(values.locator('cite')).toHaveText([
    'Matthew 9:36',
    'Galatians 5:13',
    '1 Thessalonians 5:11',
    'James 1:5',
  ]);
  await expect(values.nth(1).locator('blockquote')).toContainText('by love serve one another');
  await expect(values.nth(3).locator('blockquote')).toContainText('If any of you lack wisdom');
  await expect(page.locator('#CoreValues')).toContainText('King James Version');
});

test('How You Can Help lists four ways, and the two donation items lead to /donate', async ({ page }) => {
  const section = page.locator('#HowToHelp');
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    'Donations',
    'Donation of project-specific goods',
    'Volunteer service time',
    'Prayer',
  ]);
  await expect(section).toContainText('tax-deductible');
  await expect(section.getByRole('link', { name: 'Donations', exact: true })).toHaveAttribute('href', '/donate');
  await section.getByRole('link', { name: 'Donation of project-specific goods' }).click();
  await expect(page).toHaveURL(/\/donate$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donate');
});
