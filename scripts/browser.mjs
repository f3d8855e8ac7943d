// @ts-check
/**
 * The Chromium the tests and the bench drive: Playwright's own build where it is installed,
 * else the system's (Debian's `chromium` package, or CHROMIUM_PATH). Where there is neither,
 * stop with a message that says how to get one, instead of a stack trace.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

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

/** @returns {string | undefined} a path, or undefined to use Playwright's own build */
export function chromiumExecutable() {
  if (existsSync(chromium.executablePath())) return undefined;
  const found = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ].find((path) => !!path && existsSync(path));
  if (found) return found;
  throw new Error(
    [
      'No Chromium found for the browser tests and the bench.',
      'Install one of these, then run the command again:',
      "  - Playwright's own:  npx playwright install chromium",
      '  - Debian/Ubuntu:      sudo apt-get install -y chromium',
      '  - anywhere else:      set CHROMIUM_PATH to a Chromium or Chrome executable',
    ].join('\n'),
  );
}

/** The executable itself, for tools that start Chromium on their own (Lighthouse). */
export function chromiumPath() {
  return chromiumExecutable() ?? chromium.executablePath();
}
