// @ts-check
/**
 * Serves a built site with Cloudflare's own runtime, `wrangler pages dev` (workerd), bound to
 * 127.0.0.1 only and with telemetry off: the tests check what the CDN really does with
 * _headers, clean addresses, redirects and 404s, not what an imitation of it does.
 *
 *   node tooling/cdn.mjs [--dir dist] --port PORT     (what playwright.config.ts starts)
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.mjs';

const wranglerBin = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));

/** The Workers runtime behaviour the site is tested against (wrangler 4.156's default then). */
const COMPATIBILITY_DATE = '2026-10-23';

/**
 * Starts the CDN runtime on `dir`; resolves once it answers.
 * @param {{ dir: string, port?: number, output?: 'inherit' | 'ignore' }} options
 * @returns {Promise<{ origin: string, stop: () => void }>}
 */
export async function startCdn({ dir, port, output = 'ignore' }) {
  const listenPort = port ?? (await freePort());
  const origin = `http://127.0.0.1:${listenPort}`;
  const child = spawn(
    process.execPath,
    [wranglerBin, 'pages', 'dev', resolve(dir), '--ip', '127.0.0.1', '--port', String(listenPort)].concat([
      '--inspector-port',
      String(await freePort()),
      '--log-level',
      'warn',
      // The runtime's behaviour is pinned to a date, as a Pages project pins it in its settings;
      // without one wrangler warns and picks today's.
      '--compatibility-date',
      COMPATIBILITY_DATE,
    ]),
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: ['ignore', output, output] },
  );
  const stop = () => child.kill();
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (exit ${child.exitCode})`);
    const answered = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (answered) return { origin, stop };
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  stop();
  throw new Error(`wrangler pages dev did not answer at ${origin}`);
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
    process.on(signal, () => (stop(), process.exit(0)));
}
