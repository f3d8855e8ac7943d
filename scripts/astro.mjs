// @ts-check
/**
 * Astro's own command line with its telemetry off, the same on every shell (Windows' cmd has no
 * `NAME=value command`):   node scripts/astro.mjs build | preview | check ...
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const astroRoot = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
// Astro's bin reads the command from process.argv, as if it had been run itself.
await import(pathToFileURL(join(astroRoot, 'bin', 'astro.mjs')).href);
