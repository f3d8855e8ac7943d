import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, firefoxLaunch, webkitParts } from './tooling/browser.mjs';
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

/** Firefox's preferences: proxy 127.0.0.1 too (e2e/fixtures.ts: proxy), and no calls home. */
const FIREFOX_PREFS = {
  'network.proxy.allow_hijacking_localhost': true,
  'app.update.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
};
/** What Chromium proves in the other specs, asked of the other engines as they are. */
const ENGINE_SPECS = ['engines.spec.ts', 'webkit.spec.ts'];
// Stop here with how to install WebKit, as for the other two, rather than in every WebKit test.
webkitParts();
const firefox = (prefs: Record<string, boolean> = {}) => ({
  browserName: 'firefox' as const,
  viewport: { width: 1280, height: 800 },
  launchOptions: { ...firefoxLaunch(), firefoxUserPrefs: { ...FIREFOX_PREFS, ...prefs } },
});

export default defineConfig({
  testDir: './e2e',
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
    // No trace by default: recording one makes every test slower. To see a
    // failure step by step, run it again with `npx playwright test <file> --trace on`.
    trace: 'off',
    launchOptions,
  },
  projects: [
    // Every test runs on a desktop screen; tests that set their own viewport run there too.
    {
      name: 'desktop',
      testIgnore: ENGINE_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    // On a phone (touch, a narrow screen, a dense display) only what depends on it runs again,
    // tagged @phone: the header and its drawer, tap sizes, the sticky header over anchors, the
    // JavaScript-off drawer, hydration on a touch, which pictures a dense screen picks, and axe
    // on every page as a phone lays it out.
    { name: 'phone', testIgnore: ENGINE_SPECS, use: { ...devices['Pixel 7'], launchOptions }, grep: /@phone/ },
    // Firefox (Debian's ESR: no scroll-driven animations) runs what rests on engine features
    // (e2e/engines.spec.ts) and the pages with scripts off: its WebDriver BiDi backend ignores
    // javaScriptEnabled, so a browser of its own has them off by preference.
    // One worker each for Firefox and WebKit: a second Firefox costs more processor time to
    // start, and the other worker meanwhile runs Chromium's tests.
    { name: 'firefox', testMatch: 'engines.spec.ts', use: firefox(), workers: 1 },
    // WebKit (WebKitGTK's MiniBrowser, driven over classic WebDriver by e2e/webkit.spec.ts itself:
    // Playwright cannot drive it) with and without invoker commands, and with scripts off.
    { name: 'webkit', testMatch: 'webkit.spec.ts', workers: 1 },
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
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
