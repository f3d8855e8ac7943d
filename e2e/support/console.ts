/**
 * The one console guard: what every page and service worker of a Playwright context says in its
 * console.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext, ConsoleMessage, Page, TestInfo } from '@playwright/test';

/** Playwright's own word when a context blocks the service worker (playwright.config.ts). */
const PLAYWRIGHT_OWN = /^warning: Service Worker registration blocked by Playwright/;

export interface ConsoleWatch {
  /** Errors, warnings and uncaught exceptions, but for those `allowed` matches. */
  problems(allowed?: RegExp[]): string[];
  /** Every line, of every kind, for the report of a failed test. */
  lines(): string[];
}

/**
 * Listens to every page the context opens (and those it has), and to its service workers (in
 * Chromium, whose workers Playwright can hear), without opening a page itself: a test that only
 * sends requests opens none. Every test fails on a problem it did not expect.
 */
export function watchConsole(context: BrowserContext): ConsoleWatch {
  const lines: string[] = [];
  const problems: string[] = [];
  const hear = (message: ConsoleMessage, from = '') => {
    const line = `${from}${message.type()}: ${message.text()} (${message.location().url})`;
    lines.push(line);
    if (/^(error|warning)$/.test(message.type()) && !PLAYWRIGHT_OWN.test(line)) problems.push(line);
  };
  const watch = (page: Page) => {
    page.on('pageerror', (error) => {
      lines.push(`uncaught: ${error.message}`);
      problems.push(`uncaught: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  context.on('console', (message) => hear(message, message.page() ? '' : 'service worker: '));
  return {
    problems: (allowed = []) => problems.filter((line) => !allowed.some((pattern) => pattern.test(line))),
    lines: () => lines,
  };
}

/**
 * Adds a picture of each page still open to a failed test's report, as a file in its folder of
 * test-results/ (test-failed-1.png, ...) as well. Playwright's own `screenshot: 'only-on-failure'`
 * pictures every page of every context as it closes, before it knows how the test ended, and
 * throws a passing test's pictures away: a picture every test of a green run paid for (and a
 * Firefox with scripts off waited on for its fonts). Taken here, once the test has failed, they
 * cost a green run nothing.
 */
export async function attachPictures(testInfo: TestInfo, pages: Page[]): Promise<void> {
  for (const [index, page] of pages.entries()) {
    const path = testInfo.outputPath(`test-failed-${index + 1}.png`);
    const taken = await page.screenshot({ path, timeout: 5_000 }).catch(() => undefined);
    if (taken) await testInfo.attach('screenshot', { path, contentType: 'image/png' });
  }
}

/** Adds a failed test's console to its report, and as console.txt in its folder of test-results/. */
export async function attachConsole(testInfo: TestInfo, lines: string[]): Promise<void> {
  const path = testInfo.outputPath('console.txt');
  await writeFile(path, lines.join('\n') || '(nothing was said)');
  await testInfo.attach('console', { path, contentType: 'text/plain' });
}
