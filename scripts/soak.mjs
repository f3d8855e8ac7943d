// @ts-check
/**
 * The soak: runs the browser tests, or the specs named, many times over one build, first on a
 * quiet machine and then beside a busy neighbour (a process that keeps one core busy), and prints,
 * for every test, how many runs failed in each and the first failure's message. A test that fails
 * even once here is flaky, and a flaky test is a broken one (docs/testing.md, "The soak").
 *
 *   npm run test:soak                                  every browser test, 3 runs quiet, 3 busy
 *   npm run test:soak -- e2e/header.spec.ts --runs 10  one spec (or several), 10 runs of each
 *   npm run test:soak -- tests/flyers-on-paper.test.ts a Vitest file (over the built site)
 *   npm run test:soak -- --busy-only --project webkit  any other word goes to Playwright as it is
 *
 * Options: --runs N (runs in each setting), --quiet-only, --busy-only, --no-build (use dist/ as
 * it is). It exits non-zero when any run of any test failed, when a runner failed in any other
 * way (no report, a crash, a non-zero exit with no failing test named: runResults), and when no
 * test ran at all.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { npmRun } from './test.mjs';

/** @typedef {{ runs: number, failed: number, first?: string }} Tally */
/** @typedef {Map<string, { quiet: Tally, busy: Tally }>} Table */
/** @typedef {'quiet' | 'busy'} Setting */

/**
 * Reads the command line.
 * @param {string[]} args
 */
export function parseArgs(args) {
  const options = { runs: 3, settings: /** @type {Setting[]} */ (['quiet', 'busy']), build: true };
  /** @type {string[]} */
  const vitest = [];
  /** @type {string[]} */
  const playwright = [];
  for (let index = 0; index < args.length; index++) {
    const arg = /** @type {string} */ (args[index]);
    if (arg === '--runs') {
      const runs = Number(args[++index]);
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of 1 or more');
      options.runs = runs;
    } else if (arg === '--quiet-only') options.settings = ['quiet'];
    else if (arg === '--busy-only') options.settings = ['busy'];
    else if (arg === '--no-build') options.build = false;
    else if (/\.test\.[cm]?[jt]s$/.test(arg)) vitest.push(arg);
    else playwright.push(arg);
  }
  return { ...options, vitest, playwright };
}

/** Takes the colours out of a runner's message and keeps its first lines. */
export function firstLines(/** @type {string} */ message, lines = 4) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  return plain
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .join(' | ');
}

/**
 * Adds one result of one test to the table.
 * @param {Table} table
 * @param {Setting} setting
 * @param {string} name
 * @param {boolean} failed
 * @param {string} [message]
 */
export function tally(table, setting, name, failed, message) {
  if (!table.has(name)) table.set(name, { quiet: { runs: 0, failed: 0 }, busy: { runs: 0, failed: 0 } });
  const entry = /** @type {{ quiet: Tally, busy: Tally }} */ (table.get(name))[setting];
  entry.runs++;
  if (failed) {
    entry.failed++;
    entry.first ??= firstLines(message ?? 'failed, with no message');
  }
}

/**
 * Every test result in a Playwright JSON report (one entry per run, `--repeat-each` included).
 * @param {any} report
 * @returns {{ name: string, failed: boolean, message?: string }[]}
 */
export function playwrightResults(report) {
  /** @type {{ name: string, failed: boolean, message?: string }[]} */
  const found = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'skipped') continue;
          const failed = result.status !== 'passed';
          const message = [result.error?.message, ...(result.errors ?? []).map((/** @type {any} */ e) => e.message)]
            .filter(Boolean)
            .join('\n');
          const name = `[${test.projectName}] ${spec.file} › ${[...here, spec.title].join(' › ')}`;
          found.push({ name, failed, message: failed ? message || `status: ${result.status}` : undefined });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  // A run that could not start its tests (a server that would not start) fails as a whole.
  for (const error of report.errors ?? [])
    found.push({ name: '(the run itself)', failed: true, message: error.message });
  return found;
}

/**
 * Every test result in a Vitest JSON report; a file whose setup failed counts as one failure.
 * @param {any} report
 * @returns {{ name: string, failed: boolean, message?: string }[]}
 */
export function vitestResults(report) {
  /** @type {{ name: string, failed: boolean, message?: string }[]} */
  const found = [];
  for (const file of report.testResults ?? []) {
    const path = String(file.name).replace(`${process.cwd()}/`, '');
    const tests = (file.assertionResults ?? []).filter((/** @type {any} */ t) => t.status !== 'skipped');
    for (const test of tests) {
      const failed = test.status !== 'passed';
      found.push({
        name: `[vitest] ${path} › ${test.fullName}`,
        failed,
        message: (test.failureMessages ?? []).join('\n'),
      });
    }
    if (tests.length === 0 && file.status === 'failed') {
      found.push({ name: `[vitest] ${path}`, failed: true, message: file.message });
    }
  }
  return found;
}

/**
 * What one run of a runner came to: the tests its report names, and a failure of the run itself
 * wherever the report cannot be trusted to name them all. A run that wrote no report, or one that
 * cannot be read (a runner that crashed first), fails; so does one that exited non-zero with no
 * failing test in its report (a crash after the tests, a failed setup it does not list).
 * @param {'playwright' | 'vitest'} runner
 * @param {number} exitCode
 * @param {string | null} reportText the report as written, or null when there is none
 * @returns {{ name: string, failed: boolean, message?: string }[]}
 */
export function runResults(runner, exitCode, reportText) {
  const itself = `(the ${runner} run itself)`;
  let report;
  try {
    report = reportText === null ? null : JSON.parse(reportText);
  } catch {
    report = null;
  }
  if (!report) {
    const why = reportText === null ? 'wrote no report' : 'wrote a report that cannot be read';
    return [{ name: itself, failed: true, message: `${runner} ${why} (exit code ${exitCode})` }];
  }
  const results = runner === 'playwright' ? playwrightResults(report) : vitestResults(report);
  if (exitCode !== 0 && !results.some((result) => result.failed)) {
    results.push({
      name: itself,
      failed: true,
      message: `${runner} exited with ${exitCode}, no failing test in its report`,
    });
  }
  return results;
}

/** Prints the table: a line for each test, the failing ones first. */
export function formatTable(/** @type {Table} */ table, /** @type {Setting[]} */ settings) {
  const cell = (/** @type {Tally} */ t) => (t.runs ? `${t.failed}/${t.runs}` : '-');
  const rows = [...table.entries()].sort(
    ([a, x], [b, y]) => y.quiet.failed + y.busy.failed - (x.quiet.failed + x.busy.failed) || a.localeCompare(b),
  );
  const lines = [`| test | ${settings.map((s) => `${s}: failed/runs`).join(' | ')} | first failure |`];
  lines.push(`| --- | ${settings.map(() => '---:').join(' | ')} | --- |`);
  for (const [name, tallies] of rows) {
    const first = settings.map((s) => tallies[s].first && `${s}: ${tallies[s].first}`).find(Boolean) ?? '';
    lines.push(`| ${name} | ${settings.map((s) => cell(tallies[s])).join(' | ')} | ${first.replaceAll('|', '¦')} |`);
  }
  return lines.join('\n');
}

/** Runs a command with the project's own Node; resolves with its exit code. */
function run(/** @type {string} */ script, /** @type {string[]} */ args, env = {}) {
  return new Promise((resolveExit) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolveExit(code ?? 1));
  });
}

/** A process that keeps one core busy until it is stopped: the busy neighbour. */
function busyNeighbour() {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  return stop;
}

const bin = (/** @type {string} */ path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const browserTests = options.vitest.length === 0 || options.playwright.length > 0;
  if (options.build && (await npmRun('build:local').done) !== 0) {
    throw new Error('The build failed: the soak runs over one build of the site.');
  }
  const dir = await mkdtemp(join(tmpdir(), 'ssmc-soak-'));
  /** @type {Table} */
  const table = new Map();
  for (const setting of options.settings) {
    const stop = setting === 'busy' ? busyNeighbour() : () => {};
    console.log(
      `\nsoak: ${options.runs} runs ${setting === 'busy' ? 'beside a busy neighbour' : 'on a quiet machine'}`,
    );
    try {
      if (browserTests) {
        const file = join(dir, `playwright-${setting}.json`);
        const code = await run(
          bin('@playwright/test/cli.js'),
          ['test', ...options.playwright, `--repeat-each=${options.runs}`, '--reporter=dot,json'],
          { PLAYWRIGHT_JSON_OUTPUT_FILE: file },
        );
        const report = await readFile(file, 'utf8').catch(() => null);
        for (const r of runResults('playwright', code, report)) tally(table, setting, r.name, r.failed, r.message);
      }
      for (let round = 0; round < options.runs && options.vitest.length > 0; round++) {
        const file = join(dir, `vitest-${setting}-${round}.json`);
        const code = await run(bin('vitest/vitest.mjs'), [
          'run',
          ...options.vitest,
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ]);
        const report = await readFile(file, 'utf8').catch(() => null);
        for (const r of runResults('vitest', code, report)) tally(table, setting, r.name, r.failed, r.message);
      }
    } finally {
      stop();
    }
  }
  await rm(dir, { recursive: true, force: true });
  console.log(`\n${formatTable(table, options.settings)}\n`);
  const failed = [...table.values()].filter((t) => t.quiet.failed + t.busy.failed > 0).length;
  if (table.size === 0) console.log('soak: no test ran: nothing was soaked.');
  else console.log(`soak: ${table.size} tests, ${failed} of them failed at least once.`);
  process.exitCode = failed > 0 || table.size === 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
