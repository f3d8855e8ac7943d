import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import type { TestInfo } from '@playwright/test';
import { SCENARIOS, type Scenario } from './engine-scenarios';
import { ENGINE_START_MS, withWorkerFixtures, type Mailbox, type Sites } from './fixtures';
import { attachConsole } from './support/console';
import {
  openPlaywright,
  openWebKit,
  startWebKitDriver,
  endProcess,
  step,
  type Open,
  type Session,
} from './support/drivers';
import { webkitParts } from '../tooling/browser.mjs';
import { freePort } from '../tooling/free-port.mjs';

/*
 * Runs the one list of engine scenarios (e2e/engine-scenarios.ts) in each engine it names. Each
 * test is tagged with its engine; the `firefox` and `webkit` projects of playwright.config.ts
 * pick their own by the tag, the `desktop` project runs Chromium's beside its other specs, and
 * `desktop-full` those that need the full Chromium (@chromium-full).
 *
 * Each engine's session is a fixture with a budget of its own (ENGINE_START_MS): a browser that
 * is slow to start on a busy machine (WebKit's MiniBrowser and its driver are two new processes)
 * does not eat the scenario's 30 seconds, and one that never starts fails naming the start.
 */
/** Opens a session, hands it to the test, and closes it; a failed test keeps its picture and console. */
async function session(open: () => Promise<Session>, use: (session: Session) => Promise<void>, info: TestInfo) {
  const opened = await step('start the engine', open, ENGINE_START_MS);
  await use(opened);
  if (info.status !== info.expectedStatus) {
    await attachConsole(info, opened.consoleLines());
    const picture = await opened.screenshot().catch(() => undefined);
    if (picture) {
      const path = info.outputPath('test-failed-1.png');
      await writeFile(path, picture);
      await info.attach('screenshot', { path, contentType: 'image/png' });
    }
  }
  await step('close the engine', () => opened.close());
}

// The worker fixtures (the mailbox, WebKit's screen, the Firefox with scripts off) are every
// spec's (e2e/fixtures.ts), so Chromium's scenarios run in the workers of the desktop project's
// other specs; the page fixtures here are the scenarios' own.
const test = withWorkerFixtures.extend<{
  open: Open;
  /** The project's own browser through Playwright: Chromium in `desktop`, Firefox in `firefox`. */
  playwrightSession: Session;
  firefoxWithoutScripts: Session;
  webkit: Session;
}>({
  /** How the scenario wants its engine (set for each scenario below). */
  open: [{}, { option: true }],
  playwrightSession: [
    async ({ browser, mailbox, open }, use, info) =>
      session(() => openPlaywright(browser, mailbox.origin, open), use, info),
    { timeout: ENGINE_START_MS },
  ],
  firefoxWithoutScripts: [
    async ({ firefoxScriptsOff, mailbox, open }, use, info) =>
      session(() => openPlaywright(firefoxScriptsOff, mailbox.origin, open), use, info),
    { timeout: ENGINE_START_MS },
  ],
  webkit: [
    async ({ xScreen, mailbox, open }, use, info) =>
      session(() => openWebKit(xScreen.display, mailbox.origin, open), use, info),
    { timeout: ENGINE_START_MS },
  ],
});

/** Plays a scenario in a session: every console problem it did not expect fails it. */
async function play(scenario: Scenario, session: Session, mailbox: Mailbox, sites: Sites) {
  if (scenario.open?.javascript === false) {
    // Scripts really are off: the contact page's note for `(scripting: none)` shows.
    await session.page.go('/contact');
    expect(await session.page.shown('.no-js-only'), 'the engine was asked to turn scripts off').toBe(true);
  }
  await scenario.run({ session, page: session.page, mailbox, sites });
  const unexpected = session.consoleProblems().filter((line) => !scenario.console?.test(line));
  expect(unexpected, 'console errors and warnings').toEqual([]);
}

for (const scenario of SCENARIOS) {
  test.describe(() => {
    test.use({ open: scenario.open ?? {} });
    const scriptsOff = scenario.open?.javascript === false;
    if (scenario.engines.includes('chromium')) {
      test(`${scenario.name} @chromium${scenario.fullChromium ? '-full' : ''}`, ({
        playwrightSession,
        mailbox,
        sites,
      }) => play(scenario, playwrightSession, mailbox, sites));
    }
    if (scenario.engines.includes('firefox') && scriptsOff) {
      test(`${scenario.name} @firefox`, ({ firefoxWithoutScripts, mailbox, sites }) =>
        play(scenario, firefoxWithoutScripts, mailbox, sites));
    } else if (scenario.engines.includes('firefox')) {
      test(`${scenario.name} @firefox`, ({ playwrightSession, mailbox, sites }) =>
        play(scenario, playwrightSession, mailbox, sites));
    }
    if (scenario.engines.includes('webkit')) {
      test(`${scenario.name} @webkit`, ({ webkit, mailbox, sites }) => play(scenario, webkit, mailbox, sites));
    }
  });
}

test("WebKit's driver starts on another port when the free one it was given is taken before it binds it @webkit", async ({
  xScreen,
}) => {
  // A server that takes every connection and never answers: what the driver's port may hold by then.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const taken = (silent.address() as AddressInfo).port;
  const ports = [taken];
  const { child, origin } = await startWebKitDriver(webkitParts().driver, xScreen.display, async () =>
    ports.length ? ports.shift()! : freePort(),
  );
  expect(origin).not.toBe(`http://127.0.0.1:${taken}`);
  expect(((await (await fetch(`${origin}/status`)).json()) as { value: { ready: boolean } }).value.ready).toBe(true);
  await endProcess(child);
  silent.closeAllConnections();
  silent.close();
});
