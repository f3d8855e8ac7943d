/**
 * A throwaway copy of the site for tests that run the real Astro CLI on a broken or unusual
 * setup (a bad project entry, missing build settings) without touching the working tree.
 * Copies live in .tmp/ inside the project, so they resolve the project's own node_modules.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { copySite, projectRoot } from '../../tooling/test-site.mjs';

const run = promisify(execFile);
export { projectRoot };
const made: string[] = [];

/** For `nodeArgs`: `--import` this, and loading a devDependency stops the process, naming it. */
export const PRODUCTION_ONLY = pathToFileURL(join(projectRoot, 'tests/support/production-only.mjs')).href;

export async function scratchSite(): Promise<string> {
  const scratchRoot = join(projectRoot, '.tmp');
  await mkdir(scratchRoot, { recursive: true });
  const dir = await mkdtemp(join(scratchRoot, 'site-'));
  made.push(dir);
  await copySite(dir);
  return dir;
}

/**
 * Runs `astro <args>` in a folder (with `nodeArgs` given to Node first); never throws, so a test
 * can read what a failure said.
 */
export async function astro(
  dir: string,
  args: string[],
  env: Record<string, string | undefined> = process.env,
  nodeArgs: string[] = [],
): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [...nodeArgs, join(projectRoot, 'node_modules/astro/bin/astro.mjs'), ...args],
      {
        cwd: dir,
        env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      },
    );
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

export async function removeScratchSites(): Promise<void> {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
