import { SITE } from '../src/site';
import { expect, test } from './fixtures';

const SECTION_IDS = [
  'Notice',
  'InformationWeCollect',
  'WhyWeCollect',
  'UseOfInformation',
  'InformationDisclosure',
  'NonMarketingPurposes',
  'ChildrenUnder13',
  'UnSubscribeOrOptOut',
  'LinksToOtherWebsites',
  'NoticeToEuropeanUnionUsers',
  'Security',
  'AcceptanceOfTerms',
];

test('the privacy policy is dated April 15, 2024 and has its twelve sections in order', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Privacy Policy');
  await expect(page.locator('main')).toContainText('April 15, 2024');
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(SECTION_IDS);
  for (const id of SECTION_IDS) {
    await expect(page.locator(`#${id} h2`)).toBeVisible();
    await expect(page.locator(`main nav a[href="#${id}"]`)).toHaveCount(1);
  }
});

test('the policy makes its key statements', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.locator('#InformationDisclosure')).toContainText('do not sell, rent or trade');
  await expect(page.locator('#ChildrenUnder13')).toContainText('not directed at children under 13');
  await expect(page.locator('#UnSubscribeOrOptOut').getByRole('link', { name: SITE.email })).toHaveAttribute(
    'href',
    `mailto:${SITE.email}`,
  );
  await expect(page.locator('#UseOfInformation')).toContainText('no longer than is necessary');
  await expect(page.locator('#NoticeToEuropeanUnionUsers')).toContainText(
    'transferred to and handled in the United States',
  );
  await expect(page.locator('#UseOfInformation')).toContainText('EmailJS');
  await expect(page.locator('#UseOfInformation')).toContainText('does not store it');
  await expect(page.locator('#InformationWeCollect')).toContainText('Zeffy');
  await expect(page.locator('#InformationWeCollect')).toContainText('no cookies and uses no analytics');
  await expect(page.locator('#LinksToOtherWebsites')).toContainText('wish lists');
});

for (const id of ['Security', 'ChildrenUnder13', 'AcceptanceOfTerms']) {
  test(`/legal#${id} brings that section into view below the sticky header`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(`/legal#${id}`);
    const heading = page.locator(`#${id} h2`);
    await expect(heading).toBeInViewport();
    await expect(async () => {
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(headerBottom);
    }).toPass();
  });
}

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
