import { SITE } from '../src/site';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/donate');
});

test('the page opens with thanks', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donate');
  await expect(page.locator('main header')).toContainText('Thank you');
});

test('the online donation form is embedded with a title and payment allowed', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Online Donation Form' });
  const frame = section.locator('iframe');
  await expect(frame).toHaveAttribute('title', `Donation form for ${SITE.name}, provided by Zeffy`);
  await expect(frame).toHaveAttribute('src', SITE.donationForm.embedUrl);
  await expect(frame).toHaveAttribute('allow', 'payment');
  expect(new URL(SITE.donationForm.embedUrl).hostname).toBe('www.zeffy.com');
  // The stand-in answers for Zeffy here, so the frame really loads the configured address.
  await frame.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe').locator('p')).toContainText(SITE.donationForm.embedUrl);
});

test('a link opens the same form in a new tab', async ({ page }) => {
  const link = page.getByRole('link', { name: 'Open the donation form in a new tab (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', SITE.donationForm.pageUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(SITE.donationForm.pageUrl);
});

test('Why Zeffy? explains fees, the optional tip, the designation and the receipt', async ({ page }) => {
  await page.getByRole('button', { name: 'Why Zeffy?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Why Zeffy?' });
  await expect(dialog).toContainText('charges the ministry no fees');
  await expect(dialog).toContainText('optional');
  await expect(dialog).toContainText('tip');
  await expect(dialog).toContainText('does not change where your gift goes or how it is designated');
  await expect(dialog).toContainText('tax-deductible receipt');
});

test('other ways to contribute: a mailed check, wish-list goods, and a way to the projects', async ({ page }) => {
  const section = page.getByRole('region', { name: 'Other Ways to Contribute' });
  const check = section.getByRole('article', { name: 'Mail a check' });
  await expect(check.locator('address')).toContainText('P.O. Box 206');
  await expect(check.locator('address')).toContainText('Alum Bank, PA 15521');
  await expect(check).toContainText('mail a receipt to the person and address printed on the check');
  const goods = section.getByRole('article', { name: 'Give project-specific goods' });
  await expect(goods).toContainText('wish lists');
  await expect(goods).toContainText('cannot promise a receipt');
  await goods.getByRole('link', { name: 'See our projects and their wish lists' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
