import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { answerOutsideHosts } from './support/network';
import { MAILBOX_ORIGIN } from './support/site';
import { startForwardingProxy } from './support/forwarding-proxy.mjs';

export { expect };

interface ConsoleGuard {
  /** Accept console messages matching this pattern in the current test (a deliberate error). */
  allow(pattern: RegExp): void;
}

/** A message as the mailbox received it: what EmailJS would have been sent. */
export interface Received {
  lib_version: string;
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

export interface Mailbox {
  /** The messages this worker's mailbox received that carry `token`. */
  messagesWith(token: string): Promise<Received[]>;
  /** This worker's mailbox: where MAILBOX_ORIGIN is answered. */
  origin: string;
  /** A proxy that sends MAILBOX_ORIGIN's requests to this mailbox, for Firefox and WebKit. */
  proxy: string;
}

/**
 * The local mailbox (`npm run mailbox`), one for each worker on a free port. The local build
 * sends to MAILBOX_ORIGIN; each test's browser is pointed from there to this worker's mailbox,
 * so nothing else listening at that address (`npm start`'s own mailbox) is ever reached.
 */
// eslint-disable-next-line no-empty-pattern
export async function mailboxFixture({}, use: (mailbox: Mailbox) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ssmc-e2emailbox-'));
  // The command people run (npm run mailbox), on a port the system chooses.
  const child = spawn(process.execPath, ['scripts/mailbox.mjs', '--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(first.toString())?.[0];
  if (!origin) throw new Error(`The mailbox did not say where it listens: ${first}`);
  const proxy = await startForwardingProxy({ from: MAILBOX_ORIGIN, to: origin });
  await use({
    origin,
    proxy: proxy.origin,
    messagesWith: async (token) => {
      const all = (await (await fetch(`${origin}/messages`)).json()) as Received[];
      return all.filter((message) => JSON.stringify(message).includes(token));
    },
  });
  await proxy.close();
  child.kill();
  await rm(dir, { recursive: true, force: true });
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; thirdParties: void }, { mailbox: Mailbox }>({
  mailbox: [mailboxFixture, { scope: 'worker' }],

  /**
   * Firefox applies the page's CSP to a request redirected by route.continue, so it reaches the
   * worker's mailbox through a proxy instead (the config lets it proxy 127.0.0.1 too).
   */
  proxy: async ({ browserName, mailbox }, use) => {
    await use(browserName === 'firefox' ? { server: mailbox.proxy } : undefined);
  },

  /**
   * The network edge we do not own. The donation form and the wish-list shop are answered by a
   * plain stand-in page; any other outside request is refused. Tests never depend on the real
   * services, which this machine cannot reach.
   */
  thirdParties: [
    async ({ context, mailbox, browserName }, use) => {
      // Chromium is pointed at the worker's mailbox here; Firefox through the proxy (below).
      if (browserName === 'chromium') {
        await context.route(`${MAILBOX_ORIGIN}/**`, (route) =>
          route.continue({ url: route.request().url().replace(MAILBOX_ORIGIN, mailbox.origin) }),
        );
      }
      await answerOutsideHosts(context);
      await use();
    },
    { auto: true },
  ],

  /**
   * Every test fails on a console error or warning, or an uncaught exception, in any of its pages,
   * that it did not expect: the one place the "no warnings in the browser console" rule is checked.
   */
  consoleGuard: [
    async ({ context }, use) => {
      const seen: string[] = [];
      // Playwright's own word when the config blocks the service worker (see playwright.config.ts).
      const allowed: RegExp[] = [/^warning: Service Worker registration blocked by Playwright/];
      // Every page the test opens in its context, without opening one itself: a test that only
      // sends requests opens none.
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') {
            seen.push(`${message.type()}: ${message.text()} (${message.location().url})`);
          }
        });
        page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});
