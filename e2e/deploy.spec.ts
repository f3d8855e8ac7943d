import type { Page } from '@playwright/test';
import { MESSAGES } from '../src/lib/contact';
import { keptWords } from '../src/lib/outbox';
import { startDeployHost } from '../tooling/deploys.mjs';
import { SENT_BEFORE, banner, kept, send } from './support/contact-form';
import { expect, test, type Mailbox } from './fixtures';
import { fillContactForm, reachForForm, workerReady } from './support/pages';
import { contactMessage } from './support/site';

/*
 * A new version goes live in the middle of a visit (tooling/deploys.mjs: two real builds whose
 * islands differ, and Cloudflare's runtime swapped from the first to the second): what only the
 * full browser has, the back/forward cache and Background Sync with the service worker. A page
 * opened before the deploy, in Firefox and WebKit too, is e2e/engine-scenarios.ts.
 */
test.describe.configure({ mode: 'parallel' });

let host: Awaited<ReturnType<typeof startDeployHost>>;
test.beforeEach(async () => {
  host = await startDeployHost();
});
test.afterEach(async () => {
  await host.stop();
});

/** Waits until the form has hydrated, with the first build's script (the next build's marks itself). */
async function formOfTheFirstBuild(page: Page) {
  await expect(page.locator('[data-hydrated="ContactForm"]')).toBeAttached();
  await expect(page.locator('[data-hydrated="ContactForm"]')).not.toHaveAttribute('data-build');
}

/** Fills the form of `page`, sends it, and checks it arrived once. */
async function sendsOnce(page: Page, mailbox: Mailbox, token: string) {
  await fillContactForm(page, contactMessage(token));
  await formOfTheFirstBuild(page);
  await send(page).click();
  await expect(banner(page)).toHaveText(MESSAGES.sent);
  expect(await mailbox.messagesWith(token)).toHaveLength(1);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a returning visitor: the new worker takes over, and the page still open from the build before loads its scripts from it', async ({
    page,
    context,
    mailbox,
  }) => {
    await page.goto(`${host.origin}/contact`);
    await workerReady(page);
    const controlledByTheNext = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true)),
        ),
    );
    // The host and the phone's HTTP cache no longer have the first build's files: only the worker can.
    await host.deploy({ carried: false });
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    // Another tab opens the site: the new worker installs, takes over, and drops the old precache.
    const other = await context.newPage();
    await other.goto(`${host.origin}/`);
    expect(await controlledByTheNext).toBe(true);
    await sendsOnce(page, mailbox, `deploy-worker-${Date.now()}`);
  });

  test('a message kept by the build before is sent once by the new one, whose page says so', async ({
    page,
    context,
    mailbox,
    consoleGuard,
  }) => {
    // A first visit whose worker could not install: the page itself keeps the message.
    consoleGuard.allow(/ServiceWorker|Failed to load resource|error occurred when fetching the script/);
    await context.route('**/sw.js', (route) => route.abort());
    await page.goto(`${host.origin}/contact`);
    await reachForForm(page);
    const token = `deploy-kept-${Date.now()}`;
    await fillContactForm(page, contactMessage(token));
    await context.setOffline(true);
    await send(page).click();
    await expect(kept(page)).toHaveText(keptWords(false));
    await page.close();

    await host.deploy();
    await context.unroute('**/sw.js');
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(`${host.origin}/contact`);
    await expect(next.locator('[data-hydrated="ContactForm"]')).toHaveAttribute('data-build', 'next');
    await expect(banner(next)).toHaveText(SENT_BEFORE);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
    // The new worker, in charge from the next page on, does not send it again.
    await workerReady(next);
    await next.goto(`${host.origin}/`);
    await next.goto(`${host.origin}/contact`);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });
});

test('a page of the build before, back from the back/forward cache after the deploy, finds its scripts and sends', async ({
  page,
  mailbox,
}) => {
  await page.goto(`${host.origin}/contact`);
  await page.evaluate(() => Object.assign(window, { openedBeforeTheDeploy: true }));
  await page.goto(`${host.origin}/legal`);
  await host.deploy();
  await page.goBack({ waitUntil: 'commit' });
  // The very page that was left, restored, not loaded again from the new build.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { openedBeforeTheDeploy?: boolean }).openedBeforeTheDeploy))
    .toBe(true);
  await sendsOnce(page, mailbox, `deploy-back-${Date.now()}`);
});
