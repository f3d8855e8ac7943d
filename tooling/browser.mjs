// @ts-check
/**
 * The browsers the tests and the bench drive. Chromium: Playwright's own build where it is
 * installed, else the system's (Debian's `chromium` package, or CHROMIUM_PATH). Firefox and
 * WebKit: the system's (Debian's `firefox-esr`, `webkit2gtk-driver`, `xvfb`; docs/testing.md
 * says why). Where one is missing, stop with a message that says how to get it, instead of a
 * stack trace.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chromium, firefox } from 'playwright';

/** Flags for a machine with a closed network: no calls home, no updates, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian (and Ubuntu's chromium packages) put each build. */
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
/** Debian's `chromium-headless-shell`: the same Blink without the browser around it. */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The message for a machine with no Chromium at all. */
function noChromium() {
  return new Error(
    [
      'No Chromium found for the browser tests and the bench.',
      'Install one of these, then run the command again:',
      ...GET_THE_ENGINES,
      '  - anywhere else:    set CHROMIUM_PATH to a Chromium or Chrome executable',
    ].join('\n'),
  );
}

/**
 * The browser the tests drive, headless: Playwright's own (undefined: Playwright picks its own
 * headless shell), else CHROMIUM_PATH, else Debian's headless shell, which starts a page on
 * less than half the processor time the full browser needs, else the full system browser.
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  if (existsSync(chromium.executablePath())) return undefined;
  const found = [process.env.CHROMIUM_PATH, SYSTEM_HEADLESS_SHELL, ...SYSTEM_BROWSERS].find(
    (path) => !!path && existsSync(path),
  );
  if (found) return found;
  throw noChromium();
}

/**
 * The full browser, for what measures a visitor's own browser (Lighthouse, the throttled bench):
 * Playwright's own, else CHROMIUM_PATH, else the system's.
 * @returns {string}
 */
export function chromiumPath() {
  if (existsSync(chromium.executablePath())) return chromium.executablePath();
  const found = [process.env.CHROMIUM_PATH, ...SYSTEM_BROWSERS].find((path) => !!path && existsSync(path));
  if (found) return found;
  throw noChromium();
}

/**
 * Goes down the whole page as a reader would: every picture is brought into view and waited for
 * until it has loaded (lazy ones included), the page is seen to its end, then back to the top.
 * It waits on the pictures themselves and on painted frames, never on a clock.
 * @param {import('playwright').Page} page
 */
export async function scrollThroughPage(page) {
  await page.evaluate(async () => {
    const painted = () =>
      new Promise((resolveFrame) => requestAnimationFrame(() => requestAnimationFrame(resolveFrame)));
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
    await painted();
    for (const image of Array.from(document.images)) {
      image.scrollIntoView({ block: 'center', behavior: 'instant' });
      if (!image.complete) {
        await new Promise((resolveImage) => {
          image.addEventListener('load', resolveImage, { once: true });
          image.addEventListener('error', resolveImage, { once: true });
        });
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * How far the page has moved by itself since it began to load (Chromium's layout-shift entries,
 * summed: its Cumulative Layout Shift), read once the next frame has been painted.
 * @param {import('playwright').Page} page
 * @returns {Promise<number>}
 */
export function layoutShift(page) {
  return page.evaluate(
    () =>
      new Promise((resolveShift) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += /** @type {any} */ (entry).value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolveShift(total)));
      }),
  );
}

/**
 * How to get every engine: Debian's packages through the one script that hosted CI and the dev
 * container also run; on a Mac or Windows (no WebKitGTK there), the dev container itself.
 */
const GET_THE_ENGINES = [
  '  - Debian 12:        bash scripts/install-test-browsers.sh',
  '  - a Mac or Windows: open the project in its dev container (.devcontainer/, or GitHub',
  '                      Codespaces from a browser), where npm test has all three: docs/testing.md',
];

/**
 * The oldest system Firefox the tests can drive: Playwright 1.64 asks WebDriver BiDi for commands
 * (`network.addDataCollector` among them) that ESR 140 answers with "unknown command".
 */
export const OLDEST_FIREFOX = 153;

/**
 * The major version a Firefox executable reports ("Mozilla Firefox 153.7.0esr" gives 153), or
 * undefined where it does not say.
 * @param {string} path
 * @returns {number | undefined}
 */
export function firefoxVersion(path) {
  try {
    // What it says besides its version (a sandbox's complaint, on a machine that refuses user
    // namespaces) is not ours to print: npm test speaks in its own words only.
    const printed = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const major = /Firefox (\d+)\./.exec(printed)?.[1];
    return major ? Number(major) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Firefox for the browser tests: Playwright's own build where it is installed (no channel), else
 * FIREFOX_PATH or Debian's ESR, driven over WebDriver BiDi (the `moz-firefox` channel). A system
 * Firefox older than OLDEST_FIREFOX stops the run with how to update it, instead of every Firefox
 * test failing on "unknown command".
 * @param {(path: string) => boolean} [exists] how a file is looked for (a test passes its own)
 * @param {(path: string) => number | undefined} [versionOf] how its version is read (likewise)
 * @returns {{ executablePath?: string, channel?: string }}
 */
export function firefoxLaunch(exists = existsSync, versionOf = firefoxVersion) {
  if (exists(firefox.executablePath())) return {};
  const found = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (path) => !!path && exists(path),
  );
  if (!found) {
    throw new Error(
      [
        'No Firefox found for the browser tests (they run in Chromium, Firefox and WebKit).',
        'Install the engines, then run the command again:',
        ...GET_THE_ENGINES,
        '  - anywhere else:    set FIREFOX_PATH to a Firefox executable',
      ].join('\n'),
    );
  }
  const version = versionOf(found);
  if (version !== undefined && version < OLDEST_FIREFOX) {
    throw new Error(
      [
        `${found} is Firefox ${version}; the browser tests need Firefox ${OLDEST_FIREFOX} or later.`,
        'Update it, then run the command again:',
        '  - Debian 12:        bash scripts/install-test-browsers.sh (ESR 153 is in bookworm-security)',
        '  - anywhere else:    set FIREFOX_PATH to a newer Firefox executable',
      ].join('\n'),
    );
  }
  return { executablePath: found, channel: 'moz-firefox' };
}

/**
 * WebKit for the browser tests: WebKitGTK's WebDriver and its MiniBrowser, shown on a virtual
 * screen (Xvfb). Playwright cannot drive WebKitGTK, so e2e/webkit/ speaks classic WebDriver.
 * @param {(path: string) => boolean} [exists] how a file is looked for (a test passes its own)
 * @returns {{ driver: string, browser: string, xvfb: string }}
 */
export function webkitParts(exists = existsSync) {
  const lib = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu'].find((dir) =>
    exists(`${dir}/webkit2gtk-4.1/MiniBrowser`),
  );
  const parts = {
    driver: process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
    browser: process.env.WEBKIT_BROWSER_PATH ?? `${lib}/webkit2gtk-4.1/MiniBrowser`,
    xvfb: '/usr/bin/Xvfb',
  };
  const missing = Object.values(parts).filter((path) => !exists(path));
  if (missing.length === 0) return parts;
  throw new Error(
    [
      `No WebKit found for the browser tests (missing: ${missing.join(', ')}).`,
      'Install the engines, then run the command again:',
      ...GET_THE_ENGINES,
      '  - anywhere else:    set WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH to a WebKitGTK',
      '                      WebDriver and its MiniBrowser (Xvfb must be installed)',
    ].join('\n'),
  );
}

/**
 * Stops a process and waits for it; one that has already ended will not say so again.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function endProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  // The whole group where it leads one (WebKit's driver and its browser), else the process alone.
  try {
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
  } catch {
    child.kill();
  }
  await exited;
}

/** An X server on a free display, for WebKit's window. */
export async function startScreen() {
  const { xvfb } = webkitParts();
  // -displayfd: Xvfb picks a free display and writes its number to the given descriptor.
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [number] = /** @type {[Buffer]} */ (await once(/** @type {NodeJS.ReadableStream} */ (child.stdio[3]), 'data'));
  return { display: `:${number.toString().trim()}`, close: () => endProcess(child) };
}
