import { buildTemplateParams, MESSAGES } from '../src/lib/contact';
import { VOLUNTEER_PAGE, flyerPath, needCantComePath, needPath } from '../src/lib/paths';
import { SITE } from '../src/site';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { banner } from './support/contact-form';
import { expectWholeInLargeText } from './support/large-text';
import { hydrated } from './support/pages';
import { CONTACT_LABELS, PHONE, contactMessage } from './support/site';

/*
 * A neighbour offering help with a volunteer need, in Chromium, on the site built with the fixture
 * needs (the `events` test site; the site's own build has none): by keyboard alone, with a draft
 * that survives a reload, with axe's rules and large text; the same offer sent in Firefox and
 * WebKit, and with scripts off and words typed before the script comes in all three engines:
 * e2e/engine-scenarios.ts. And a volunteer who offered and cannot come, from the need's page. With no signal: e2e/outbox.spec.ts. What the pages say:
 * tests/needs.test.ts.
 */

const SUPPER = 'Serve supper at Manna Monday';
const offerForm = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Offer to help' });
const field = (page: import('@playwright/test').Page, name: keyof typeof CONTACT_LABELS) =>
  offerForm(page).getByLabel(CONTACT_LABELS[name], { exact: true });

test('by keyboard alone, a neighbour goes from the list to the offer, finds it written, adds the rest, and it goes once through the same template', async ({
  page,
  sites,
  mailbox,
}) => {
  const mark = `offer-${Date.now()}`;
  await page.goto(`${await sites.events()}${VOLUNTEER_PAGE}`);
  const offerLink = page.getByRole('link', { name: `Offer to help with ${SUPPER}` });
  await offerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${await sites.events()}${needPath('serve-supper')}#offer`);
  // The offer is in the question before any script has come: written by the build.
  const question = field(page, 'Question');
  await expect(question).toHaveValue(/^I can help with Serve supper at Manna Monday on \w+day, \w+ \d+, 5:00 pm\.$/);
  const offer = await question.inputValue();
  // From the form's place on the page, Tab reaches its first field past the phone link.
  let tabs = 0;
  while (!(await field(page, 'FirstName').evaluate((input) => input === document.activeElement)) && tabs < 4) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  await expect(field(page, 'FirstName')).toBeFocused();
  const values = { ...contactMessage(mark), Question: `${offer} I can bring my son.` };
  await page.keyboard.type(values.FirstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.LastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.ContactEmail);
  await page.keyboard.press('Tab');
  await expect(question).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' I can bring my son.');
  await page.keyboard.press('Tab');
  await page.keyboard.type(values.Prayers);
  await page.keyboard.press('Tab');
  await expect(offerForm(page).getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(banner(page)).toHaveText(MESSAGES.sent);
  await expect(page.locator('.contact-form__thanks')).toBeFocused();
  await expect(page.locator('.contact-form__thanks')).toHaveText(MESSAGES.thanks);
  // The same template and its variables as every message, from exactly what was typed.
  await expect.poll(async () => (await mailbox.messagesWith(mark)).length).toBe(1);
  const [received] = await mailbox.messagesWith(mark);
  expect(received!.template_params).toEqual(buildTemplateParams(values, SITE.shortName));
  // After offering: the need's time for the phone's calendar, next to the thanks.
  const calendar = page.locator('.contact-form').getByRole('link', { name: `Add ${SUPPER} to your calendar` });
  await expect(calendar).toBeVisible();
  await expect(calendar).toHaveAttribute('href', '/volunteer/serve-supper.ics');
  const file = await page.request.get(`${await sites.events()}/volunteer/serve-supper.ics`);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await file.text()).toContain(`SUMMARY:${SUPPER}`);
  await expectNoViolations(page, 'the thanks after an offer', '.contact-form');
});

test('an offer being written comes back after a reload, the changed question too, and never fills the contact page’s form', async ({
  page,
  sites,
}) => {
  await page.goto(`${await sites.events()}${needPath('sort-coats')}`);
  await field(page, 'FirstName').focus();
  await hydrated(page, 'ContactForm');
  await field(page, 'FirstName').fill('Esther');
  await field(page, 'Question').fill('I can help with Sort donated coats. Saturday mornings suit me.');
  await page.reload();
  await field(page, 'FirstName').focus();
  await hydrated(page, 'ContactForm');
  await expect(field(page, 'FirstName')).toHaveValue('Esther');
  await expect(field(page, 'Question')).toHaveValue('I can help with Sort donated coats. Saturday mornings suit me.');
  // Another need's offer is its own, and the contact page's form stays as the visitor left it: empty.
  await page.goto(`${await sites.events()}${needPath('pack-boxes')}`);
  await field(page, 'FirstName').focus();
  await hydrated(page, 'ContactForm');
  await expect(field(page, 'FirstName')).toHaveValue('');
  await expect(field(page, 'Question')).toHaveValue(/^I can help with Pack Birthday Blessing Boxes on /);
  await page.goto(`${await sites.events()}/contact`);
  await page.getByLabel(CONTACT_LABELS.FirstName, { exact: true }).focus();
  await hydrated(page, 'ContactForm');
  await expect(page.getByLabel(CONTACT_LABELS.Question, { exact: true })).toHaveValue('');
});

test('a volunteer who cannot come after all says so from the need’s page, in words written for them, through the same template', async ({
  page,
  sites,
  mailbox,
}) => {
  const mark = `cant-come-${Date.now()}`;
  await page.goto(`${await sites.events()}${needPath('pack-boxes')}`);
  await page.getByRole('link', { name: "Can't come after all?" }).click();
  await expect(page).toHaveURL(`${await sites.events()}${needCantComePath('pack-boxes')}`);
  const form = page.getByRole('form', { name: "Tell us you can't come" });
  const question = form.getByLabel(CONTACT_LABELS.Question, { exact: true });
  await expect(question).toHaveValue(
    /^I offered to help with Pack Birthday Blessing Boxes on \w+day, \w+ \d+, 10:00 am but can't come after all\.$/,
  );
  const values = { ...contactMessage(mark), Question: await question.inputValue() };
  await form.getByLabel(CONTACT_LABELS.FirstName, { exact: true }).fill(values.FirstName);
  await form.getByLabel(CONTACT_LABELS.LastName, { exact: true }).fill(values.LastName);
  await form.getByLabel(CONTACT_LABELS.ContactEmail, { exact: true }).fill(values.ContactEmail);
  await form.getByLabel(CONTACT_LABELS.Prayers, { exact: true }).fill(values.Prayers);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(banner(page)).toHaveText(MESSAGES.sent);
  await expect.poll(async () => (await mailbox.messagesWith(mark)).length).toBe(1);
  const [received] = await mailbox.messagesWith(mark);
  expect(received!.template_params).toEqual(buildTemplateParams(values, SITE.shortName));
});

const PAGES_OF_NEEDS = [
  VOLUNTEER_PAGE,
  needPath('serve-supper'),
  needPath('longest-need'),
  needCantComePath('longest-need'),
  needPath('drive-neighbors'),
  flyerPath('needs', 'longest-need'),
];

// Each kind of check reads its pages one after another in one browser context (e2e/a11y.spec.ts).
test('the needs’ pages and flyer have no axe violations', { tag: '@phone' }, async ({ page, sites }) => {
  for (const path of PAGES_OF_NEEDS) {
    await page.goto(`${await sites.events()}${path}`);
    await expectNoViolations(page, path);
  }
});

test('the needs’ pages lose nothing with the phone’s text at twice its size', async ({ page, sites }) => {
  for (const path of PAGES_OF_NEEDS.slice(0, 4))
    await expectWholeInLargeText(page, `${await sites.events()}${path}`, PHONE);
});
