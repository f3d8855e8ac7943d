// @ts-check
/**
 * The bench: what every page costs a visitor on a phone.
 *
 *   npm run bench [-- --runs 3]
 *
 * Builds the site (with the local mailbox settings, as npm start does), serves it with
 * `astro preview`, and for every route reports first-party bytes by type (raw and gzip) and
 * request count as a phone loads them (JavaScript before any interaction beside all it loads once
 * the menu and every dialog have been reached for), Lighthouse (mobile preset, simulated
 * throttling) scores and timings, the median of the runs, and how soon each control works on a
 * slow network (bench/throttled.mjs). Outside hosts (the donation frame, the shop, the
 * e-mail service) are blocked, so what cannot load here does not count.
 * Writes a markdown table to the terminal and everything to bench/latest.json.
 */
import { spawn } from 'node:child_process';
import { glob, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium, devices } from 'playwright';
import { BUDGETS } from './budgets.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser.mjs';
import { measureControls, throttledTable } from './throttled.mjs';
import { weighPage } from './page-weight.mjs';
import { PRECACHE_PATTERNS } from '../integrations/service-worker.ts';
import { freePort } from '../tests/support/free-port.mjs';
import { PAGES } from '../src/site.ts';
import { addressToOpen } from '../src/lib/paths.ts';
import { outsideHosts } from '../tests/support/outside-hosts.mjs';

/**
 * The bytes of these files of dist/, raw and gzip-compressed at level 9.
 * @param {string[]} files paths under dist/
 */
async function weighFiles(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = await readFile(join('dist', file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

/** @param {string | string[]} patterns */
const filesMatching = async (patterns) => Array.fromAsync(glob(patterns, { cwd: 'dist' }));

/** @typedef {import('./budgets.mjs').PageWeight} PageWeight */
/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcp: number, fcp: number, tbt: number, cls: number, speedIndex: number }} LighthouseFigures
 */

/** Every page of the site's one list (src/site.ts), the not-found page at an unknown address. */
const ROUTES = PAGES.map((page) => addressToOpen(page.path));
const PORT = await freePort();
const DEBUG_PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
/** Outside hosts Lighthouse must not reach: the donation form, the shops and the e-mail service. */
const THIRD_PARTIES = [...outsideHosts(), 'emailjs.com'].map((host) => `*${host}*`);
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const astroBin = fileURLToPath(new URL('../node_modules/astro/bin/astro.mjs', import.meta.url));

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function run(command, args, env = process.env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code) =>
      code === 0 ? resolveRun(undefined) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Starts a long-running process and resolves once `url` answers. */
async function start(/** @type {string} */ command, /** @type {string[]} */ args, /** @type {string} */ url) {
  const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return child;
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
  child.kill();
  throw new Error(`${command} did not answer at ${url}`);
}

/** @param {number[]} numbers */
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);

// Built for the address it is served at, so canonical links are on the same site as the page.
await run(process.execPath, [fileURLToPath(new URL('../scripts/local.mjs', import.meta.url)), 'build'], {
  ...process.env,
  SITE_URL: BASE,
});
const preview = await start(
  process.execPath,
  [astroBin, 'preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(PORT)],
  BASE,
);
const browserProcess = await start(
  chromiumPath(),
  [
    ...CHROMIUM_ARGS,
    '--headless=new',
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--user-data-dir=.tmp/bench-profile',
    'about:blank',
  ],
  `http://127.0.0.1:${DEBUG_PORT}/json/version`,
);

try {
  // Bytes: as a phone loads each page, scrolled through so every picture counts.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  /** @type {(PageWeight & { beforeInteraction: PageWeight })[]} */
  const weights = [];
  for (const route of ROUTES) weights.push(await weighPage(context, BASE, route));
  const throttled = await measureControls(browser, BASE, RUNS);
  await browser.close();

  // Lighthouse: the mobile preset with simulated throttling, the median of RUNS runs.
  /** @type {(LighthouseFigures | null)[]} */
  const lighthouseResults = [];
  for (const route of ROUTES) {
    /** @type {LighthouseFigures[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${BASE}${route}`, {
        port: DEBUG_PORT,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        blockedUrlPatterns: THIRD_PARTIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      // Lighthouse declines to audit a page answered with an error status (the 404 page).
      if (result.lhr.runtimeError) break;
      const { categories, audits } = result.lhr;
      runs.push({
        performance: (categories.performance?.score ?? 0) * 100,
        accessibility: (categories.accessibility?.score ?? 0) * 100,
        bestPractices: (categories['best-practices']?.score ?? 0) * 100,
        seo: (categories.seo?.score ?? 0) * 100,
        lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
        fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
        tbt: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        speedIndex: audits['speed-index']?.numericValue ?? NaN,
      });
    }
    const keys = /** @type {(keyof LighthouseFigures)[]} */ (Object.keys(runs[0] ?? {}));
    lighthouseResults.push(
      runs.length
        ? /** @type {LighthouseFigures} */ (
            Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]))
          )
        : null,
    );
  }

  const rows = ROUTES.map((route, i) => ({
    route,
    weight: /** @type {PageWeight & { beforeInteraction: PageWeight }} */ (weights[i]),
    lighthouse: lighthouseResults[i] ?? null,
  }));
  const table = [
    '| route | HTML | CSS | JS before interaction | JS after | images | fonts | total gzip (raw) | requests | perf | a11y | best pr. | SEO | LCP | FCP | TBT | CLS | SI |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(({ route, weight: w, lighthouse: l }) =>
      [
        `\`${route}\``,
        kb(w.bytes.html.gzip),
        kb(w.bytes.css.gzip),
        kb(w.beforeInteraction.bytes.js.gzip),
        kb(w.bytes.js.gzip),
        kb(w.bytes.images.gzip),
        kb(w.bytes.fonts.gzip),
        `**${kb(w.total.gzip)}** (${kb(w.total.raw)})`,
        w.requests,
        ...(l
          ? [
              l.performance,
              l.accessibility,
              l.bestPractices,
              l.seo,
              `${(l.lcp / 1000).toFixed(2)} s`,
              `${(l.fcp / 1000).toFixed(2)} s`,
              `${Math.round(l.tbt)} ms`,
              l.cls.toFixed(3),
              `${(l.speedIndex / 1000).toFixed(2)} s`,
            ]
          : Array(9).fill('n/a')),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
  ].join('\n');
  console.log(
    `\nKB are 1024 bytes, gzip level 9, first-party only, as a phone (Pixel 7) loads the page; Lighthouse: median of ${RUNS}.\n`,
  );
  console.log(table);
  const precache = await weighFiles(await filesMatching(PRECACHE_PATTERNS));
  // What the editor's page downloads: every file the build wrote into dist/admin/ but licences.
  const editor = await weighFiles((await filesMatching('admin/**/*.*')).filter((file) => !file.endsWith('.txt')));
  console.log(
    `\nThe editor at /admin (volunteers only; no public page loads it): ${editor.files} files, ${kb(editor.gzip)} KB gzip (${kb(editor.raw)} KB raw).`,
  );
  const worker = await readFile('dist/sw.js');
  console.log(
    `\nAfter the first visit has loaded, the service worker (${kb(worker.length)} KB) fetches ${precache.files} files in the background for visits with no signal: ${kb(precache.gzip)} KB gzip (${kb(precache.raw)} KB raw), less what the visit already loaded.`,
  );
  console.log(`\nOn a slow network (cold cache, phone size, median of ${RUNS} loads):\n`);
  console.log(throttledTable(throttled));
  await mkdir('bench', { recursive: true });
  await writeFile(
    'bench/latest.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, budgetsKB: BUDGETS, routes: rows, throttled, precache, editor }, null, 2)}\n`,
  );
  console.log('\nSaved to bench/latest.json');
} finally {
  browserProcess.kill();
  preview.kill();
}
