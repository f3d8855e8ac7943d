// @ts-check
/**
 * The editor at /admin: Sveltia CMS's script, taken from node_modules when the site is built
 * (never committed), with the three fonts it would fetch from a CDN served from the site
 * instead, so the editor works offline and under a policy that names no font host. The build
 * writes these files into dist/admin/; `npm run dev` and `npm run edit` serve the same ones.
 */
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The package's main entry is npm/index.js; its root is two folders up.
const cmsRoot = dirname(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')));
/** Where Sveltia looks for a newer version of itself (package.json there) on every load. */
const UPDATE_BASE = '`https://unpkg.com/@sveltia/cms`';
/** Where Sveltia's standalone build fetches its fonts from. */
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/[a-z0-9-]+\.woff2/g;

/**
 * Every file the editor needs, by its path under /admin/.
 * @returns {Promise<Map<string, Buffer | string>>}
 */
export async function editorFiles() {
  const assets = join(cmsRoot, 'npm', 'assets');
  const shipped = await readdir(assets);
  /** @type {Map<string, Buffer | string>} */
  const files = new Map();
  const script = (await readFile(join(cmsRoot, 'dist', 'sveltia-cms.js'), 'utf8')).replace(
    FONT_URL,
    (_url, /** @type {string} */ family) => {
      const font = shipped.find((name) => name.startsWith(`${family}-latin-`) && name.endsWith('.woff2'));
      if (!font) throw new Error(`@sveltia/cms no longer ships the font ${family}: see scripts/editor.mjs`);
      return `/admin/fonts/${family}.woff2`;
    },
  );
  if (/https:\/\/cdn\.jsdelivr\.net\/fontsource/.test(script)) {
    throw new Error('@sveltia/cms fetches a font this build does not serve: see scripts/editor.mjs');
  }
  // The version is pinned in package.json and upgraded there, on purpose: the editor asks this
  // site, not unpkg, and is told it is up to date.
  if (!script.includes(UPDATE_BASE))
    throw new Error('@sveltia/cms checks for updates elsewhere: see scripts/editor.mjs');
  const { version } = JSON.parse(await readFile(join(cmsRoot, 'package.json'), 'utf8'));
  files.set('sveltia/package.json', JSON.stringify({ name: '@sveltia/cms', version }));
  files.set(
    'sveltia-cms.js',
    script.replaceAll(UPDATE_BASE, '`/admin/sveltia`').replace(/\n\/\/# sourceMappingURL=.*$/m, ''),
  );
  for (const name of shipped) {
    const family = name.match(/^([a-z0-9-]+?)-latin-.*\.woff2$/)?.[1];
    if (family) files.set(`fonts/${family}.woff2`, await readFile(join(assets, name)));
    // The fonts' licences travel with them.
    if (name.endsWith('.LICENSE.txt')) files.set(`fonts/${name}`, await readFile(join(assets, name)));
  }
  return files;
}
