import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { LOCAL_MAILBOX_ORIGIN } from '../src/settings';
import { PAGES, SITE, visibleMenu } from '../src/site';
import { outsideHosts } from '../tooling/outside-hosts.mjs';
import { startForwardingProxy } from './support/forwarding-proxy.mjs';
import { addressToOpen } from '../src/lib/paths';

export { expect };

interface ConsoleGuard {
  /** Accept console messages matching this pattern in the current test (a deliberate error). */
  allow(pattern: RegExp): void;
}

/** Hosts we do not own that the site links to or embeds, answered here by stand-ins. */
const STAND_IN_HOSTS = outsideHosts();

/** Any address not on this computer (the site, its CDN and the mailbox are all on 127.0.0.1). */
const OUTSIDE = /^(?!https?:\/\/(?:127\.0\.0\.1|localhost)[:/])/;

/** The built site as Cloudflare's runtime serves it (playwright.config.ts chose the port). */
export const CDN_ORIGIN = `http://127.0.0.1:${process.env.SSMC_TEST_CDN_PORT}`;

/** The address the local build's contact form sends to (the local mailbox's). */
export const MAILBOX_ORIGIN = LOCAL_MAILBOX_ORIGIN;

/** A message as the mailbox received it: what EmailJS would have been sent. */
export interface Received {
  lib_version: string;
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: Record<string, string>;
}

export interface Mailbox {
  /** The messages this worker's mailbox received that carry `token`. */
  messagesWith(token: string): Promise<Received[]>;
  /** This worker's mailbox: where MAILBOX_ORIGIN is answered. */
  origin: string;
  /** A proxy that sends MAILBOX_ORIGIN's requests to this mailbox, for Firefox and WebKit. */
  proxy: string;
}

/**
 * The local mailbox (`npm run mailbox`), one for each worker on a free port. The local build
 * sends to MAILBOX_ORIGIN; each test's browser is pointed from there to this worker's mailbox,
 * so nothing else listening at that address (`npm start`'s own mailbox) is ever reached.
 */
// eslint-disable-next-line no-empty-pattern
export async function mailboxFixture({}, use: (mailbox: Mailbox) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'ssmc-e2emailbox-'));
  // The command people run (npm run mailbox), on a port the system chooses.
  const child = spawn(process.execPath, ['scripts/mailbox.mjs', '--port', '0', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [first] = (await once(child.stdout, 'data')) as [Buffer];
  const origin = /http:\/\/127\.0\.0\.1:\d+/.exec(first.toString())?.[0];
  if (!origin) throw new Error(`The mailbox did not say where it listens: ${first}`);
  const proxy = await startForwardingProxy({ from: MAILBOX_ORIGIN, to: origin });
  await use({
    origin,
    proxy: proxy.origin,
    messagesWith: async (token) => {
      const all = (await (await fetch(`${origin}/messages`)).json()) as Received[];
      return all.filter((message) => JSON.stringify(message).includes(token));
    },
  });
  await proxy.close();
  child.kill();
  await rm(dir, { recursive: true, force: true });
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; thirdParties: void }, { mailbox: Mailbox }>({
  mailbox: [mailboxFixture, { scope: 'worker' }],

  /**
   * Firefox applies the page's CSP to a request redirected by route.continue, so it reaches the
   * worker's mailbox through a proxy instead (the config lets it proxy 127.0.0.1 too).
   */
  proxy: async ({ browserName, mailbox }, use) => {
    await use(browserName === 'firefox' ? { server: mailbox.proxy } : undefined);
  },

  /**
   * The network edge we do not own. The donation form and the wish-list shop are answered by a
   * plain stand-in page; any other outside request is refused. Tests never depend on the real
   * services, which this machine cannot reach.
   */
  thirdParties: [
    async ({ context, mailbox, browserName }, use) => {
      // Chromium is pointed at the worker's mailbox here; Firefox through the proxy (below).
      if (browserName === 'chromium') {
        await context.route(`${MAILBOX_ORIGIN}/**`, (route) =>
          route.continue({ url: route.request().url().replace(MAILBOX_ORIGIN, mailbox.origin) }),
        );
      }
      // A regular expression, not a function: Playwright matches it in the browser's process, so
      // the site's own requests never make the trip to this worker and back (a function is asked
      // about every request).
      await context.route(OUTSIDE, (route) => {
        const { hostname, href } = new URL(route.request().url());
        // The editor at /admin asks GitHub's status page whether GitHub is having trouble.
        if (hostname === 'www.githubstatus.com') return route.fulfill({ json: { status: { indicator: 'none' } } });
        if (!STAND_IN_HOSTS.includes(hostname)) return route.abort('blockedbyclient');
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>Stand-in for ${hostname}</title><p>Stand-in for ${href}</p></html>`,
        });
      });
      await use();
    },
    { auto: true },
  ],

  /**
   * Every test fails on a console error or warning, or an uncaught exception, that it did not
   * expect: the one place the "no warnings in the browser console" rule is checked.
   */
  consoleGuard: [
    async ({ page }, use) => {
      const seen: string[] = [];
      // Playwright's own word when the config blocks the service worker (see playwright.config.ts).
      const allowed: RegExp[] = [/^warning: Service Worker registration blocked by Playwright/];
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

/**
 * Where a test opens each page of the site's one list (PAGES in src/site.ts): every page at its
 * own address, and the not-found page at an address that has no page.
 */
export const PAGE_ADDRESSES = PAGES.map((page) => addressToOpen(page.path));

/** The pages search engines may list, the ones the sitemap holds: every page but the not-found one. */
export const INDEXED_PATHS = PAGES.filter((page) => page.indexed).map((page) => page.path);

/** The menu as visitors see it (Home, Contact, Projects, Donate, Legal: see src/site.test.ts). */
export const MENU = visibleMenu().map((item) => ({ name: item.text, url: item.url }));

export const PHONE = { width: 390, height: 844 };

/** The contact form's fields by their visible labels. */
export const CONTACT_LABELS = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  ContactEmail: 'Email',
  Question: `Questions For ${SITE.shortName}`,
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

/** Fails every request for the site's scripts: the page as a visitor sees it before they arrive. */
export async function blockScripts(page: Page, consoleGuard: { allow(pattern: RegExp): void }): Promise<void> {
  await page.route('**/_astro/*.js*', (route) => route.abort('failed'));
  consoleGuard.allow(/ERR_FAILED|Error hydrating|dynamically imported module/);
}

/**
 * A platform feature a browser may lack that no engine in the tests lacks (popover: iOS before 17),
 * and how to take it away from Chromium. Missing invokers and scroll timelines are real in WebKit
 * and Firefox ESR (e2e/webkit.spec.ts, e2e/engines.spec.ts): the page's HTML
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

/**
 * Whether the element casts a visible shadow. A scroll-linked animation at its start reports a
 * fully transparent zero shadow rather than `none`: both mean no shadow.
 */
async function castsShadow(element: Locator): Promise<boolean> {
  const shadow = await element.evaluate((el) => getComputedStyle(el).boxShadow);
  return shadow !== 'none' && !/^rgba\(0, 0, 0, 0\) 0px 0px 0px 0px$/.test(shadow);
}

/**
 * The header at the top shows the full logo with no shadow; from the first pixel of scroll, the
 * text logo and a shadow; back at the top, the full logo again. The icon logo never shows.
 */
export async function expectHeaderFollowsScroll(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  const logo = (variant: string) => header.locator(`a.site-logo--${variant}`);
  const expectState = async (scrolled: boolean) => {
    await expect(logo('full')).toBeVisible({ visible: !scrolled });
    await expect(logo('text')).toBeVisible({ visible: scrolled });
    await expect(logo('icon')).toBeHidden();
    await expect.poll(() => castsShadow(header)).toBe(scrolled);
  };
  await expectState(false);
  await page.evaluate(() => window.scrollTo(0, 1));
  await expectState(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectState(false);
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
