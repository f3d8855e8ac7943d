/**
 * The editor at /admin, and the one place that knows Sveltia CMS's insides (its adapter): its
 * script is taken from node_modules (never committed), with the three fonts it would fetch from
 * a CDN served from the site instead, so it works offline and under a policy that names no font
 * host, and with its update check pointed at this site. The build writes these files into
 * dist/admin/ (with its translations); the development server (`npm run dev`, `npm run edit`)
 * serves the same ones.
 *
 * Sveltia loads a few helper libraries at run time from unpkg.com; the ones this editor uses are
 * served from the site as well, each at the version Sveltia names: Immutable.js (for the checks it
 * runs before a save, src/admin/checks.ts), the WebP encoder (where the browser cannot write a
 * photo as WebP itself, as Safari cannot) and the EXIF reader (its page for a picture). The others
 * are for features the editor does not use here, and stay unloaded as before.
 *
 * Each assumption about the bundle is checked, and a broken one stops the build with a message
 * naming @sveltia/cms and what changed (integrations/editor/index.test.ts). Upgrading: docs/upgrading.md.
 */
import { readFile, readdir, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { stringify } from 'yaml';
import { editorConfig } from '../../src/admin/config.ts';
import { iconFontFor } from './icon-font.ts';

// The package's main entry is npm/index.js; its root is two folders up.
const cmsRoot = dirname(dirname(createRequire(import.meta.url).resolve('@sveltia/cms')));
/** Where Sveltia looks for a newer version of itself (package.json there) on every load. */
const UPDATE_BASE = '`https://unpkg.com/@sveltia/cms`';
/** The icon font, where the editor's files are served from. */
const ICON_FONT = 'fonts/material-symbols-outlined.woff2';
/** Where Sveltia loads its helper libraries from: `https://unpkg.com/${name}`, then @version/path. */
const LIBRARY_BASE = /`https:\/\/unpkg\.com\/\$\{(\w+)\}`/g;
/** Where those libraries are served from here instead. */
const LIBRARIES = 'libraries';
/** Where Sveltia's standalone build fetches its fonts from. */
const FONT_URL = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/[a-z0-9-]+\.woff2/g;

/**
 * The sign-in helper's address from the editor's backend (src/admin/backend.ts), or null when
 * volunteers sign in with an access token only (auth_methods: ['token']), which needs none.
 */
export function signInHelper(backend: { auth_methods?: readonly string[]; base_url?: string }): string | null {
  const methods = backend.auth_methods ?? ['oauth', 'token'];
  if (!methods.includes('oauth')) return null;
  if (!backend.base_url) {
    throw new Error("src/admin/backend.ts: base_url, the sign-in helper, is needed for auth_methods: ['oauth']");
  }
  return new URL(backend.base_url).origin;
}

/**
 * The editor's configuration as Sveltia reads it, /admin/config.yml: made from src/admin/config.ts
 * at each build, and by the development server as it starts; never kept as a file.
 */
export function editorConfigYaml(): string {
  return [
    '# The editor at /admin (Sveltia CMS). Made by the build from src/admin/config.ts, whose fields',
    '# sit beside the rules the build checks with (src/lib/*-editor.ts): change those, not this.',
    stringify(editorConfig(), { lineWidth: 0 }),
  ].join('\n');
}

const changed = (what: string) =>
  new Error(`@sveltia/cms has changed: ${what}. See integrations/editor/index.ts and docs/upgrading.md.`);

/** Every file the editor needs, by its path under /admin/, made from the script as shipped. */
export function editorFilesFrom(shippedScript: string, fonts: string[], version: string) {
  const script = shippedScript.replace(FONT_URL, (_url, family: string) => {
    if (!fonts.some((name) => name.startsWith(`${family}-latin-`) && name.endsWith('.woff2'))) {
      throw changed(`it no longer ships the font ${family} that its script fetches`);
    }
    return `/admin/fonts/${family}.woff2`;
  });
  if (/https:\/\/cdn\.jsdelivr\.net\/fontsource/.test(script)) throw changed('it fetches a font from a new address');
  // The version is pinned in package.json and upgraded there, on purpose: the editor asks this
  // site, not unpkg, and is told it is up to date.
  if (!script.includes(UPDATE_BASE)) throw changed('it checks for updates at a new address');
  // Its translations come from the same base, with the version: `${base}@${version}/locales`
  // (the names are minified). Served from here, as sveltia@VERSION/locales/*.json: without them a
  // browser set to another language asks for a missing file again and again.
  const base = new RegExp(`(\\w+)=${UPDATE_BASE.replaceAll('.', '\\.')}`).exec(script)?.[1];
  if (!base || !new RegExp(`\\$\\{${base}\\}@\\$\\{\\w+\\}/locales\``).test(script)) {
    throw changed('it loads its translations from a new address');
  }
  // Immutable.js, which Sveltia needs to run the checks before a save, at the version it names.
  const immutable = /\bimmutable:`\^?(\d+\.\d+\.\d+)`/.exec(script)?.[1];
  if (!immutable) throw changed('it no longer names the version of Immutable.js it loads');
  // The WebP encoder, which it loads where the browser cannot write WebP itself (Safari), at the
  // version it names, from `${library}/encode.js?module`.
  const webp = /"@jsquash\/webp":`\^?(\d+\.\d+\.\d+)`/.exec(script)?.[1];
  if (!webp) throw changed('it no longer names the version of the WebP encoder (@jsquash/webp) it loads');
  if (!script.includes('(`@jsquash/${t}`,`encode.js?module`)')) {
    throw changed('it loads its WebP encoder (@jsquash/webp) from a new path');
  }
  // The EXIF reader, which its page for a picture loads, at the version it names.
  const exifr = /\bexifr:`\^?(\d+\.\d+\.\d+)`/.exec(script)?.[1];
  if (!exifr) throw changed('it no longer names the version of the EXIF reader (exifr) it loads');
  if (!script.includes('(`exifr`,`dist/lite.esm.mjs`)'))
    throw changed('it loads its EXIF reader (exifr) from a new path');
  if (script.match(LIBRARY_BASE)?.length !== 1) throw changed('it loads its helper libraries from a new address');
  // The checks before a save (src/admin/checks.ts) are shown as the cause of a "saving_failed".
  if (!/message===`saving_failed`\?[^:]*\.cause\?\.message/.test(script)) {
    throw changed('it no longer shows why a save failed (the cause of saving_failed)');
  }
  return {
    immutable,
    webp,
    exifr,
    'sveltia/package.json': JSON.stringify({ name: '@sveltia/cms', version }),
    'sveltia-cms.js': script
      .replaceAll(UPDATE_BASE, '`/admin/sveltia`')
      .replace(LIBRARY_BASE, (_base, name: string) => `\`/admin/${LIBRARIES}/\${${name}}\``)
      .replace(/\n\/\/# sourceMappingURL=.*$/m, ''),
  };
}

export async function editorFiles(): Promise<Map<string, Buffer | string>> {
  const assets = join(cmsRoot, 'npm', 'assets');
  const shipped = await readdir(assets);
  const { version } = JSON.parse(await readFile(join(cmsRoot, 'package.json'), 'utf8'));
  const script = await readFile(join(cmsRoot, 'dist', 'sveltia-cms.js'), 'utf8');
  const { immutable, webp, exifr, ...rewritten } = editorFilesFrom(script, shipped, version);
  const files = new Map<string, Buffer | string>(Object.entries(rewritten));
  files.set('config.yml', editorConfigYaml());
  files.set(`${LIBRARIES}/immutable@${immutable}/dist/immutable.es.js`, await immutableFor(immutable));
  files.set(`${LIBRARIES}/exifr@${exifr}/dist/lite.esm.mjs`, await exifReaderFor(exifr));
  for (const [name, content] of await webpEncoderFor(webp))
    files.set(`${LIBRARIES}/@jsquash/webp@${webp}/${name}`, content);
  files.set('checks.js', await checksScript());
  for (const name of await readdir(join(cmsRoot, 'locales'))) {
    files.set(`sveltia@${version}/locales/${name}`, await readFile(join(cmsRoot, 'locales', name)));
  }
  for (const name of shipped) {
    const family = name.match(/^([a-z0-9-]+?)-latin-.*\.woff2$/)?.[1];
    if (family) files.set(`fonts/${family}.woff2`, await readFile(join(assets, name)));
    // The fonts' licences travel with them.
    if (name.endsWith('.LICENSE.txt')) files.set(`fonts/${name}`, await readFile(join(assets, name)));
  }
  // The icon font, 753 KB, cut down to the icons the script names (integrations/editor/icon-font.ts).
  const icons = files.get(ICON_FONT);
  if (!(icons instanceof Buffer)) throw changed(`it no longer ships its icon font (${ICON_FONT})`);
  files.set(ICON_FONT, (await iconFontFor(script, icons)).woff2);
  return files;
}

/** Immutable.js from node_modules, which must be the version Sveltia asks for. */
export async function immutableFor(wanted: string) {
  return readFile(join(await installed('immutable', 'Immutable.js', wanted), 'dist', 'immutable.es.js'));
}

/**
 * The folder of `name` in node_modules, which must hold the version Sveltia asks for (`wanted`);
 * any other stops the build, saying which to install.
 */
async function installed(name: string, what: string, wanted: string) {
  const root = dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  if (version !== wanted) {
    throw changed(
      `it now loads ${what} ${wanted}, and ${version} is installed: run npm install --save-exact ${name}@${wanted}`,
    );
  }
  return root;
}

/**
 * The EXIF reader from node_modules, at the version Sveltia asks for: its page for a picture reads
 * when and where a photo was taken from it (none of the site's pictures still says where: the
 * build refuses them, integrations/photo-privacy.ts), and without it logs a failed load.
 */
export async function exifReaderFor(wanted: string) {
  return readFile(join(await installed('exifr', 'the EXIF reader exifr', wanted), 'dist', 'lite.esm.mjs'));
}

/**
 * The WebP encoder from node_modules, which must be the version Sveltia asks for: its module as one
 * file (its own imports bundled in, so the browser needs no import map), and beside it the two
 * WebAssembly builds it picks between, which it finds next to itself. Sveltia imports it only
 * where the browser cannot write WebP (Safari), and only when a photo is uploaded.
 */
export async function webpEncoderFor(wanted: string): Promise<Map<string, Buffer | string>> {
  const root = await installed('@jsquash/webp', 'the WebP encoder @jsquash/webp', wanted);
  const { outputFiles } = await build({
    entryPoints: [join(root, 'encode.js')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    // Its licence travels with it, below.
    legalComments: 'none',
    logLevel: 'silent',
  });
  const encoder = outputFiles[0]!.text;
  const wasm = [...encoder.matchAll(/new URL\("([\w.]+\.wasm)",import\.meta\.url\)/g)].map((match) => match[1]!);
  if (wasm.sort().join() !== 'webp_enc.wasm,webp_enc_simd.wasm') {
    throw new Error(
      `@jsquash/webp ${wanted} finds other WebAssembly files (${wasm.join(', ')}): see integrations/editor/index.ts`,
    );
  }
  return new Map<string, Buffer | string>([
    ['encode.js', encoder],
    ...(await Promise.all(wasm.map(async (name) => [name, await readFile(join(root, 'codec/enc', name))] as const))),
    ['LICENSE.txt', await readFile(join(root, 'LICENSE'))],
  ]);
}

/** The checks the editor runs before a save (src/admin/checks.ts), as one small script. */
async function checksScript() {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('../../src/admin/checks.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
  });
  return outputFiles[0]!.text;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.mjs': 'text/javascript',
};

export default function editor(): AstroIntegration {
  return {
    name: 'ssmc:editor',
    hooks: {
      // The page itself, /admin/index.html, comes from public/ (in development at that address:
      // the site's no-trailing-slash rule answers /admin/ with a 404 there).
      'astro:server:setup': async ({ server }) => {
        const files = await editorFiles();
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://dev').pathname;
          const file = path.startsWith('/admin/') ? files.get(path.slice('/admin/'.length)) : undefined;
          if (!file) return next();
          response.setHeader('Content-Type', TYPES[extname(path)] ?? 'application/octet-stream');
          response.end(file);
        });
      },
      'astro:build:done': async ({ dir }) => {
        for (const [name, content] of await editorFiles()) {
          const target = new URL(`admin/${name}`, dir);
          await mkdir(new URL('.', target), { recursive: true });
          await writeFile(target, content);
        }
      },
    },
  };
}
