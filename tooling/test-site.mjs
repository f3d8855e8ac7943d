// @ts-check
/**
 * The one way to make a site for a test: a copy of the project with the content and the source
 * changes a test site names, built by the real Astro CLI in a folder of its own under .tmp/sites/,
 * once, and made again only when anything the build reads has changed (the source, the lockfile,
 * the fixtures, the ministry's day, the live site it carries files from). Vitest's files and
 * Playwright's global setup ask for the same sites by name and share what was built; a lock keeps
 * two processes from building one site at once.
 *
 * The sites (TEST_SITES):
 * - `events`: every fixture notice, volunteer need and story, and the ministry's facts all set
 *   (FIXTURE_FACTS: opening times, a registered charity; tooling/test-content.mjs), a picture that
 *   carries a phone's metadata (PHONE_EXIF, which the published copies must not), an editor
 *   that saves in the browser, to Sveltia's test repository (EDITOR_IN_THE_BROWSER), built on a
 *   machine whose clock is 19 hours ahead of the ministry's (TZ=Pacific/Kiritimati): from 5 am to
 *   midnight in Pennsylvania its date is already tomorrow, so a build that read the machine's day
 *   instead of the ministry's shows the wrong notices and dates, which the tests read.
 * - `next`: the build that goes live over dist/ in the deploy tests (e2e/support/hosts.ts), built
 *   while dist/ is served as the live site it carries earlier files from, with each island's code
 *   changed (ISLAND_CHANGES) and new content, as a deploy brings: the needs, the stories and a
 *   single notice. So it also shows the one thing `events` cannot: the sheet of notices with room
 *   left, which it fills with the soonest needs (`events` has more notices than the sheet holds).
 * - `bench`: the same content, the code as it is: the bench weighs its pages, a home page as it
 *   may be.
 *
 * A test that builds a broken or unusual setup on purpose (a bad project file, missing settings)
 * takes a throwaway copy (scratchSite) and runs the same CLI itself (astro), to read what it said.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { stringify } from 'yaml';
import { startCdn } from './cdn.mjs';
import {
  EDITOR_IN_THE_BROWSER,
  PHONE_EXIF,
  contentFiles,
  factsEdits,
  fixtureNeeds,
  fixtureNotices,
  fixtureStories,
  fixtureYears,
  roomyNotice,
} from './test-content.mjs';
import { LOCAL_BUILD_ENV } from '../src/settings.ts';
import { MINISTRY_TIME_ZONE, dayIn } from '../src/lib/ministry-time.ts';

/** The project's folder, without a slash at the end. */
export const projectRoot = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** The site as `npm run build:local` built it: the first build of the deploy tests. */
export const FIRST_BUILD = join(projectRoot, 'dist');

/** What a build reads of the project. */
const SOURCE = [
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'src',
  'public',
  'integrations',
];

/** The change to each island in the `next` site: one attribute more on its outer element, as a code change would make. */
export const ISLAND_CHANGES = ['ContactForm', 'SiteHeader', 'Dialog'].map((name) => ({
  file: `src/islands/${name}.tsx`,
  from: `data-island="${name}"`,
  to: `data-island="${name}" data-build="next"`,
}));

/**
 * @typedef {object} Recipe
 * @property {Record<string, object>} [content] files to write under src/content/, by path
 * @property {{ file: string, from: string | RegExp, to: string }[]} [edits] source changes: the first
 *   place a text (or a pattern) is found, changed
 * @property {{ file: string, exif: Record<string, Record<string, string>> }[]} [metadata] pictures
 *   written again with this EXIF metadata, as a phone's photo carries (sharp's withExif)
 * @property {Record<string, string>} [env] the build's environment beyond the local build's
 * @property {string} [liveSite] a built folder served as the live site while this one builds
 */

/** What the `next` build brings that the first did not: the needs, the stories and one notice. */
const newContent = (/** @type {string} */ today) =>
  contentFiles({
    notices: { 'office-closed': roomyNotice(today) },
    needs: fixtureNeeds(today),
    stories: fixtureStories(today),
  });

/** @type {Record<string, (today: string) => Recipe>} */
export const TEST_SITES = {
  events: (today) => ({
    content: contentFiles({
      notices: fixtureNotices(today),
      needs: fixtureNeeds(today),
      stories: fixtureStories(today),
      years: fixtureYears(today),
    }),
    edits: [...factsEdits(today), EDITOR_IN_THE_BROWSER],
    metadata: [{ file: 'src/assets/projects/hope-box.png', exif: PHONE_EXIF }],
    env: { TZ: 'Pacific/Kiritimati' },
  }),
  next: (today) => ({ content: newContent(today), edits: ISLAND_CHANGES, liveSite: FIRST_BUILD }),
  bench: (today) => ({ content: newContent(today) }),
};

/** Copies the site's source into `dir`, with the pictures the project's own build already made. */
export async function copySite(/** @type {string} */ dir) {
  for (const entry of SOURCE) await cp(join(projectRoot, entry), join(dir, entry), { recursive: true });
  // Astro's cache of the pictures: a copy needs not make them again.
  const pictures = join(projectRoot, 'node_modules/.astro/assets');
  if (existsSync(pictures)) await cp(pictures, join(dir, 'node_modules/.astro/assets'), { recursive: true });
}

/**
 * Runs `astro <args>` in a copy of the site (with `nodeArgs` given to Node first); never throws,
 * so a test can read what a failure said.
 * @param {string} dir
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 * @param {string[]} [nodeArgs]
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
export async function astro(dir, args, env = process.env, nodeArgs = []) {
  const command = [...nodeArgs, join(projectRoot, 'node_modules/astro/bin/astro.mjs'), ...args];
  const options = { cwd: dir, env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }, maxBuffer: 64 << 20 };
  return promisify(execFile)(process.execPath, command, options).then(
    ({ stdout, stderr }) => ({ ok: true, output: stdout + stderr }),
    (/** @type {{ stdout?: string, stderr?: string }} */ { stdout = '', stderr = '' }) => ({
      ok: false,
      output: stdout + stderr,
    }),
  );
}

/** For astro's `nodeArgs`: `--import` this, and loading a devDependency stops the process, naming it. */
export const PRODUCTION_ONLY = pathToFileURL(join(projectRoot, 'tests/support/production-only.mjs')).href;

/** @type {string[]} */
const scratchCopies = [];

/** A throwaway copy of the site under .tmp/, for a test that builds a broken or unusual setup on purpose. */
export async function scratchSite() {
  await mkdir(join(projectRoot, '.tmp'), { recursive: true });
  const dir = await mkdtemp(join(projectRoot, '.tmp/site-'));
  scratchCopies.push(dir);
  await copySite(dir);
  return dir;
}

export async function removeScratchSites() {
  await Promise.all(scratchCopies.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** The files of a folder, as sorted paths from it with forward slashes. */
export async function filesIn(/** @type {string} */ dir) {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
}

/** Everything a build of `recipe` reads, as one fingerprint. */
async function fingerprint(/** @type {Recipe} */ recipe, /** @type {string} */ today, /** @type {string} */ siteUrl) {
  // A pattern an edit looks for is written out, so a changed one makes the site again.
  const hash = createHash('sha256').update(
    JSON.stringify({ recipe, today, siteUrl }, (_key, value) => (value instanceof RegExp ? String(value) : value)),
  );
  for (const top of SOURCE) {
    const path = join(projectRoot, top);
    for (const file of top.includes('.') ? [''] : await filesIn(path))
      hash.update(`${top}/${file}`).update(await readFile(join(path, file)));
  }
  // The live site's worker names every file it has, and so every file the build carries.
  if (recipe.liveSite) hash.update(await liveSiteWorker(recipe.liveSite));
  return hash.digest('hex');
}

/** The service worker of a built site to carry files from; where there is none, how to make one. */
export async function liveSiteWorker(/** @type {string} */ dir) {
  return readFile(join(dir, 'sw.js')).catch(() => {
    throw new Error(`testSite: ${dir} has no built site to deploy over. Build it first: npm run build:local`);
  });
}

/** Whether the process that took a lock is still running. */
function alive(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `work` holding `lock` (a folder: made by one process at a time). Another process waits
 * until the lock is let go, or its holder has ended without letting it go.
 * @template T
 * @param {string} lock
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function holding(lock, work) {
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => 'NaN'));
      if (Number.isInteger(holder) && !alive(holder)) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await writeFile(join(lock, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/**
 * The test site `name` (TEST_SITES), built unless the one made last came from the same
 * fingerprint; resolves with its folder and the ministry's day it was made for. The bench makes
 * its own in another folder (`home`), for the address it serves it at (`siteUrl`).
 * @param {keyof typeof TEST_SITES} name
 * @param {{ home?: string, siteUrl?: string }} [options]
 * @returns {Promise<{ dist: string, today: string }>}
 */
export async function testSite(name, { home = join(projectRoot, '.tmp/sites', name), siteUrl = '' } = {}) {
  const today = dayIn(MINISTRY_TIME_ZONE);
  const recipe = TEST_SITES[name]?.(today);
  if (!recipe) throw new Error(`testSite: no test site is called "${name}" (${Object.keys(TEST_SITES).join(', ')})`);
  const from = await fingerprint(recipe, today, siteUrl);
  const site = join(home, 'site');
  const dist = join(site, 'dist');
  const madeFrom = join(home, 'made-from.txt');
  const current = async () => (await readFile(madeFrom, 'utf8').catch(() => '')) === from;
  if (await current()) return { dist, today };
  await mkdir(join(home, '..'), { recursive: true });
  await holding(`${home}.lock`, async () => {
    if (await current()) return;
    await rm(home, { recursive: true, force: true });
    await copySite(site);
    for (const [path, entry] of Object.entries(recipe.content ?? {})) {
      await mkdir(join(site, 'src/content', path, '..'), { recursive: true });
      await writeFile(join(site, 'src/content', path), stringify(entry));
    }
    for (const { file, exif } of recipe.metadata ?? []) {
      const picture = join(site, file);
      await writeFile(
        picture,
        await sharp(await readFile(picture))
          .withExif(exif)
          .toBuffer(),
      );
    }
    for (const { file, from: before, to } of recipe.edits ?? []) {
      const code = await readFile(join(site, file), 'utf8');
      const found = typeof before === 'string' ? code.includes(before) : before.test(code);
      if (!found) throw new Error(`testSite(${name}): ${file} no longer has ${before} to change`);
      await writeFile(join(site, file), code.replace(before, to));
    }
    const live = recipe.liveSite ? await startCdn({ dir: recipe.liveSite }) : undefined;
    // NODE_ENV as a build has it (a test runner sets "test", and the pages would not register the worker).
    /** @type {Record<string, string | undefined>} */
    const env = { ...process.env, ...LOCAL_BUILD_ENV, ...recipe.env, NODE_ENV: 'production' };
    if (siteUrl) env.SITE_URL = siteUrl;
    if (live) env.CARRY_FORWARD_FROM = live.origin;
    const built = await astro(site, ['build'], env).finally(() => live?.stop());
    // No warnings left in a build, a test site's too.
    if (!built.ok || /\[WARN\]/.test(built.output))
      throw new Error(`testSite(${name}): the build ${built.ok ? 'warned' : 'failed'}:\n${built.output}`);
    await writeFile(madeFrom, from);
  });
  return { dist, today };
}
