// @ts-check
/**
 * `npm test`: every check, the same on any shell and any system.
 *
 *   lint ──────────────────┐
 *   check ─→ build:local ──┴─→ test:unit ─→ test:links ─→ test:e2e
 *
 * Lint reads neither .astro/ nor dist/, so it runs beside the type check and the build, on the
 * core they leave free. The first stage that fails stops every other at once, and the run ends
 * by naming it. Before any stage, the machine is asked for the three engines and the tools that
 * print the flyers: where one is missing, the run stops at once and says how to get it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumExecutable, firefoxLaunch, webkitParts } from '../tooling/browser.mjs';
import { printingTools } from '../tooling/print.mjs';

/** Throws, saying what is missing and how to get it, unless the machine has all the tests drive. */
export function machineReady() {
  chromiumExecutable();
  firefoxLaunch();
  webkitParts();
  printingTools();
}

/** Steps run one after another; the lanes of a step run side by side, each its scripts in order. */
export const STAGES = [[['lint'], ['check', 'build:local']], [['test:unit']], [['test:links']], [['test:e2e']]];

/** @typedef {{ done: Promise<number | null>, stop(): void }} Running */

/**
 * Runs `npm run <script>` in a process group of its own, so that stopping it stops what it
 * started (ESLint, Astro, the browsers) too.
 * @param {string} script
 * @returns {Running}
 */
export function npmRun(script) {
  // The npm that runs this file (npm test sets it), on the Node that runs this file.
  const npm = process.env.npm_execpath;
  const windows = process.platform === 'win32';
  const child = npm
    ? spawn(process.execPath, [npm, 'run', script], { stdio: 'inherit', detached: !windows })
    : spawn('npm', ['run', script], { stdio: 'inherit', detached: !windows, shell: windows });
  const done = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    done,
    stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        if (windows) execFileSync('taskkill', ['/pid', String(child.pid), '/T', '/F'], { stdio: 'ignore' });
        else process.kill(-child.pid, 'SIGTERM');
      } catch {
        // It ended on its own meanwhile.
      }
    },
  };
}

/**
 * Runs the stages; resolves with the name of the script that failed first, or null when every
 * one passed.
 * @param {string[][][]} stages
 * @param {(script: string) => Running} start
 * @returns {Promise<string | null>}
 */
export async function runStages(stages, start = npmRun) {
  /** @type {Set<Running>} */
  const running = new Set();
  let failed = /** @type {string | null} */ (null);
  const stopAll = () => {
    for (const stage of running) stage.stop();
  };
  const stopOnSignal = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    for (const step of stages) {
      await Promise.all(
        step.map(async (lane) => {
          for (const script of lane) {
            if (failed) return;
            const stage = start(script);
            running.add(stage);
            const code = await stage.done;
            running.delete(stage);
            if (code !== 0 && !failed) {
              failed = script;
              stopAll();
            }
          }
        }),
      );
      if (failed) break;
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
  }
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    machineReady();
  } catch (error) {
    console.error(`npm test: stopped before it began.\n${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  const failed = await runStages(STAGES);
  if (failed) {
    console.error(`\nnpm test: stopped, because \`npm run ${failed}\` failed (its output is above).`);
    process.exit(1);
  }
  console.log('\nnpm test: every stage passed.');
}
