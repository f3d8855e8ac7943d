import { MESSAGES, SEND_TIMEOUT_MS } from '../src/lib/contact';
import { keptWords } from '../src/lib/outbox';
import { SITE } from '../src/site';
import {
  SEND_URL,
  banner,
  countSends,
  expectFailedSend,
  expectFormKeeps,
  fallback,
  form,
  kept,
  send,
} from './support/contact-form';
import { expect, test } from './fixtures';
import { contactMessage } from './support/site';
import { playwrightPage } from './support/drivers';
import { fillContactForm, holdRequests, hydrated, reachForForm, workerReady } from './support/pages';

/*
 * The contact form on the network neighbours really have: a message is never stuck, one sent
 * with no signal goes by itself when the signal returns, and the one-a-minute limit holds.
 */
test.describe.configure({ mode: 'parallel' });

test.describe('the contact form on a weak signal', () => {
  test('a send with no answer in 20 seconds ends as a failure, and its request is aborted', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/An error has occured/);
    consoleGuard.allow(/Failed to load resource|ERR_ABORTED/);
    await page.clock.install();
    // The service takes the message and never answers.
    await page.route(SEND_URL, () => {});
    const aborted = new Promise<string>((resolve) =>
      page.on('requestfailed', (request) => {
        if (request.url() === SEND_URL) resolve(request.failure()?.errorText ?? '');
      }),
    );
    await page.goto('/contact');
    await reachForForm(page);
    const values = contactMessage(`silent-${Date.now()}`);
    await fillContactForm(page, values);
    await send(page).click();
    const spinner = form(page).getByRole('img', { name: 'sending email' });
    await expect(spinner).toBeVisible();

    await page.clock.fastForward(SEND_TIMEOUT_MS - 1_000);
    await expect(spinner).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(banner(page)).toHaveText(MESSAGES.failed);
    expect(await aborted).toMatch(/ABORTED/);
    await expect(spinner).toHaveCount(0);
    await expectFailedSend(
      playwrightPage(() => page),
      values,
      { retry: true },
    );
  });

  test('with no signal at Send, the message is kept and goes by itself, once, when the signal returns', async ({
    mailbox,
    page,
    context,
  }) => {
    // No service worker here (playwright.config.ts blocks it): the page itself sends what it kept.
    const token = `offline-${Date.now()}`;
    await page.goto('/contact');
    await reachForForm(page);
    await fillContactForm(page, contactMessage(token));
    await context.setOffline(true);
    await send(page).click();
    await expect(kept(page)).toHaveText(keptWords(false));
    await expect(kept(page)).toBeFocused();
    await expect(fallback(page).getByRole('link', { name: 'send it from your own email app' })).toBeVisible();
    await expect(fallback(page).getByRole('link', { name: SITE.phone.display })).toBeVisible();
    await expect(send(page)).toBeHidden();
    expect(await mailbox.messagesWith(token)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    await expect(banner(page)).toHaveText(MESSAGES.sent);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('a send the network drops while the browser thinks it is online is kept, and goes when the page tries again', async ({
    page,
    mailbox,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
    await page.clock.install();
    await page.route(SEND_URL, (route) => route.abort('internetdisconnected'), { times: 1 });
    const token = `dropped-${Date.now()}`;
    await page.goto('/contact');
    await reachForForm(page);
    await fillContactForm(page, contactMessage(token));
    await send(page).click();
    await expect(kept(page)).toHaveText(keptWords(false));
    await expect(banner(page)).not.toHaveText(MESSAGES.failed);
    expect(await mailbox.messagesWith(token)).toHaveLength(0);
    await page.clock.fastForward(30_000);
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('text typed before the form hydrated is kept as a draft at once', async ({ page }) => {
    const release = await holdRequests(page, /\/_astro\/ContactForm\.[\w-]+\.js$/);
    const values = contactMessage(`early-${Date.now()}`);
    await page.goto('/contact');
    await fillContactForm(page, values);
    await expect(page.locator('[data-hydrated="ContactForm"]')).toHaveCount(0);
    release();
    await hydrated(page, 'ContactForm');
    // Straight to a fresh load of the page (not a reload, which may restore fields by itself).
    // The kept draft brings the form's script at idle, with no touch, to put the text back.
    await page.goto('/contact');
    await hydrated(page, 'ContactForm');
    await expectFormKeeps(page, values);
  });
});

test.describe('with no signal and the page reloaded', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the kept message is said to be waiting, from the copy of the page the phone kept', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await workerReady(page);
    await reachForForm(page);
    await fillContactForm(page, contactMessage(`offline-reload-${Date.now()}`));
    await context.setOffline(true);
    await send(page).click();
    await expect(kept(page)).toContainText('kept on this device');
    await page.reload();
    // No touch needed: the outbox's flag brings the form's script at idle to say so.
    await expect(kept(page)).toContainText(/^Your message of \w+day, \d{1,2}:\d\d [ap]m is kept on this device/);
    await expect(fallback(page).getByRole('link', { name: 'send it from your own email app' })).toBeVisible();
  });
});

test.describe('one message a minute', () => {
  test('a second message within the minute is kept, not sent, and the visitor is told when it can go', async ({
    mailbox,
    page,
  }) => {
    const sends = countSends(page);
    await page.clock.install();
    await page.goto('/contact');
    await reachForForm(page);
    const first = `limit-first-${Date.now()}`;
    await fillContactForm(page, contactMessage(first));
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();

    await page.clock.fastForward(20_000);
    await page.goto('/contact');
    await reachForForm(page);
    const mark = `limit-second-${Date.now()}`;
    const second = contactMessage(mark);
    await fillContactForm(page, second);
    await send(page).click();
    await expect(banner(page)).toContainText(/you can send it in (3\d|40) seconds/);
    await expectFormKeeps(page, second);
    expect(sends()).toBe(1);

    await page.clock.fastForward(41_000);
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(sends()).toBe(2);
    expect(await mailbox.messagesWith(mark)).toHaveLength(1);
  });
  // That a failed send does not count against the limit: contact-sending.spec.ts, 'after a failure
  // the visitor can send again at once' (with the limit now real, it would fail otherwise).
});
