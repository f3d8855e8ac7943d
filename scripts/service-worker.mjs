// @ts-check
/**
 * Builds dist/sw.js, the service worker, after `astro build` (called from astro.config.mjs):
 * esbuild bundles src/service-worker/sw.ts with Workbox's modules, then workbox-build's
 * injectManifest writes into it the list of built files to keep on the phone, each with a
 * revision, so a new build replaces exactly what changed.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { glob } from 'node:fs/promises';

/**
 * What the first visit fetches in the background, once the page has loaded: every page (the
 * not-found page included), the islands' scripts, the favicon, and the project pictures in AVIF
 * at every width the pages offer (phones pick from 360 to 1080 pixels by screen and density).
 */
const PRECACHE_PATTERNS = ['*.html', '_astro/*.js', '_astro/*.avif', 'favicon.svg'];

/**
 * @param {string} dist the built site
 * @returns {Promise<{ count: number, size: number }>} files kept and their raw bytes
 */
export async function buildServiceWorker(dist) {
  const { injectManifest } = await import('workbox-build');
  const work = await mkdtemp(join(tmpdir(), 'ssmc-sw-'));
  try {
    const bundled = join(work, 'sw.js');
    await build({
      entryPoints: [new URL('../src/service-worker/sw.ts', import.meta.url).pathname],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      minify: true,
      target: 'es2022',
      // Workbox's production build: no logging in visitors' consoles.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: bundled,
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: PRECACHE_PATTERNS,
      // Astro names these by their content: the name is the revision.
      dontCacheBustURLsMatching: /^_astro\//,
    });
    if (warnings.length > 0) throw new Error(`The service worker was built with warnings:\n${warnings.join('\n')}`);
    return { count, size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The files the service worker keeps, and their bytes raw and gzip-compressed (level 9): what a
 * first visit downloads in the background (the bench reports it).
 * @param {string} dist
 */
export async function precacheWeight(dist) {
  const files = new Set();
  for (const pattern of PRECACHE_PATTERNS) for await (const file of glob(pattern, { cwd: dist })) files.add(file);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(join(dist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}
