import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { scrollThroughPage } from '../scripts/page-weight.mjs';

export { expect };

interface ConsoleGuard {
  /** Accept console messages matching this pattern in the current test (a deliberate error). */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a console error or warning, or an uncaught exception, that it did not
 * expect: the one place the "no warnings in the browser console" rule is checked.
 */
/** Hosts we do not own that the site links to or embeds, answered here by stand-ins. */
export const STAND_IN_HOSTS = ['www.zeffy.com', 'wishlist.example.org'];

export const test = base.extend<{ consoleGuard: ConsoleGuard; thirdParties: void }>({
  /**
   * The network edge we do not own. The donation form and the wish-list shop are answered by a
   * plain stand-in page; any other outside request is refused. Tests never depend on the real
   * services, which this machine cannot reach.
   */
  thirdParties: [
    async ({ context }, use) => {
      await context.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) => {
          const { hostname, href } = new URL(route.request().url());
          if (!STAND_IN_HOSTS.includes(hostname)) return route.abort('blockedbyclient');
          return route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html lang="en"><title>Stand-in for ${hostname}</title><p>Stand-in for ${href}</p></html>`,
          });
        },
      );
      await use();
    },
    { auto: true },
  ],

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

/**
 * The paths of every page in the built sitemap (dist/sitemap-0.xml), so the checks that walk
 * the whole site cover a page as soon as it exists.
 */
export function sitemapPaths(): string[] {
  const xml = readFileSync(join(import.meta.dirname, '..', 'dist', 'sitemap-0.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (paths.length === 0) throw new Error('dist/sitemap-0.xml lists no pages: build the site first');
  return paths;
}

/** Scrolls through the whole page so lazy pictures load and visible islands hydrate. */
export const visitWholePage = (page: Page) => scrollThroughPage(page);

/** The contact form's fields by their visible labels. */
export const CONTACT_LABELS = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  ContactEmail: 'Email',
  Question: 'Questions For SSMC',
  Prayers: 'How Can We Pray For You?',
} as const;

export type ContactValues = Record<keyof typeof CONTACT_LABELS, string>;

/** A visitor's message; pass a token to find it again in the local mailbox. */
export function contactMessage(token = 'check'): ContactValues {
  return {
    FirstName: 'Ruth',
    LastName: 'Yoder',
    ContactEmail: 'ruth.yoder@example.com',
    Question: `Is the H.O.P.E. Box open to families in Alum Bank? (${token})`,
    Prayers: `Please pray for my mother's health.\nThank you. (${token})`,
  };
}

/** Types a message into the contact form, field by field, as a visitor would. */
export async function fillContactForm(page: Page, values: ContactValues = contactMessage()): Promise<void> {
  for (const [name, label] of Object.entries(CONTACT_LABELS)) {
    await page.getByLabel(label, { exact: true }).fill(values[name as keyof ContactValues]);
  }
}

/**
 * Holds every request to `url` until the returned function is called: the page stays in its
 * "waiting for the service" state for as long as a test needs to look at it.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
