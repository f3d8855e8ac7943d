import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, chromiumPath, firefoxLaunch, webkitParts } from './tooling/browser.mjs';
import { freePort } from './tooling/free-port.mjs';

/*
 * Every server the tests start takes a free port chosen now, so `npm test` runs beside
 * `npm start` or anything else. The config is read again in each worker: the ports go into the
 * environment the workers inherit, so all read the same ones (e2e/fixtures.ts: SITE_ORIGIN...).
 */
process.env.SSMC_TEST_SITE_PORT ||= String(await freePort());
process.env.SSMC_TEST_CDN_PORT ||= String(await freePort());
const site = `http://127.0.0.1:${process.env.SSMC_TEST_SITE_PORT}`;
const cdn = `http://127.0.0.1:${process.env.SSMC_TEST_CDN_PORT}`;

const launchOptions = { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS };
/**
 * The full browser, for what the headless shell lacks: Background Sync (e2e/outbox.spec.ts,
 * e2e/deploy.spec.ts) and the back/forward cache (e2e/back-forward.spec.ts, and the engine
 * scenarios tagged @chromium-full), which Playwright turns off and a visitor's browser has on.
 */
const FULL_BROWSER_SPECS = ['outbox.spec.ts', 'back-forward.spec.ts', 'deploy.spec.ts'];
const fullBrowser = {
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
};

/** Firefox's preferences: proxy 127.0.0.1 too (each session's proxy, e2e/support/drivers.ts), and no calls home. */
const FIREFOX_PREFS = {
  'network.proxy.allow_hijacking_localhost': true,
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
};
// Stop here with how to install WebKit, as for the other two, rather than in every WebKit test.
webkitParts();
const firefox = (prefs: Record<string, boolean> = {}) => ({
  browserName: 'firefox' as const,
  viewport: { width: 1280, height: 800 },
  launchOptions: { ...firefoxLaunch(), firefoxUserPrefs: { ...FIREFOX_PREFS, ...prefs } },
});

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: site,
    // The service worker would answer some requests from its cache and make routing in the tests
    // depend on what an earlier page kept; e2e/offline.spec.ts allows it where it is the subject.
    serviceWorkers: 'block',
    // A failed test keeps a picture of its pages and their console (e2e/fixtures.ts,
    // e2e/engines.spec.ts), in the report (playwright-report/, kept by hosted CI on a failure) and
    // in test-results/. Taken only on a failure, they cost a green run nothing; Playwright's own
    // 'only-on-failure' pictures every page of every test as its context closes, so it is off, as
    // is a trace, which would be recorded for every test: to see a failure step by step, run it
    // again with `--trace on`.
    screenshot: 'off',
    trace: 'off',
    launchOptions,
  },
  projects: [
    // Every test runs on a desktop screen; tests that set their own viewport run there too.
    {
      name: 'desktop',
      metadata: { browser: "Chromium's headless shell, through Playwright, on a desktop screen" },
      // The engine scenarios Chromium runs too, in the same workers (e2e/engines.spec.ts).
      grepInvert: /@firefox|@webkit|@chromium-full/,
      testIgnore: FULL_BROWSER_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // The same screen in the full browser, a project of its own: Playwright runs a spec only in a
    // worker whose browser was launched as it asks, so these specs in the desktop project stopped
    // its workers and started others, with new browsers, each time the tests came to them and left.
    {
      name: 'desktop-full',
      metadata: { browser: 'the full Chromium (Background Sync, the back/forward cache), through Playwright' },
      testMatch: [...FULL_BROWSER_SPECS, 'engines.spec.ts'],
      grepInvert: /@chromium$|@firefox|@webkit/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: fullBrowser },
    },
    // On a phone (touch, a narrow screen, a dense display) only what depends on it runs again,
    // tagged @phone: the header and its drawer, tap sizes, the sticky header over anchors, the
    // JavaScript-off drawer, hydration on a touch, which pictures a dense screen picks, and axe
    // on every page as a phone lays it out.
    {
      name: 'phone',
      metadata: { browser: "Chromium's headless shell as a Pixel 7 (touch, narrow, dense)" },
      use: { ...devices['Pixel 7'], launchOptions },
      grep: /@phone/,
    },
    // What rests on engine features, in Firefox (Debian's ESR) and WebKit (WebKitGTK's MiniBrowser)
    // as in Chromium: the one list of e2e/engine-scenarios.ts, run by e2e/engines.spec.ts, each
    // engine picking its own by tag. One worker each: a second Firefox would cost its start
    // again, and the other worker meanwhile runs Chromium's tests.
    {
      name: 'firefox',
      metadata: { browser: "Debian's Firefox ESR, through Playwright over WebDriver BiDi" },
      testMatch: 'engines.spec.ts',
      grep: /@firefox/,
      use: firefox(),
      workers: 1,
    },
    {
      name: 'webkit',
      metadata: { browser: "WebKitGTK's MiniBrowser, through selenium-webdriver" },
      testMatch: 'engines.spec.ts',
      grep: /@webkit/,
      workers: 1,
    },
  ],
  // The site as built by `npm run build:local`. Its contact form sends to the local mailbox's
  // address; each worker answers that address with a mailbox of its own (e2e/fixtures.ts).
  webServer: [
    {
      // --ignore-lock: run beside a preview the developer may already have open (`npm start`).
      command: `npm run preview -- --ignore-lock --host 127.0.0.1 --port ${process.env.SSMC_TEST_SITE_PORT}`,
      url: site,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same dist/ as Cloudflare Pages serves it: its own runtime, `wrangler pages dev`
      // (e2e/cdn.spec.ts). It is slow to start, hence its own time limit.
      command: `node tooling/cdn.mjs --port ${process.env.SSMC_TEST_CDN_PORT} --dir dist`,
      url: `${cdn}/`,
      timeout: 60_000,
      // Asked to stop, it removes the state it kept (tooling/cdn.mjs); a process killed outright
      // would leave it in the system's temporary folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
