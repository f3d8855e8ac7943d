/** The one console guard: what every page of a Playwright context says in its console. */
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** Playwright's own word when a context blocks the service worker (playwright.config.ts). */
const PLAYWRIGHT_OWN = /^warning: Service Worker registration blocked by Playwright/;

export interface ConsoleWatch {
  /** Errors, warnings and uncaught exceptions, but for those `allowed` matches. */
  problems(allowed?: RegExp[]): string[];
  /** Every line, of every kind, for the report of a failed test. */
  lines(): string[];
}

/**
 * Listens to every page the context opens (and those it has), without opening one itself: a
 * test that only sends requests opens none. Every test fails on a problem it did not expect.
 */
export function watchConsole(context: BrowserContext): ConsoleWatch {
  const lines: string[] = [];
  const problems: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      const line = `${message.type()}: ${message.text()} (${message.location().url})`;
      lines.push(line);
      if (/^(error|warning)$/.test(message.type()) && !PLAYWRIGHT_OWN.test(line)) problems.push(line);
    });
    page.on('pageerror', (error) => {
      lines.push(`uncaught: ${error.message}`);
      problems.push(`uncaught: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    problems: (allowed = []) => problems.filter((line) => !allowed.some((pattern) => pattern.test(line))),
    lines: () => lines,
  };
}

/** Adds a failed test's console to its report. */
export async function attachConsole(testInfo: TestInfo, lines: string[]): Promise<void> {
  await testInfo.attach('console', { body: lines.join('\n') || '(nothing was said)', contentType: 'text/plain' });
}
