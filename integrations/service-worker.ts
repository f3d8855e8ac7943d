/**
 * Writes dist/sw.js after the build, the service worker that keeps every page for a visit with no
 * signal: esbuild bundles src/service-worker/sw.ts with Workbox's modules, and writes into it the
 * list of built files to keep (`self.__WB_MANIFEST`), each with a revision, so a new build replaces
 * exactly what changed. (Why not @vite-pwa/astro or workbox-build: docs/decisions/0004.)
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { BUILD_HISTORY_FILE, carriedFiles, parseHistory } from '../src/lib/build-history.ts';
import { pageFileFor, storyPagesToKeep } from '../src/lib/offline.ts';
import { STORIES_PAGE, isStoryPage, routePath } from '../src/lib/paths.ts';

/**
 * What the first visit fetches in the background, once the page has loaded, by the kind of file
 * wherever the build puts it, so a new kind of content's pages and calendar files are kept with
 * no line here: every page (the not-found page included), every calendar file, and from /_astro/
 * the islands' scripts and the AVIF pictures at every width the pages offer (the projects'; the
 * stories' photos are WebP, left to the network).
 *
 * Not the icons a page names (favicon.svg, apple-touch-icon.png): the browser fetches them for its
 * own use (the tab, a bookmark) once the page has loaded. Answered by the worker, an icon still
 * coming when the visitor moves on is reported by Firefox as the worker's error ("A ServiceWorker
 * intercepted the request and encountered an unexpected error"); left to the browser, it is
 * simply dropped. With no signal, a kept page shows without its icon in the tab
 * (tests/built/every-page.test.ts).
 */
export const KEPT_FILES = [/\.html$/, /\.ics$/, /^_astro\/[^/]+\.(js|avif)$/];

/**
 * What is left to the network though of a kind the worker keeps: the editor's page, which only
 * volunteers open, and the stories' pages but the newest (STORY_PAGES_KEPT), so that what a first
 * visit fetches on a metered plan does not grow with every story the ministry tells.
 */
export const LEFT_TO_THE_NETWORK = [/^admin\//];

/** One file for the worker to keep: its address from the site's root, and what identifies its content. */
export interface PrecacheEntry {
  url: string;
  /** Null for Astro's own files, whose names change with their content. */
  revision: string | null;
}

/**
 * The files of earlier builds that `dist` carries for pages opened before it went live
 * (integrations/carry-forward.ts): the host serves them, the worker does not fetch them.
 */
async function carriedFromEarlierBuilds(dist: string): Promise<Set<string>> {
  const history = parseHistory(await readFile(join(dist, BUILD_HISTORY_FILE), 'utf8').catch(() => ''));
  return new Set(history ? carriedFiles(history) : []);
}

/** The files of `dist` to keep, in name order, and their raw bytes in all: this build's own. */
export async function precacheManifest(dist: string): Promise<{ entries: PrecacheEntry[]; size: number }> {
  const carried = await carriedFromEarlierBuilds(dist);
  const listOfStories = await readFile(join(dist, pageFileFor(STORIES_PAGE).slice(1)), 'utf8').catch(() => '');
  const storiesKept = new Set(storyPagesToKeep(listOfStories).map((path) => pageFileFor(path).slice(1)));
  const files = (await readdir(dist, { recursive: true }))
    .map((file) => file.split(sep).join('/'))
    .filter(
      (file) =>
        KEPT_FILES.some((kind) => kind.test(file)) &&
        !LEFT_TO_THE_NETWORK.some((left) => left.test(file)) &&
        (!isStoryPage(routePath(`/${file}`)) || storiesKept.has(file)) &&
        !carried.has(file),
    )
    .sort();
  let size = 0;
  const entries = await Promise.all(
    files.map(async (url) => {
      const content = await readFile(join(dist, url));
      size += content.length;
      // Astro names these by their content: the name is the revision.
      const revision = url.startsWith('_astro/') ? null : createHash('md5').update(content).digest('hex');
      return { url, revision };
    }),
  );
  return { entries, size };
}

/** Builds `dist`/sw.js; resolves with the number of files kept and their raw bytes. */
export async function buildServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const { entries, size } = await precacheManifest(dist);
  await build({
    entryPoints: [fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url))],
    outfile: join(dist, 'sw.js'),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    define: {
      // Workbox's production build: no logging in visitors' consoles.
      'process.env.NODE_ENV': '"production"',
      'self.__WB_MANIFEST': JSON.stringify(entries),
    },
    logLevel: 'warning',
  });
  return { count: entries.length, size };
}

export default function serviceWorker(): AstroIntegration {
  return {
    name: 'ssmc:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { count, size } = await buildServiceWorker(fileURLToPath(dir));
        logger.info(`sw.js keeps ${count} files (${(size / 1024).toFixed(1)} KB) for visits with no signal`);
      },
    },
  };
}
