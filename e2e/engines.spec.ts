import { test as base, expect } from '@playwright/test';
import { SCENARIOS, type Scenario } from './engine-scenarios';
import { mailboxFixture, type Mailbox } from './fixtures';
import { openFirefox, openWebKit, startFirefoxScriptsOff, startScreen, type Session } from './support/engines';

/*
 * Runs the one list of engine scenarios (e2e/engine-scenarios.ts) in each engine it names. Each
 * test is tagged with its engine; the `firefox` and `webkit` projects of playwright.config.ts each
 * pick their own by the tag. Chromium proves the same in the other specs.
 */
const test = base.extend<
  object,
  {
    mailbox: Mailbox;
    xScreen: { display: string };
    firefoxScriptsOff: Awaited<ReturnType<typeof startFirefoxScriptsOff>>;
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
  firefoxScriptsOff: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const firefox = await startFirefoxScriptsOff();
      await use(firefox);
      await firefox.quit();
    },
    { scope: 'worker' },
  ],
});

/** Plays a scenario in a session, then closes it: every console problem it did not expect fails it. */
async function play(scenario: Scenario, session: Session, mailbox: Mailbox) {
  try {
    await scenario.run({ session, page: session.page, mailbox });
    const unexpected = session.consoleProblems().filter((line) => !scenario.console?.test(line));
    expect(unexpected, 'console errors and warnings').toEqual([]);
  } finally {
    await session.close();
  }
}

for (const scenario of SCENARIOS) {
  const scriptsOff = scenario.open?.javascript === false;
  if (scenario.engines.includes('firefox')) {
    if (scriptsOff) {
      test(`${scenario.name} @firefox`, async ({ firefoxScriptsOff, mailbox }) =>
        play(scenario, await firefoxScriptsOff.open(scenario.open), mailbox));
    } else {
      test(`${scenario.name} @firefox`, async ({ browser, mailbox }) =>
        play(scenario, await openFirefox(browser, mailbox.origin, scenario.open), mailbox));
    }
  }
  if (scenario.engines.includes('webkit')) {
    test(`${scenario.name} @webkit`, async ({ xScreen, mailbox }) =>
      play(scenario, await openWebKit(xScreen.display, mailbox.origin, scenario.open), mailbox));
  }
}
