import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MESSAGES } from '../src/lib/contact';
import { MAILBOX_ORIGIN } from '../scripts/local-settings.mjs';
import {
  PHONE,
  contactMessage,
  expect,
  fillContactForm,
  holdRequests,
  hydrated,
  test,
  PAGE_ADDRESSES,
} from './fixtures';
import { scrollThroughPage } from '../scripts/page-weight.mjs';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now; the donation iframe's inside is Zeffy's, not ours. */
async function expectNoViolations(page: Page, state: string) {
  // iframes: false leaves the donation frame's document to Zeffy; the <iframe> itself is still checked.
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ iframes: false }).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${state}`).toEqual([]);
}

for (const path of PAGE_ADDRESSES) {
  test(`${path} has no axe violations`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 404/);
    await page.goto(path);
    await scrollThroughPage(page);
    await expectNoViolations(page, path);
  });
}

test('no axe violations with the drawer open on a phone', { tag: '@once' }, async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await hydrated(page, 'SiteHeader');
  await expectNoViolations(page, 'the open drawer');
});

const dialogs = [
  { path: '/donate', button: 'Why Zeffy?', scope: undefined },
  { path: '/projects', button: 'Read More', scope: 'Birthday Blessing Box' },
  { path: '/projects', button: 'Read More', scope: 'H.O.P.E. Box' },
  { path: '/projects', button: 'Read More', scope: 'Second Chance' },
];
for (const { path, button, scope } of dialogs) {
  test(`no axe violations with "${button}"${scope ? ` (${scope})` : ''} open`, async ({ page }) => {
    await page.goto(path);
    const opener = (scope ? page.getByRole('article', { name: scope }) : page.locator('main')).getByRole('button', {
      name: button,
    });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, `${path} with a dialog open`);
  });
}

test.describe('the contact form in each of its results', { tag: '@once' }, () => {
  const fill = async (page: Page, email: string) => {
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await fillContactForm(page, { ...contactMessage('a11y'), ContactEmail: email });
  };

  test('a bad address', async ({ page }) => {
    await fill(page, 'someone@localhost');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(MESSAGES.badEmail);
    await expectNoViolations(page, 'the bad-address result');
  });

  test('sending', async ({ page }) => {
    const release = await holdRequests(page, `${MAILBOX_ORIGIN}/**`);
    await fill(page, 'ruth@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('img', { name: 'sending email' })).toBeVisible();
    await expectNoViolations(page, 'the sending state');
    release();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
  });

  test('success', async ({ page }) => {
    await fill(page, 'ruth@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await expectNoViolations(page, 'the success result');
  });

  test('failure', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/An error has occured|Failed to load resource/);
    await page.route(`${MAILBOX_ORIGIN}/**`, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill(page, 'ruth@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(MESSAGES.failed);
    await expectNoViolations(page, 'the failure result');
  });
});
