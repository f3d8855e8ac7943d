// @ts-check
/**
 * Serves a built site with Cloudflare's own runtime, `wrangler pages dev` (workerd), bound to
 * 127.0.0.1 only and with telemetry off: the tests check what the CDN really does with
 * _headers, clean addresses, redirects and 404s, not what an imitation of it does.
 *
 * Each runtime keeps its state (its cache and trace databases, its bundles, its log) in a folder
 * of its own, removed when it stops. Sharing the project's .wrangler/ made two runtimes started
 * at once (two Vitest workers; a spec beside Playwright's web server) fail at random: "database
 * is locked". tests/cdn.test.ts holds it, and that no update check leaves its file behind.
 *
 *   node tooling/cdn.mjs [--dir dist] --port PORT     (what playwright.config.ts starts)
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';

const wranglerBin = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));

/** The Workers runtime behaviour the site is tested against (wrangler 4.156's default then). */
const COMPATIBILITY_DATE = '2026-10-23';

/** How much of what a runtime says is kept, to tell why it stopped. */
const KEPT_OUTPUT = 256 * 1024;

/** How long a runtime may take to start on a busy machine before it is given up on. */
const STARTING_AT_MOST = 60_000;

/**
 * Why a runtime stopped, from what it said: wrangler's own error lines ("✘ [ERROR] ...") with the
 * lines that carry on from each, or else the end of its output. The error lines come first: what
 * follows them can be long (a Go stack from esbuild, stopped in the middle of its work).
 * @param {string} output
 * @returns {string}
 */
export function whyItStopped(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  /** @type {string[]} */
  const errors = [];
  let within = false;
  for (const line of lines) {
    if (line.includes('[ERROR]')) within = true;
    else if (!/^\s+\S/.test(line)) within = false;
    if (within) errors.push(line);
  }
  if (errors.length) return errors.join('\n');
  return lines
    .filter((line) => !line.includes('Logs were written to'))
    .join('\n')
    .trim()
    .slice(-2000);
}

/** What wrangler says once its runtime listens, with the address it listens on. */
const READY = /Ready on (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts the CDN runtime on `dir`; resolves once it says it listens, with the address it says.
 * Without a `port`, the system gives it one as it binds (`--port 0`): a port chosen beforehand and
 * let go could be taken in between by another runtime's own listeners, which answer every request
 * "Forbidden", and a test then read that answer as the site's. `stop` ends it and removes its
 * state. Where its output is not shown, why it stopped goes into the error if it fails to start.
 * @param {{ dir: string, port?: number, output?: 'inherit' | 'ignore' }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startCdn({ dir, port = 0, output = 'ignore' }) {
  // Wrangler keeps its state under the folder it runs in. The site has no Pages Functions (a
  // functions/ folder there), so running it elsewhere serves the same.
  const home = await mkdtemp(join(tmpdir(), 'ssmc-cdn-'));
  const child = spawn(
    process.execPath,
    [wranglerBin, 'pages', 'dev', resolve(dir), '--ip', '127.0.0.1', '--port', String(port)].concat([
      '--inspector-port',
      '0',
      // "Ready on" is said at this level, with each request served after it.
      '--log-level',
      'info',
      // The runtime's behaviour is pinned to a date, as a Pages project pins it in its settings;
      // without one wrangler warns and picks today's.
      '--compatibility-date',
      COMPATIBILITY_DATE,
    ]),
    {
      cwd: home,
      // Its log and its registry of running workers go there too, instead of the keeper's home. It
      // asks nothing of the network: no check for a newer wrangler (which the banner makes), no
      // download of Cloudflare's request.cf sample, which the site does not read.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(home, 'logs'),
        WRANGLER_REGISTRY_PATH: join(home, 'registry'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let said = '';
  /** @type {string | undefined} */
  let origin;
  /** @type {(origin: string) => void} */
  let listening = () => {};
  const ready = new Promise((resolveReady) => (listening = resolveReady));
  const keep = (/** @type {Buffer} */ chunk) => {
    if (said.length < KEPT_OUTPUT) said += chunk.toString();
    origin ??= READY.exec(stripVTControlCharacters(said))?.[1];
    if (origin) listening(origin);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (output === 'inherit') {
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
  }
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
    await rm(home, { recursive: true, force: true });
  };
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const started = await Promise.race([
    ready,
    exited.then(() => null),
    new Promise((resolveWait) => (timer = setTimeout(resolveWait, STARTING_AT_MOST, undefined))),
  ]).finally(() => clearTimeout(timer));
  if (typeof started === 'string') return { origin: started, stop };
  await stop();
  if (started === null) throw new Error(`wrangler pages dev stopped (exit ${child.exitCode}):\n${whyItStopped(said)}`);
  throw new Error(`wrangler pages dev did not say it was ready:\n${whyItStopped(said)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } },
  });
  const { origin, stop } = await startCdn({
    dir: values.dir,
    port: values.port ? Number(values.port) : undefined,
    output: 'inherit',
  });
  console.log(`Serving ${values.dir}/ with Cloudflare's runtime at ${origin}`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => void stop().then(() => process.exit(0)));
}
