// @ts-check
/**
 * A new version going live in the middle of a visit, for the tests: two real builds and a host
 * that is swapped from the first to the second while a page of the first is open, as an atomic
 * deploy does.
 *
 * - The first build is `dist/`, as `npm run build:local` made it.
 * - The next build (makeNextBuild) is the same site with its islands' code changed, as any code
 *   change or dependency update changes it (Astro names each script after its content), built by
 *   the real Astro in a copy of the project, with Cloudflare's runtime serving the first build as
 *   the live site it carries earlier files from (integrations/carry-forward.ts). Its islands mark
 *   themselves `data-build="next"` once hydrated, so a test tells which build's script ran.
 * - A deploy host (startDeployHost) is Cloudflare's runtime serving a folder of its own, which
 *   starts as the first build; `deploy()` swaps its files for the next build's, with or without
 *   the earlier files that build carried (without: a host that dropped them anyway).
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { startCdn } from './cdn.mjs';
import { copySite, projectRoot as root } from './site-copy.mjs';
import { BUILD_HISTORY_FILE, carriedFiles, parseHistory } from '../src/lib/build-history.ts';
import { LOCAL_BUILD_ENV } from '../src/settings.ts';

/** The first build. */
export const FIRST_BUILD = join(root, 'dist');
/** Where the next build is made, and its `dist/`. */
const NEXT_HOME = join(root, '.tmp/next-build');
export const NEXT_BUILD = join(NEXT_HOME, 'site/dist');
/** What the next build was made from: the first build's service worker, which names every file it has. */
const MADE_FROM = join(NEXT_HOME, 'made-from.txt');

/** The change to each island: one attribute more on its outer element, as a code change would make. */
const ISLAND_CHANGES = ['ContactForm', 'SiteHeader', 'Dialog'].map((name) => ({
  file: `src/islands/${name}.tsx`,
  from: `data-island="${name}"`,
  to: `data-island="${name}" data-build="next"`,
}));

async function firstBuildId(/** @type {string} */ first) {
  const worker = await readFile(join(first, 'sw.js')).catch(() => {
    throw new Error('makeNextBuild: dist/ has no built site to deploy over. Build it first: npm run build:local');
  });
  return createHash('sha256').update(worker).digest('hex');
}

/**
 * Makes the next build unless the one made last came from the same first build; resolves with
 * its folder. Each island's code differs from the first build's.
 */
export async function makeNextBuild(first = FIRST_BUILD) {
  const from = await firstBuildId(first);
  if (
    existsSync(join(NEXT_BUILD, BUILD_HISTORY_FILE)) &&
    (await readFile(MADE_FROM, 'utf8').catch(() => '')) === from
  ) {
    return NEXT_BUILD;
  }
  await rm(NEXT_HOME, { recursive: true, force: true });
  const site = join(NEXT_HOME, 'site');
  await mkdir(site, { recursive: true });
  await copySite(site);
  for (const { file, from: before, to } of ISLAND_CHANGES) {
    const code = await readFile(join(site, file), 'utf8');
    if (!code.includes(before)) throw new Error(`makeNextBuild: ${file} no longer has ${before} to change`);
    await writeFile(join(site, file), code.replace(before, to));
  }
  const live = await startCdn({ dir: first });
  try {
    await promisify(execFile)(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: site,
      env: { ...process.env, ...LOCAL_BUILD_ENV, CARRY_FORWARD_FROM: live.origin, ASTRO_TELEMETRY_DISABLED: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(`makeNextBuild: the next build failed:\n${stdout}${stderr}`);
  } finally {
    await live.stop();
  }
  await writeFile(MADE_FROM, from);
  return NEXT_BUILD;
}

/** The files of a folder, as paths from it with forward slashes. */
async function filesIn(/** @type {string} */ dir) {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The earlier builds' files a build carries, by its history. */
export async function carriedBy(/** @type {string} */ build) {
  const history = parseHistory(await readFile(join(build, BUILD_HISTORY_FILE), 'utf8').catch(() => ''));
  return history ? carriedFiles(history) : [];
}

/**
 * A host serving the first build with Cloudflare's runtime, from a folder of its own.
 * `deploy({ carried })` makes the next build live in one step: its files written, then every file
 * it lacks removed (with `carried: false`, the earlier builds' files too).
 * @returns {Promise<{ origin: string, deploy(options?: { carried?: boolean }): Promise<void>, stop(): Promise<void> }>}
 */
export async function startDeployHost() {
  const dir = await mkdtemp(join(tmpdir(), 'ssmc-host-'));
  await cp(FIRST_BUILD, dir, { recursive: true });
  const cdn = await startCdn({ dir });
  return {
    origin: cdn.origin,
    async deploy({ carried = true } = {}) {
      const dropped = new Set(carried ? [] : await carriedBy(NEXT_BUILD));
      const next = new Set((await filesIn(NEXT_BUILD)).filter((file) => !dropped.has(file)));
      await cp(NEXT_BUILD, dir, {
        recursive: true,
        filter: (source) => !dropped.has(relative(NEXT_BUILD, source).split('\\').join('/')),
      });
      for (const file of await filesIn(dir)) if (!next.has(file)) await rm(join(dir, file));
    },
    async stop() {
      await cdn.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
