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

/**
 * What the first visit fetches in the background, once the page has loaded: every page (the
 * not-found page included), the islands' scripts, and the project pictures in AVIF at every width
 * the pages offer (phones pick from 360 to 1080 pixels by screen and density), and each notice's
 * calendar file. A `*` stands for any name within one folder.
 *
 * Not the icons a page names (favicon.svg, apple-touch-icon.png): the browser fetches them for its
 * own use (the tab, a bookmark) once the page has loaded. Answered by the worker, an icon still
 * coming when the visitor moves on is reported by Firefox as the worker's error ("A ServiceWorker
 * intercepted the request and encountered an unexpected error"); left to the browser, it is
 * simply dropped. With no signal, a kept page shows without its icon in the tab
 * (tests/built/every-page.test.ts).
 */
export const PRECACHE_PATTERNS = [
  '*.html',
  'flyers/*.html',
  'flyers/*/*.html',
  '_astro/*.js',
  '_astro/*.avif',
  'calendar.ics',
  'notices/*.ics',
  'volunteer/*.html',
  'volunteer/*/*.html',
  'volunteer/*.ics',
  'stories/*.html',
];

/** One file for the worker to keep: its address from the site's root, and what identifies its content. */
export interface PrecacheEntry {
  url: string;
  /** Null for Astro's own files, whose names change with their content. */
  revision: string | null;
}

function matcher(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${escaped}$`);
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
  const patterns = PRECACHE_PATTERNS.map(matcher);
  const carried = await carriedFromEarlierBuilds(dist);
  const files = (await readdir(dist, { recursive: true }))
    .map((file) => file.split(sep).join('/'))
    .filter((file) => patterns.some((pattern) => pattern.test(file)) && !carried.has(file))
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
