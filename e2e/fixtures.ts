import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Browser } from '@playwright/test';
import { startScreen } from '../tooling/browser.mjs';
import { attachConsole, attachPictures, watchConsole } from './support/console';
import { startDeployHost, type DeployHost } from './support/hosts';
import { answerOutsideHosts } from './support/network';
import { EVENTS_ORIGIN, MAILBOX_ORIGIN } from './support/site';

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
  await use({
    origin,
    messagesWith: async (token) => {
      const all = (await (await fetch(`${origin}/messages`)).json()) as Received[];
      return all.filter((message) => JSON.stringify(message).includes(token));
    },
  });
  child.kill();
  await rm(dir, { recursive: true, force: true });
}

/** The servers of test sites a test may ask for: the sites' runtimes one per run, a deploy host one per worker. */
export interface Sites {
  /**
   * The `events` test site (tooling/test-site.mjs: every fixture notice, need and story) as
   * Cloudflare's runtime serves it, one for the whole run (e2e/global-setup.ts): its origin.
   */
  events(): Promise<string>;
  /** This worker's deploy host (e2e/support/hosts.ts), serving the first build: put back for each test that asks. */
  deployHost(): Promise<DeployHost>;
}

/** A browser that is slow to start on a busy machine does not eat its test's budget. */
export const ENGINE_START_MS = 60_000;

/**
 * The worker-scoped fixtures of every spec, in one place: Playwright runs a spec only in a worker
 * with the same ones, so a spec with fixtures of its own would stop a worker and start another,
 * with a new browser and mailbox, each time the tests switch between it and the others. Each is
 * started only when a test asks for it.
 */
export const withWorkerFixtures = base.extend<
  object,
  { mailbox: Mailbox; xScreen: { display: string }; firefoxScriptsOff: Browser; sites: Sites }
>({
  mailbox: [mailboxFixture, { scope: 'worker' }],
  /**
   * The test sites' servers. Each built site has one runtime for the whole run (e2e/global-setup.ts);
   * a deploy host, a front that switches between two of them, is started on a test's first ask
   * and kept for the worker's later tests (e2e/hosts.spec.ts shows a reused host carries nothing
   * over).
   */
  sites: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      let deploys: ReturnType<typeof startDeployHost> | undefined;
      await use({
        events: async () => {
          const origin = process.env[EVENTS_ORIGIN];
          if (!origin) throw new Error('The events site is served by e2e/global-setup.ts, which has not run');
          return origin;
        },
        deployHost: async () => {
          const first = !deploys;
          deploys ??= startDeployHost();
          const { host, reset } = await deploys;
          if (!first) await reset();
          return host;
        },
      });
      // A host that failed to start has nothing to stop; its test already said why.
      await deploys?.then(
        (made) => made.stop(),
        () => undefined,
      );
    },
    { scope: 'worker', timeout: ENGINE_START_MS },
  ],
  /** A virtual screen for WebKit's MiniBrowser (e2e/engines.spec.ts). */
  xScreen: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const screen = await startScreen();
      await use(screen);
      await screen.close();
    },
    { scope: 'worker' },
  ],
  /** A Firefox whose scripts are off by its own preference, for the scenarios that ask for one. */
  firefoxScriptsOff: [
    async ({ playwright, launchOptions }, use) => {
      const prefs = { ...launchOptions.firefoxUserPrefs, 'javascript.enabled': false };
      const firefox = await playwright.firefox.launch({ ...launchOptions, firefoxUserPrefs: prefs });
      await use(firefox);
      await firefox.close();
    },
    { scope: 'worker', timeout: ENGINE_START_MS },
  ],
});

export const test = withWorkerFixtures.extend<{ consoleGuard: ConsoleGuard; thirdParties: void }>({
  /**
   * The network edge we do not own. The donation form and the wish-list shop are answered by a
   * plain stand-in page; any other outside request is refused. Tests never depend on the real
   * services, which this machine cannot reach.
   */
  thirdParties: [
    async ({ context, mailbox }, use) => {
      // These specs run in Chromium; Firefox and WebKit reach the mailbox through their session's
      // proxy (e2e/support/drivers.ts).
      await context.route(`${MAILBOX_ORIGIN}/**`, (route) =>
        route.continue({ url: route.request().url().replace(MAILBOX_ORIGIN, mailbox.origin) }),
      );
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
    async ({ context }, use, testInfo) => {
      const watch = watchConsole(context);
      const allowed: RegExp[] = [];
      await use({ allow: (pattern) => allowed.push(pattern) });
      const problems = watch.problems(allowed);
      // What a person needs to see a failure: the pages' whole console, and a picture of every page
      // still open, the test's own contexts' too.
      if (testInfo.status !== testInfo.expectedStatus || problems.length > 0) {
        await attachConsole(testInfo, watch.lines());
        await attachPictures(
          testInfo,
          context
            .browser()
            ?.contexts()
            .flatMap((each) => each.pages()) ?? context.pages(),
        );
      }
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});
