import { test as base, expect } from '@playwright/test';
import { SCENARIOS, type Scenario } from './engine-scenarios';
import { mailboxFixture, type Mailbox } from './fixtures';
import type { Browser } from '@playwright/test';
import { openPlaywright, openWebKit, startScreen, type Session } from './support/engines';

/*
 * Runs the one list of engine scenarios (e2e/engine-scenarios.ts) in each engine it names. Each
 * test is tagged with its engine; the `firefox` and `webkit` projects of playwright.config.ts
 * pick their own by the tag, and the `desktop` project runs Chromium's beside its other specs.
 */
const test = base.extend<
  object,
  {
    mailbox: Mailbox;
    xScreen: { display: string };
    firefoxScriptsOff: Browser;
  }
>({
  mailbox: [mailboxFixture, { scope: 'worker' }],
  xScreen: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const screen = await startScreen();
      await use(screen);
      await screen.close();
    },
    { scope: 'worker' },
  ],
  // A Firefox whose scripts are off by its own preference, started when a scenario asks for it.
  firefoxScriptsOff: [
    async ({ playwright, launchOptions }, use) => {
      const prefs = { ...launchOptions.firefoxUserPrefs, 'javascript.enabled': false };
      const firefox = await playwright.firefox.launch({ ...launchOptions, firefoxUserPrefs: prefs });
      await use(firefox);
      await firefox.close();
    },
    { scope: 'worker' },
  ],
});

/** Plays a scenario in a session, then closes it: every console problem it did not expect fails it. */
async function play(scenario: Scenario, session: Session, mailbox: Mailbox) {
  try {
    if (scenario.open?.javascript === false) {
      // Scripts really are off: the contact page's note for `(scripting: none)` shows.
      await session.page.go('/contact');
      expect(await session.page.shown('.no-js-only'), 'the engine was asked to turn scripts off').toBe(true);
    }
    await scenario.run({ session, page: session.page, mailbox });
    const unexpected = session.consoleProblems().filter((line) => !scenario.console?.test(line));
    expect(unexpected, 'console errors and warnings').toEqual([]);
  } finally {
    await session.close();
  }
}

for (const scenario of SCENARIOS) {
  const scriptsOff = scenario.open?.javascript === false;
  if (scenario.engines.includes('chromium')) {
    test(`${scenario.name} @chromium`, async ({ browser, mailbox }) =>
      play(scenario, await openPlaywright(browser, mailbox.origin, scenario.open), mailbox));
  }
  if (scenario.engines.includes('firefox') && scriptsOff) {
    test(`${scenario.name} @firefox`, async ({ firefoxScriptsOff, mailbox }) =>
      play(scenario, await openPlaywright(firefoxScriptsOff, mailbox.origin, scenario.open), mailbox));
  } else if (scenario.engines.includes('firefox')) {
    test(`${scenario.name} @firefox`, async ({ browser, mailbox }) =>
      play(scenario, await openPlaywright(browser, mailbox.origin, scenario.open), mailbox));
  }
  if (scenario.engines.includes('webkit')) {
    test(`${scenario.name} @webkit`, async ({ xScreen, mailbox }) =>
      play(scenario, await openWebKit(xScreen.display, mailbox.origin, scenario.open), mailbox));
  }
}
