/* Sending a message through the real EmailJS library to the local mailbox, and when it fails. What
 * arrives (exactly buildTemplateParams of what was typed, whose escaping src/lib/contact.test.ts
 * proves), and the thanks, are asked of every engine (e2e/engine-scenarios.ts). */
import { MESSAGES } from '../src/lib/contact';
import { banner, countSends, expectFailedSend, form, SEND_URL, send } from './support/contact-form';
import { playwrightPage } from './support/drivers';
import { expect, test } from './fixtures';
import { CONTACT_LABELS, contactMessage } from './support/site';
import { fillContactForm, holdRequests, reachForForm } from './support/pages';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await reachForForm(page);
});

test.describe('sending', () => {
  test('shows the spinner instead of the Send button while the service has not answered', async ({ page }) => {
    const release = await holdRequests(page, SEND_URL);
    await fillContactForm(page, contactMessage(`spinner-${Date.now()}`));
    await send(page).click();
    const spinner = form(page).getByRole('img', { name: 'sending email' });
    await expect(spinner).toBeVisible();
    await expect(send(page)).toHaveCount(0);
    await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a double click, or Enter pressed again while sending, sends once', async ({ mailbox, page }) => {
    const sends = countSends(page);
    const token = `double-${test.info().project.name}-${Date.now()}`;
    const release = await holdRequests(page, SEND_URL);
    await fillContactForm(page, contactMessage(token));
    await send(page).dblclick();
    await form(page).getByLabel(CONTACT_LABELS.FirstName, { exact: true }).press('Enter');
    release();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(1);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('two submits in the same moment (a script, an assistive tool) send once', async ({ mailbox, page }) => {
    const sends = countSends(page);
    const token = `twice-${test.info().project.name}-${Date.now()}`;
    await fillContactForm(page, contactMessage(token));
    await form(page).evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    });
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(1);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('the banner clears itself 30 seconds after the result', async ({ page }) => {
    await page.clock.install();
    await page.reload();
    await reachForForm(page);
    await fillContactForm(page, contactMessage(`clock-${Date.now()}`));
    await send(page).click();
    await expect(banner(page)).toHaveText(MESSAGES.sent);
    await page.clock.fastForward(29_000);
    await expect(banner(page)).toHaveText(MESSAGES.sent);
    await page.clock.fastForward(1_500);
    await expect(banner(page)).toHaveText('');
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
  });
});

test.describe('when the send fails', () => {
  // A 500 is asked of every engine (e2e/engine-scenarios.ts); these are the service's other refusals.
  const REFUSALS = [
    { status: 400, body: 'The service ID is invalid', retry: false },
    { status: 403, body: 'Forbidden', retry: false },
    { status: 429, body: 'Too Many Requests', retry: true },
  ];

  for (const { status, body, retry } of REFUSALS) {
    test(`a ${status} shows "An error has occured", keeps every word, logs it, and offers ${retry ? 'another try, ' : ''}the mail app and the phone`, async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/An error has occured|Failed to load resource/);
      const logged: string[] = [];
      page.on('console', (entry) => {
        if (entry.type() === 'error') logged.push(entry.text());
      });
      await page.route(SEND_URL, (route) => route.fulfill({ status, body }));
      const values = contactMessage(`fail-${status}-${Date.now()}`);
      await fillContactForm(page, values);
      await send(page).click();
      await expect(banner(page)).toHaveText(MESSAGES.failed);
      await expect(banner(page)).toHaveClass(/banner--bad/);
      expect(logged.some((line) => line.includes(MESSAGES.failed))).toBe(true);
      await expect(send(page)).toBeFocused();
      await expect(page.getByText(MESSAGES.thanks)).toHaveCount(0);
      // A refusal of the request itself will be the same next time: no other try is offered.
      await expectFailedSend(
        playwrightPage(() => page),
        values,
        { retry },
      );
    });
  }

  test('after a failure the visitor can send again at once', async ({ mailbox, page, consoleGuard }) => {
    consoleGuard.allow(/An error has occured/);
    consoleGuard.allow(/Failed to load resource/);
    const token = `retry-${test.info().project.name}-${Date.now()}`;
    await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), { times: 1 });
    await fillContactForm(page, contactMessage(token));
    await send(page).click();
    await expect(banner(page)).toHaveText(MESSAGES.failed);
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });
});
