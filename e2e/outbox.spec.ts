import type { BrowserContext, Page } from '@playwright/test';
import { MESSAGES, buildTemplateParams } from '../src/lib/contact';
import { VOLUNTEER_PAGE } from '../src/lib/paths';
import { SITE } from '../src/site';
import { OUTBOX, keptWords } from '../src/lib/outbox';
import {
  SENT_BEFORE,
  SEND_URL,
  banner,
  countSends,
  expectFailedSend,
  expectFormKeeps,
  form,
  kept,
  send,
} from './support/contact-form';
import { playwrightPage } from './support/drivers';
import { expect, test, type Mailbox } from './fixtures';
import { CDN_ORIGIN, CONTACT_LABELS, contactMessage } from './support/site';
import { fillContactForm, reachForForm, workerReady } from './support/pages';

/*
 * Nothing written is lost (Chromium, which has Background Sync): a message pressed Send with no
 * signal is kept on the device and goes by itself, exactly once, when the signal returns, even
 * with the page closed. Firefox and WebKit, which lack Background Sync, send it the next time the
 * site opens (e2e/engine-scenarios.ts). The mail service is the local mailbox.
 */
test.describe.configure({ mode: 'parallel' });
// In the full browser (the desktop-full project): the headless shell has Background Sync turned off.
test.use({ serviceWorkers: 'allow' });

/** Opens /contact with the worker in charge, and keeps a message there with no signal. */
async function keepWithNoSignal(page: Page, context: BrowserContext, token: string, origin = '') {
  await page.goto(`${origin}/contact`);
  await workerReady(page);
  await reachForForm(page);
  const values = contactMessage(token);
  await fillContactForm(page, values);
  await context.setOffline(true);
  await send(page).click();
  await expect(kept(page)).toContainText('Your message is kept on this device.');
  return values;
}

const arrived = (mailbox: Mailbox, token: string) => async () => (await mailbox.messagesWith(token)).length;

test.describe('with the service worker', () => {
  test('served by the CDN runtime: a kept message counts against the one-message-a-minute limit; the page closed, the signal back, it arrives once, and the next visit says so', async ({
    page,
    context,
    mailbox,
  }) => {
    // Sent once: a try that found no network, which the worker makes again, sent nothing.
    const posts = countSends(context, { reached: true });
    const token = `closed-${Date.now()}`;
    await keepWithNoSignal(page, context, token, CDN_ORIGIN);
    // Background Sync and a worker in charge: the visitor may close the page.
    await expect(kept(page)).toHaveText(keptWords(true));
    // Kept, not yet sent, it counts against the limit: a second message is not taken.
    await page.getByRole('button', { name: 'Write another message' }).click();
    await expect(form(page)).toBeVisible();
    await fillContactForm(page, contactMessage(`limit-second-${Date.now()}`));
    await send(page).click();
    await expect(banner(page)).toContainText(/You sent a message less than a minute ago/);
    await page.close();
    // The worker sends it from its own policy (public/_headers: /sw.js), as the CDN serves it.
    await context.setOffline(false);
    await expect.poll(arrived(mailbox, token)).toBe(1);
    expect(posts()).toBe(1);

    const next = await context.newPage();
    await next.goto(`${CDN_ORIGIN}/contact`);
    await expect(banner(next)).toHaveText(SENT_BEFORE);
    await expect(form(next)).toBeVisible();
    // Said once: the next visit has nothing more to say, and nothing went again.
    await next.reload();
    await next.getByLabel('First Name').focus();
    await expect(next.locator('[data-hydrated="ContactForm"]')).toHaveCount(1);
    await expect(banner(next)).toHaveText('');
    expect(await arrived(mailbox, token)()).toBe(1);
    expect(posts()).toBe(1);
  });

  test('a first try that finds no network just as the signal returns is tried again by the worker: the message arrives once, the page closed', async ({
    page,
    context,
    mailbox,
  }) => {
    const posts = countSends(context, { reached: true });
    const token = `flicker-${Date.now()}`;
    await keepWithNoSignal(page, context, token);
    await page.close();
    // The signal comes back in a fit: the browser says it is back, and the first request fails.
    let tries = 0;
    await context.route(SEND_URL, (route) => (++tries === 1 ? route.abort('internetdisconnected') : route.fallback()));
    await context.setOffline(false);
    await expect.poll(arrived(mailbox, token)).toBe(1);
    expect(tries).toBe(2);
    expect(posts()).toBe(1);
  });

  test('a kept message the service refuses is not tried again, and the next visit gives the words back with the other ways to reach us', async ({
    page,
    context,
    mailbox,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource/);
    const token = `refused-${Date.now()}`;
    const values = await keepWithNoSignal(page, context, token);
    await page.close();
    let refusals = 0;
    await context.route(SEND_URL, (route) => {
      refusals++;
      return route.fulfill({ status: 400, body: 'The template ID is invalid' });
    });
    await context.setOffline(false);
    await expect.poll(() => refusals).toBe(1);

    const next = await context.newPage();
    await next.goto('/contact');
    await expect(banner(next)).toHaveText(/could not be sent: the message service did not accept it/);
    await expectFailedSend(
      playwrightPage(() => next),
      values,
      { retry: false },
    );
    // Opening the site again does not send it again: it was given back, not kept.
    await next.goto('/');
    await next.goto('/contact');
    await expectFormKeeps(next, values);
    expect(refusals).toBe(1);
    expect(await arrived(mailbox, token)()).toBe(0);
  });

  test('two tabs open and the worker all see the signal return: the message goes once', async ({
    page,
    context,
    mailbox,
  }) => {
    const posts = countSends(context, { reached: true });
    const other = await context.newPage();
    await other.goto('/contact');
    await reachForForm(other);
    const token = `two-tabs-${Date.now()}`;
    await keepWithNoSignal(page, context, token);
    await context.setOffline(false);
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    // The message is out of the outbox: nobody can take it again. Any second send would have
    // been made while it was still there, and the mailbox and the requests below count it.
    await expect
      .poll(() =>
        other.evaluate(
          ({ database, store }) =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open(database);
              open.onsuccess = () => {
                const count = open.result.transaction(store).objectStore(store).count();
                count.onsuccess = () => resolve(count.result);
              };
            }),
          OUTBOX,
        ),
      )
      .toBe(0);
    expect(await arrived(mailbox, token)()).toBe(1);
    expect(posts()).toBe(1);
  });

  test('an offer of help made with no signal, from a need’s page kept by the worker, goes by itself once with the page closed', async ({
    page,
    context,
    mailbox,
    sites,
    consoleGuard,
  }) => {
    // The browser asks for the tab's icon, which the worker leaves to the network (integrations/service-worker.ts).
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED \(\S+\/favicon\.svg\)/);
    const posts = countSends(context, { reached: true });
    const token = `offer-kept-${Date.now()}`;
    await page.goto(`${await sites.events()}${VOLUNTEER_PAGE}`);
    await workerReady(page);
    // No signal from here: the need's page comes from the copy the worker kept, its offer written.
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Offer to help with Pack Birthday Blessing Boxes' }).click();
    const offer = page.getByRole('form', { name: 'Offer to help' });
    const question = offer.getByLabel(CONTACT_LABELS.Question, { exact: true });
    await expect(question).toHaveValue(/^I can help with Pack Birthday Blessing Boxes on \w+day, \w+ \d+, 10:00 am\.$/);
    await reachForForm(page);
    const values = { ...contactMessage(token), Question: await question.inputValue() };
    await fillContactForm(page, values);
    await offer.getByRole('button', { name: 'Send' }).click();
    await expect(kept(page)).toHaveText(keptWords(true));
    // Kept, not yet sent: the need's time can go in the phone's calendar already, from the kept copy.
    const calendar = page
      .locator('.contact-form')
      .getByRole('link', { name: 'Add Pack Birthday Blessing Boxes to your calendar' });
    await expect(calendar).toHaveAttribute('href', '/volunteer/pack-boxes.ics');
    expect(await page.evaluate(async () => (await fetch('/volunteer/pack-boxes.ics')).status)).toBe(200);
    await page.close();
    await context.setOffline(false);
    await expect.poll(arrived(mailbox, token)).toBe(1);
    const [received] = await mailbox.messagesWith(token);
    expect(received!.template_params).toEqual(buildTemplateParams(values, SITE.shortName));
    expect(posts()).toBe(1);
  });
});
