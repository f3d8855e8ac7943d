/// <reference lib="webworker" />
/**
 * The service worker: a copy of every page, its scripts and the project pictures, kept on the
 * phone for a visit with no signal; never standing between an online visitor and the newest
 * content. integrations/service-worker.ts builds it after `astro build`: esbuild bundles this file
 * with Workbox's modules and writes the list of files to keep into it (self.__WB_MANIFEST).
 *
 * Only same-origin GET requests are handled. The email service's POST, the donation form's
 * frame and the wish-list shop are other sites: they go to the network untouched, and nothing of
 * theirs is kept.
 *
 * It also sends the outbox (src/lib/outbox-store.ts): a message the contact page kept when there
 * was no signal goes when the browser says the signal is back (Background Sync, where the browser
 * has it), and otherwise whenever a page of the site opens. The request sent is the one
 * @emailjs/browser made in the page, as it was kept.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { keptFilesToDrop } from '../lib/build-history';
import { NOT_FOUND_PAGE, PAGE_TIMEOUT_MS, isKeptBuildFile, pageFileFor } from '../lib/offline';
import { OUTBOX, SYNC_PAUSES_MS, sendPatiently } from '../lib/outbox';
import { Outbox } from '../lib/outbox-store';

declare const self: ServiceWorkerGlobalScope;

// A new build takes over at once: the next page a visitor opens is served by it. Workbox then
// drops the build before's files from its precache, so the build's own scripts and pictures are
// kept aside first, for the pages of that build still open (keepEarlierBuildFiles, below).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** This build's files, as the build listed them (integrations/service-worker.ts). */
const MANIFEST = self.__WB_MANIFEST;

/** The scripts and pictures of the builds this worker replaced, for their pages still open. */
const EARLIER_BUILDS = 'ssmc-earlier-builds';
/** When a file went into EARLIER_BUILDS, in milliseconds since 1970: the builds are told apart by it. */
const KEPT_AT = 'x-ssmc-kept-at';

/**
 * Before this worker takes over (its install, ahead of the activation in which Workbox deletes
 * what its list does not name), copies the build before's `_astro/` files that this build does
 * not have into EARLIER_BUILDS; then lets go of those kept long enough (src/lib/build-history.ts).
 */
async function keepEarlierBuildFiles(now = Date.now()): Promise<void> {
  const own = new Set(
    MANIFEST.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname),
  );
  const [precache, earlier] = await Promise.all([caches.open(cacheNames.precache), caches.open(EARLIER_BUILDS)]);
  for (const request of await precache.keys()) {
    const { pathname } = new URL(request.url);
    if (!isKeptBuildFile(pathname) || own.has(pathname) || (await earlier.match(request))) continue;
    const response = await precache.match(request);
    if (!response?.ok) continue;
    const headers = new Headers(response.headers);
    headers.set(KEPT_AT, String(now));
    await earlier.put(request, new Response(await response.blob(), { status: response.status, headers }));
  }
  const kept = await Promise.all(
    (await earlier.keys()).map(async (request) => ({
      url: request.url,
      keptAt: Number((await earlier.match(request))?.headers.get(KEPT_AT)) || 0,
      own: own.has(new URL(request.url).pathname),
    })),
  );
  const drop = new Set([...keptFilesToDrop(kept, now), ...kept.filter((file) => file.own).map((file) => file.url)]);
  await Promise.all([...drop].map((url) => earlier.delete(url)));
}

self.addEventListener('install', (event) => event.waitUntil(keepEarlierBuildFiles()));

/** Background Sync's event, where the browser has it: not yet in TypeScript's worker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends what the outbox holds (the open pages hear of it on OUTBOX.channel), trying again after
 * each of `pauses` while a message finds no network. Rejects while one still waits (for the
 * network, or after a 5xx), so Background Sync tries again later.
 */
async function sendOutbox(pauses: readonly number[] = []): Promise<void> {
  const { waiting } = await sendPatiently(() => new Outbox().replay(), pauses, pause);
  if (waiting > 0) throw new Error(`${waiting} kept message(s) still wait to be sent`);
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX.syncTag) sync.waitUntil(sendOutbox(SYNC_PAUSES_MS));
});

// Every page of the site that opens starts the worker: the outbox goes then too, in browsers
// without Background Sync. Beside the page's own request, never in its way.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(sendOutbox().catch(() => undefined));
});

/** The network's answer, or a rejection once it has taken longer than `ms`. */
function fromNetworkWithin(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

/** The kept copy of a page, or the not-found page (with its status) when there is none. */
async function keptPage(pathname: string): Promise<Response> {
  const page = await matchPrecache(pageFileFor(pathname));
  if (page) return page;
  const notFound = await matchPrecache(NOT_FOUND_PAGE);
  if (!notFound) return Response.error();
  return new Response(notFound.body, { status: 404, statusText: 'Not Found', headers: notFound.headers });
}

// Pages: the network first, always; the kept copy only when the network fails or is too slow.
// Registered before the precache's own route, so no page is served from the phone to a visitor
// the network can reach in time.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async ({ request, url }) => {
    try {
      return await fromNetworkWithin(request, PAGE_TIMEOUT_MS);
    } catch {
      return keptPage(url.pathname);
    }
  },
);

// Scripts and pictures: their names change with their content, so the kept copy is always right.
precacheAndRoute(MANIFEST);

// A script or picture this build does not have: a page of an earlier build asks for its own. The
// copy kept when this worker took over, else the host (which carries them: docs/decisions/0014).
// Astro's second try at a script adds `?astro-retry=`: the same file.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isKeptBuildFile(url.pathname),
  async ({ request, url }) =>
    (await caches.match(request, { cacheName: EARLIER_BUILDS, ignoreSearch: true })) ??
    (await matchPrecache(url.pathname)) ??
    fetch(request),
);
