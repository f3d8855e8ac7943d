// @ts-check
/**
 * A copy of the site's source in a folder of the project's own (under .tmp/), for a real build of
 * something other than the working tree: a broken or unusual setup (tests/support/scratch-site.ts)
 * or the second build the deploy tests go live with (tooling/deploys.mjs). Packages resolve from
 * the project's node_modules, one folder up.
 */
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder, without a slash at the end. */
export const projectRoot = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** What a build reads of the project. */
const SOURCE = ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public', 'integrations'];

/** Copies the site's source into `dir`, with the pictures the project's own build already made. */
export async function copySite(/** @type {string} */ dir) {
  for (const entry of SOURCE) await cp(join(projectRoot, entry), join(dir, entry), { recursive: true });
  // Astro's cache of the pictures: a copy needs not make them again.
  const pictures = join(projectRoot, 'node_modules/.astro/assets');
  if (existsSync(pictures)) await cp(pictures, join(dir, 'node_modules/.astro/assets'), { recursive: true });
}
