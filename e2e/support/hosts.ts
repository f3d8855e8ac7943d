/**
 * A new version going live in the middle of a visit: a host that serves the first build (dist/, as
 * `npm run build:local` made it) with Cloudflare's runtime, from a folder of its own, and swaps it
 * for the `next` test site (tooling/test-site.mjs: the same site with its islands' code changed,
 * carrying the first build's files) in one step, as an atomic deploy does. One per worker
 * (e2e/fixtures.ts, `sites.deployHost()`), put back to the first build for each test that asks.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { expect } from '@playwright/test';
import { BUILD_HISTORY_FILE, carriedFiles, parseHistory } from '../../src/lib/build-history';
import { startCdn } from '../../tooling/cdn.mjs';
import { FIRST_BUILD, filesIn, testSite } from '../../tooling/test-site.mjs';

export interface DeployHost {
  origin: string;
  /**
   * Makes the next build live: its files written, then every file it lacks removed (with
   * `carried: false`, the earlier build's files it carries too, as a host that dropped them anyway).
   * Resolves once the host serves it.
   */
  deploy(options?: { carried?: boolean }): Promise<void>;
}

/** The earlier builds' files a build carries, by its history. */
async function carriedBy(build: string): Promise<string[]> {
  const history = parseHistory(await readFile(join(build, BUILD_HISTORY_FILE), 'utf8').catch(() => ''));
  return history ? carriedFiles(history) : [];
}

/** Lays `build`'s files in `dir` (less `dropped`), and removes every other file there. */
async function lay(build: string, dir: string, dropped = new Set<string>()) {
  const wanted = new Set((await filesIn(build)).filter((file) => !dropped.has(file)));
  await cp(build, dir, {
    recursive: true,
    filter: (source) => !dropped.has(relative(build, source).split('\\').join('/')),
  });
  for (const file of await filesIn(dir)) if (!wanted.has(file)) await rm(join(dir, file));
}

/** A deploy host of this worker's, on a free port; `reset()` puts the first build back. */
export async function startDeployHost() {
  const next = (await testSite('next')).dist;
  const dir = await mkdtemp(join(tmpdir(), 'ssmc-host-'));
  await lay(FIRST_BUILD, dir);
  const cdn = await startCdn({ dir });
  // The runtime takes a changed folder up as it notices it: a build is live once its worker is served.
  const serving = async (build: string) => {
    const worker = await readFile(join(build, 'sw.js'), 'utf8');
    await expect
      .poll(
        () =>
          fetch(`${cdn.origin}/sw.js`).then(
            (answer) => answer.text(),
            () => '',
          ),
        // Bounded by the test alone: the runtime takes up a changed folder when it notices it.
        { message: `the host serves ${relative(process.cwd(), build)}/`, timeout: 0 },
      )
      .toBe(worker);
  };
  const host: DeployHost = {
    origin: cdn.origin,
    async deploy({ carried = true } = {}) {
      await lay(next, dir, new Set(carried ? [] : await carriedBy(next)));
      await serving(next);
    },
  };
  return {
    host,
    async reset() {
      await lay(FIRST_BUILD, dir);
      await serving(FIRST_BUILD);
    },
    async stop() {
      await cdn.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
