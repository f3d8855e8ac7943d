/**
 * What the browser tests know of the site: its addresses, pages, menu and contact form, from the
 * same facts the site is built from (src/site.ts, src/settings.ts).
 */
import { LOCAL_MAILBOX_ORIGIN } from '../../src/settings';
import { PAGES, SITE, visibleMenu } from '../../src/site';
import { addressToOpen, askPath } from '../../src/lib/paths';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { flyerPaths } from '../../tooling/flyer-pages.mjs';

/** The built site as `astro preview` serves it (playwright.config.ts chose the port). */
export const SITE_ORIGIN = `http://127.0.0.1:${process.env.SSMC_TEST_SITE_PORT}`;

/** The built site as Cloudflare's runtime serves it (playwright.config.ts chose the port). */
export const CDN_ORIGIN = `http://127.0.0.1:${process.env.SSMC_TEST_CDN_PORT}`;
/** Where global setup serves the `events` test site (e2e/global-setup.ts); the workers read it (`sites.events()`). */
export const EVENTS_ORIGIN = 'SSMC_TEST_EVENTS_ORIGIN';
/** Where it serves the `next` build, which the deploy hosts switch to (e2e/support/hosts.ts). */
export const NEXT_ORIGIN = 'SSMC_TEST_NEXT_ORIGIN';
/** The folder of each test site global setup built, by name, as JSON: what the workers read of them. */
export const TEST_SITE_FOLDERS = 'SSMC_TEST_SITE_FOLDERS';

/**
 * The built folder of a test site, as global setup made it (e2e/global-setup.ts). A worker never
 * asks tooling/test-site.mjs itself: a source file saved during the run would have it build the
 * site again, under the runtime serving it.
 */
export function builtTestSite(name: 'events' | 'next'): string {
  const folder = (JSON.parse(process.env[TEST_SITE_FOLDERS] ?? '{}') as Record<string, string>)[name];
  if (!folder) throw new Error(`The ${name} test site is built by e2e/global-setup.ts, which has not run`);
  return folder;
}

/** The address the local build's contact form sends to (the local mailbox's). */
export const MAILBOX_ORIGIN = LOCAL_MAILBOX_ORIGIN;

/** Where the build writes the ask pages: the folder of askPath's addresses. */
const ASK_FOLDER = askPath('x').split('/')[1]!;

/** The built site the browser tests are served (npm run build:local). */
const DIST = join(import.meta.dirname, '../../dist');

/** Each current project's ask page the build made (src/pages/ask/[id].astro), with the request written in its form. */
export const ASK_ADDRESSES = existsSync(join(DIST, ASK_FOLDER))
  ? readdirSync(join(DIST, ASK_FOLDER))
      .filter((file) => file.endsWith('.html'))
      .map((file) => askPath(file.slice(0, -'.html'.length)))
  : [];

/**
 * Where a test opens each page of the site's one list (PAGES in src/site.ts): every page at its
 * own address, and the not-found page at an address that has no page; and each project's ask page.
 */
export const PAGE_ADDRESSES = [...PAGES.map((page) => addressToOpen(page.path)), ...ASK_ADDRESSES];

/** The flyers the build made (src/pages/flyers/): one for each project, and each current notice. */
export const FLYER_ADDRESSES = flyerPaths(DIST);

/** The pages search engines may list, the ones the sitemap holds: every page but the not-found one. */
export const INDEXED_PATHS = PAGES.filter((page) => page.indexed).map((page) => page.path);

/** The menu as visitors see it (Home, Contact, Projects, Donate, Legal: see src/site.test.ts). */
export const MENU = visibleMenu().map((item) => ({ name: item.text, url: item.url }));

export const PHONE = { width: 390, height: 844 };
/** The desktop screen every test runs on unless it asks for a phone (playwright.config.ts). */
export const DESKTOP = { width: 1280, height: 800 };

/** The contact form's fields by their visible labels. */
export const CONTACT_LABELS = {
  FirstName: 'First Name',
  LastName: 'Last Name',
  ContactEmail: 'Email',
  Question: `Questions For ${SITE.shortName}`,
  Prayers: 'How Can We Pray For You?',
} as const;

export type ContactValues = Record<keyof typeof CONTACT_LABELS, string>;

/**
 * A visitor's message; pass a token to find it again in the local mailbox. Short, as the engines
 * type it a key at a time, yet with what the template must carry whole: an apostrophe and a line
 * break in the prayer, which holds the token (the offers of help write their own question).
 */
export function contactMessage(token = 'check'): ContactValues {
  return {
    FirstName: 'Ruth',
    LastName: 'Yoder',
    ContactEmail: 'ruth@example.com',
    Question: 'Is the H.O.P.E. Box open?',
    Prayers: `Pray for my mom's health.\n${token}`,
  };
}

/** The site's two dialogs, for every engine that opens them: the page, the dialog's id, and a few words of its text. */
export const DIALOGS = [
  { path: '/donate', id: 'why-zeffy', text: 'charges the ministry no fees' },
  { path: '/projects', id: 'read-more-hope-box', text: 'four wish lists' },
] as const;
