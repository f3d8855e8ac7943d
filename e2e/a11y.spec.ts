import { MESSAGES } from '../src/lib/contact';
import { expect, test } from './fixtures';
import { PHONE, contactMessage, FLYER_ADDRESSES, MAILBOX_ORIGIN, PAGE_ADDRESSES } from './support/site';
import { fillContactForm, holdRequests, hydrated, reachForForm } from './support/pages';
import { scrollThroughPage } from '../tooling/browser.mjs';
import { expectNoViolations } from './support/axe';

// Each page in one test of its kind, one after another in one browser context: a test of its
// own for each cost the machine a context more for no more proof.
for (const [kind, paths] of [
  ['page', PAGE_ADDRESSES],
  ['flyer', FLYER_ADDRESSES],
] as const) {
  test(`every ${kind} has no axe violations`, { tag: '@phone' }, async ({ page, consoleGuard }) => {
    test.slow(); // Several pages: three times one page's budget.
    consoleGuard.allow(/status of 404/);
    // A list the build left empty would check nothing and pass.
    expect(paths.length, `${kind}s to check`).toBeGreaterThan(0);
    for (const path of paths) {
      await page.goto(path);
      await scrollThroughPage(page);
      await expectNoViolations(page, path);
    }
  });
}

// The front door with every fact set (the events test site: opening times, an urgent notice beside
// them, a registered charity's statement, the stories' sign-up): what the site's own build lacks.
test('the front door with every fact set has no axe violations', { tag: '@phone' }, async ({ page, sites }) => {
  for (const path of ['/contact', '/donate', '/']) {
    await page.goto(`${await sites.events()}${path}`);
    await expectNoViolations(page, path);
  }
});

test('no axe violations with the drawer open on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await hydrated(page, 'SiteHeader');
  await expectNoViolations(page, 'the open drawer', '.site-header');
});

test('no axe violations with "Why Zeffy?" open', async ({ page }) => {
  await page.goto('/donate');
  await page.getByRole('button', { name: 'Why Zeffy?' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the Why Zeffy? dialog', 'dialog[open]');
});

test('no axe violations with each project\'s "Read More" open', async ({ page }) => {
  await page.goto('/projects');
  const openers = page.getByRole('button', { name: 'Read More' });
  await expect(openers).not.toHaveCount(0);
  for (const opener of await openers.all()) {
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoViolations(page, `the dialog "${await dialog.getAttribute('aria-labelledby')}"`, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test("no axe violations in each of the contact form's results", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/An error has occured|Failed to load resource/);
  const send = page.getByRole('button', { name: 'Send' });
  await page.goto('/contact');
  await reachForForm(page);
  await fillContactForm(page, { ...contactMessage('a11y'), ContactEmail: 'someone@localhost' });
  await send.click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.badEmail);
  await expectNoViolations(page, 'the bad-address result', '.contact-form');

  await page.getByLabel('Email', { exact: true }).fill('ruth@example.com');
  await page.route(`${MAILBOX_ORIGIN}/**`, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await send.click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.failed);
  await expectNoViolations(page, 'the failure result', '.contact-form');
  await page.unrouteAll();

  const release = await holdRequests(page, `${MAILBOX_ORIGIN}/**`);
  await send.click();
  await expect(page.getByRole('img', { name: 'sending email' })).toBeVisible();
  await expectNoViolations(page, 'the sending state', '.contact-form');
  release();
  await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
  await expectNoViolations(page, 'the success result', '.contact-form');
});

test('no axe violations while a message is kept with no signal', async ({ page, context }) => {
  await page.goto('/contact');
  await reachForForm(page);
  await fillContactForm(page, contactMessage('a11y-kept'));
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('.contact-form__kept')).toBeFocused();
  await expectNoViolations(page, 'the kept state', '.contact-form');
  await context.setOffline(false);
  await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
});

test("no axe violations when the form's script cannot be had, with the focus on what to do after a Send", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
  // The form's script is gone from the host (a page opened before a deploy, e2e/deploy.spec.ts).
  await page.route(/\/_astro\/ContactForm\.[^/]+\.js/, (route) => route.abort());
  await page.goto('/contact');
  await fillContactForm(page, contactMessage('a11y-unloaded'));
  await page.getByLabel('First Name').press('Enter');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('The form could not finish loading');
  // Enter in a field sends a form: held for the script, or pressed once it is known to be gone,
  // either way the focus goes to what to do.
  await expect(notice).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send' })).toBeHidden();
  await expectNoViolations(page, 'the state with no script', '.contact-form');
});
