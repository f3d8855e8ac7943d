import { keptWords } from '../src/lib/outbox';
import { SENT_BEFORE, banner, kept, send } from './support/contact-form';
import { expect, test } from './fixtures';
import { fillContactForm, reachForForm, workerReady } from './support/pages';
import { contactMessage } from './support/site';

/*
 * A new version goes live while a message waits on the phone (e2e/support/hosts.ts: the first
 * build, then the `next` test site, on this worker's host): what only the full Chromium has,
 * Background Sync with the service worker. A page opened before a deploy, back from the
 * back/forward cache, or whose worker is replaced, in all three engines: e2e/engine-scenarios.ts.
 */
test.use({ serviceWorkers: 'allow' });

test('a message kept by the build before is sent once by the new one, whose page says so', async ({
  page,
  context,
  mailbox,
  sites,
  consoleGuard,
}) => {
  const host = await sites.deployHost();
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
