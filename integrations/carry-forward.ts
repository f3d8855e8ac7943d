/**
 * Carries the earlier builds' files forward into this one, so that a page opened before this
 * build goes live (in a tab, in the back/forward cache, kept by the service worker) still finds
 * every script and picture of its own build on the host, which serves only the newest deploy.
 * The rules (which builds, for how long) are src/lib/build-history.ts; why this and not a host's
 * feature: docs/decisions/0014.
 *
 * It reads `/builds.json` from the live site (SITE_URL, or CARRY_FORWARD_FROM where the site lives
 * at another address), fetches the files of the builds still kept, and writes the new history into
 * `dist/builds.json`. Where there is no live site to ask (a local build, a first deploy, no
 * network), it says so and the build goes on with its own files alone.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  BUILD_HISTORY_FILE,
  KEEP,
  carriedFiles,
  nextHistory,
  parseHistory,
  withoutFiles,
  type BuildHistory,
} from '../src/lib/build-history.ts';
import { PLACEHOLDER_SITE_URL } from '../src/settings.ts';

/** How long one request to the live site may take before the build goes on without it. */
const REQUEST_MS = 20_000;
/** Files fetched at once. */
const AT_ONCE = 6;

interface Say {
  info(message: string): void;
  warn(message: string): void;
}

/** Names of this computer: a site address there is a preview (the bench's), never the live site. */
const THIS_COMPUTER = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The live site to carry files from: CARRY_FORWARD_FROM when set (the tests' first build, a site
 * that moved), else SITE_URL, unless it is the placeholder or an address on this computer.
 */
export function liveSite(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CARRY_FORWARD_FROM) return env.CARRY_FORWARD_FROM;
  const site = env.SITE_URL ? new URL(env.SITE_URL) : null;
  if (!site || site.origin === new URL(PLACEHOLDER_SITE_URL).origin || THIS_COMPUTER.includes(site.hostname))
    return null;
  return env.SITE_URL!;
}

/** This build's own files in `_astro/`, by name. */
async function ownFiles(dist: string): Promise<string[]> {
  const names = await readdir(join(dist, '_astro')).catch(() => [] as string[]);
  return names.map((name) => `_astro/${name}`).sort();
}

async function fetchWithin(url: URL): Promise<Response> {
  return fetch(url, { signal: AbortSignal.timeout(REQUEST_MS), redirect: 'follow' });
}

/** The history the live site publishes; null, with the reason said, when there is none to read. */
async function liveHistory(site: string, say: Say): Promise<BuildHistory | null> {
  const address = new URL(BUILD_HISTORY_FILE, new URL('/', site));
  let response: Response;
  try {
    response = await fetchWithin(address);
  } catch (error) {
    say.warn(
      `Could not reach ${address} (${(error as Error).message}): this build carries no earlier files, so a page ` +
        'opened before it goes live may not find its scripts. Build again once the site can be reached.',
    );
    return null;
  }
  if (response.status === 404) {
    say.info(`${address} is not there yet (a first deploy): this build starts the history with its own files.`);
    return null;
  }
  const history = response.ok ? parseHistory(await response.text()) : null;
  if (!history)
    say.warn(
      `${address} answered ${response.status} with no history this build can read: it carries no earlier files.`,
    );
  return history;
}

/** Fetches each file into `dist`, a few at a time; resolves with those that could not be had. */
async function fetchFiles(
  site: string,
  dist: string,
  files: string[],
): Promise<{ missing: Set<string>; bytes: number }> {
  const missing = new Set<string>();
  let bytes = 0;
  const queue = [...files];
  await mkdir(join(dist, '_astro'), { recursive: true });
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        try {
          const response = await fetchWithin(new URL(`/${file}`, site));
          if (!response.ok) throw new Error(String(response.status));
          const body = new Uint8Array(await response.arrayBuffer());
          bytes += body.length;
          await writeFile(join(dist, file), body);
        } catch {
          missing.add(file);
        }
      }
    }),
  );
  return { missing, bytes };
}

/**
 * Writes `dist`/builds.json with this build first and carries the kept builds' files into
 * `dist/_astro/` from `site`; with no site, this build's history starts with it alone.
 */
export async function carryForward(
  dist: string,
  site: string | null,
  say: Say,
  now = new Date(),
): Promise<BuildHistory> {
  const files = await ownFiles(dist);
  const id = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
  const current = { id, builtAt: now.toISOString(), files };
  let history = nextHistory(site ? await liveHistory(site, say) : null, current, now.getTime());
  if (!site)
    say.info(
      'No live site to carry earlier files from (SITE_URL is unset, the placeholder, or on this computer): this build has its own files alone.',
    );
  const carried = carriedFiles(history);
  if (site && carried.length > 0) {
    const { missing, bytes } = await fetchFiles(site, dist, carried);
    history = withoutFiles(history, missing);
    const builds = history.builds.length - 1;
    say.info(
      `Carried ${carried.length - missing.size} files (${(bytes / 1024).toFixed(1)} KB) of ${builds} earlier ` +
        `build${builds === 1 ? '' : 's'} forward from ${site}, for pages opened before this build goes live ` +
        `(kept for the ${KEEP.builds} builds before this one, or ${KEEP.days} days).`,
    );
    if (missing.size > 0) {
      say.warn(
        `${missing.size} earlier files could not be fetched from ${site} and are left out: ${[...missing].join(', ')}`,
      );
    }
  }
  await writeFile(join(dist, BUILD_HISTORY_FILE), `${JSON.stringify(history, null, 1)}\n`);
  return history;
}

export default function carryForwardIntegration(site = liveSite()): AstroIntegration {
  return {
    name: 'ssmc:carry-forward',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await carryForward(fileURLToPath(dir), site, logger);
      },
    },
  };
}
