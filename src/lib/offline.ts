/**
 * What the service worker keeps and serves with no signal: pure rules, unit-tested in
 * offline.test.ts, shared by the worker (src/service-worker/sw.ts) and its build step
 * (integrations/service-worker.ts).
 */
import { isStoryPage } from './paths.ts';

/** The page shown for an address the site does not have, or a page not kept, when offline. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * How long a page may take from the network before the copy kept on the phone is shown. Long
 * enough for a page on one bar of signal (the largest page is about 11 KB, under two seconds at
 * 400 kbit/s with a 400 ms round trip), short enough that nobody stares at a blank screen.
 */
export const PAGE_TIMEOUT_MS = 4_000;

/**
 * The built file that holds the page at `pathname`: the site is built as contact.html,
 * donate.html... and served at /contact, /donate; a file with its own ending is itself.
 */
export function pageFileFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '') return '/index.html';
  // A file of its own (a notice's calendar file, /legal.html) is kept under its own name.
  return /\.[a-z]+$/i.test(path.slice(path.lastIndexOf('/'))) ? path : `${path}.html`;
}

/**
 * The files of a build the service worker keeps, by their address: its scripts and its AVIF
 * pictures in /_astro/ (the ones integrations/service-worker.ts gives it, KEPT_FILES).
 * A new worker keeps the build before's too, for its pages still open (src/service-worker/sw.ts);
 * the other pictures go to the network, as they always did.
 */
export function isKeptBuildFile(pathname: string): boolean {
  return /^\/_astro\/[^/]+\.(js|avif)$/.test(pathname);
}

/**
 * How many stories' pages the worker keeps for a visit with no signal: the newest, as the list of
 * stories shows them. The older ones are left to the network, so that what a first visit fetches
 * on a metered phone plan stays the same however many stories the ministry has told (the list
 * itself, kept too, names them all).
 */
export const STORY_PAGES_KEPT = 6;

/** The stories' pages to keep: the first STORY_PAGES_KEPT that the list page (its HTML) links to, in its order. */
export function storyPagesToKeep(listPage: string, kept = STORY_PAGES_KEPT): string[] {
  const linked = [...listPage.matchAll(/href="(\/[^"#?]*)"/g)].map((match) => match[1]!).filter(isStoryPage);
  return [...new Set(linked)].slice(0, kept);
}
