import { test as base, expect, type Page } from '@playwright/test';

export { expect };

interface ConsoleGuard {
  /** Accept console messages matching this pattern in the current test (a deliberate error). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a console error or warning, or an uncaught exception, that it did not
 * expect: the one place the "no warnings in the browser console" rule is checked.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          seen.push(`${message.type()}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = seen.filter((line) => !allowed.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until the React island whose component file is `name` has hydrated. */
export async function hydrated(page: Page, name: string): Promise<void> {
  await page.locator(`astro-island[component-url*="/${name}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}

/** The pages of the site, with the h1 each one shows. */
export const PAGES = [
  { path: '/', title: 'Sweet Surrender Ministry Center', h1: 'Sweet Surrender Ministry Center' },
  { path: '/contact', title: 'Contact — Sweet Surrender Ministry Center', h1: 'Contact' },
  { path: '/donate', title: 'Donate — Sweet Surrender Ministry Center', h1: 'Donate' },
  { path: '/projects', title: 'Projects — Sweet Surrender Ministry Center', h1: 'Projects' },
  { path: '/legal', title: 'Privacy Policy — Sweet Surrender Ministry Center', h1: 'Online Privacy Policy' },
] as const;

export const PHONE = { width: 390, height: 844 };
