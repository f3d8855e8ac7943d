/**
 * Writes dist/sw.js after the build, the service worker that keeps every page for a visit with no
 * signal: esbuild bundles src/service-worker/sw.ts with Workbox's modules, then workbox-build's
 * injectManifest writes into it the list of built files to keep, each with a revision, so a new
 * build replaces exactly what changed. (Why not @vite-pwa/astro or workbox-cli: docs/decisions.)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';

/**
 * What the first visit fetches in the background, once the page has loaded: every page (the
 * not-found page included), the islands' scripts, the favicon, and the project pictures in AVIF
 * at every width the pages offer (phones pick from 360 to 1080 pixels by screen and density).
 */
export const PRECACHE_PATTERNS = ['*.html', '_astro/*.js', '_astro/*.avif', 'favicon.svg'];

/** Builds `dist`/sw.js; resolves with the number of files kept and their raw bytes. */
export async function buildServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const { injectManifest } = await import('workbox-build');
  const work = await mkdtemp(join(tmpdir(), 'ssmc-sw-'));
  try {
    const bundled = join(work, 'sw.js');
    await build({
      entryPoints: [fileURLToPath(new URL('../src/service-worker/sw.ts', import.meta.url))],
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
