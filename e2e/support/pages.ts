/** What the browser tests do to a page in Playwright: reach for an island, hold requests, take a feature away. */
import type { Page } from '@playwright/test';
import { CONTACT_LABELS, contactMessage, type ContactValues } from './site';

/**
 * The islands, by name. Each marks its root element with `data-island` (in the built page) and
 * with `data-hydrated` once React has taken it over: the tests' one signal, not Astro's markup.
 */
type Island = 'SiteHeader' | 'Dialog' | 'ContactForm';

/**
 * Waits until the island `name` has hydrated. Every island hydrates only when a visitor reaches
 * for it (client:interaction): use reachForHeader or reachForForm first.
 */
export async function hydrated(page: Page, name: Island): Promise<void> {
  await page.locator(`[data-hydrated="${name}"]`).first().waitFor({ state: 'attached' });
}

/** Hydrates the header as a visitor's first touch would: focus moves into it. */
export async function reachForHeader(page: Page): Promise<void> {
  await page.getByRole('banner').locator('a').first().focus();
  await hydrated(page, 'SiteHeader');
  await page.locator(':focus').blur();
}

/**
 * Hydrates the contact form as a visitor's first touch would: focus moves into its first field
 * (and stays there).
 */
export async function reachForForm(page: Page): Promise<void> {
  await page.getByLabel(CONTACT_LABELS.FirstName, { exact: true }).focus();
  await hydrated(page, 'ContactForm');
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
    // On to the next handler: a request for the mailbox's address goes to this worker's mailbox.
    await route.fallback();
  });
  return release;
}

/** Every request the page makes for a script file, as it makes them. */
export function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Resolves once the browser has had an idle moment (when `client:idle` islands would start). */
export async function browserIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * A platform feature a browser may lack that no engine in the tests lacks (popover: iOS before 17),
 * and how to take it away from Chromium. Missing invokers and scroll timelines are real in WebKit
 * and Firefox ESR (e2e/engine-scenarios.ts): the page's HTML
 * is rewritten as it arrives so that Chromium no longer finds the feature in it (the attribute
 * that needs it, the CSS condition that tests for it), and the script-side check reports it
 * missing. Rewriting inline CSS changes its hash, so tests that use this set `bypassCSP`.
 */
const WITHOUT = {
  popover: {
    html: [
      [/ popover="auto"/g, ''],
      [/popoverTarget=/gi, 'data-no-popovertarget='],
      [/:popover-open/g, ':no-such-popover-state'],
    ],
    script: () => delete (HTMLElement.prototype as { popover?: unknown }).popover,
  },
} satisfies Record<string, { html: [RegExp, string][]; script: () => void }>;

/** Makes Chromium behave as a browser without `feature` for the pages this test opens. */
export async function withoutFeature(page: Page, feature: keyof typeof WITHOUT): Promise<void> {
  const { html, script } = WITHOUT[feature];
  await page.addInitScript(script);
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || new URL(request.url()).hostname !== '127.0.0.1') {
      return route.fallback();
    }
    const response = await route.fetch();
    let body = await response.text();
    for (const [pattern, replacement] of html) body = body.replace(pattern, replacement);
    await route.fulfill({ response, body });
  });
}

/** Resolves once the service worker controls the page (tests that set serviceWorkers: 'allow'). */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** Every Content-Security-Policy report the pages of this test raise, as "directive blocked-URI". */
export async function cspReports(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => reports.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  return reports;
}
