// @ts-check
/**
 * The bench: what every page costs a visitor on a phone.   npm run bench [-- --runs 3]
 *
 * Builds the site (the local build, as npm start does) and reports for every page: the bytes a
 * phone loads from the site (bench/page-weight.mjs: JavaScript before any interaction beside all
 * it loads once every island has been reached for), Lighthouse's scores and timings (mobile
 * preset, simulated throttling, the median of the runs, outside hosts blocked), and how soon each
 * control works on an emulated slow network (bench/throttled.mjs). Writes everything to
 * bench/latest.json, and prints it as markdown (bench/report.mjs), which it also writes into
 * docs/testing.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { glob, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { precacheManifest } from '../integrations/service-worker.ts';
import { addressToOpen } from '../src/lib/paths.ts';
import { PAGES } from '../src/site.ts';
import { STORIES_PAGE, VOLUNTEER_PAGE } from '../src/lib/paths.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../tooling/browser.mjs';
import { freePort } from '../tooling/free-port.mjs';
import { outsideHosts } from '../tooling/outside-hosts.mjs';
import { BUDGETS } from './budgets.mjs';
import { weighEditor, weighPage, weighPhotoHelpers } from './page-weight.mjs';
import { benchReport, withReport } from './report.mjs';
import { measureControls, median } from './throttled.mjs';
import { testSite } from '../tooling/test-site.mjs';

/**
 * Lighthouse is the bench's own dependency (bench/package.json), which `npm run bench` installs
 * beside it: nothing that builds or tests the site needs its 114 packages. Named through a
 * variable, so the type check does not look for it where the bench has not been run.
 */
const LIGHTHOUSE = 'lighthouse';
/** @type {(url: string, flags: object, config?: object) => Promise<any>} */
const lighthouse = (await import(LIGHTHOUSE)).default;

const RUNS = Number(parseArgs({ options: { runs: { type: 'string', default: '3' } } }).values.runs);
const [PORT, DEBUG_PORT] = [await freePort(), await freePort()];
const BASE = `http://127.0.0.1:${PORT}`;
/** A build of its own, for the address it is served at: dist/ stays as npm start and npm test left it. */
const DIST = '.tmp/bench-dist';

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

/** The bytes, raw and gzip level 9, of the files of dist/ matching `patterns`. */
async function weighFiles(/** @type {string | string[]} */ patterns, skip = /\.txt$/) {
  const files = (await Array.fromAsync(glob(patterns, { cwd: DIST, withFileTypes: true })))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skip.test(file));
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const sum = (/** @type {(c: Buffer) => number} */ size) => contents.reduce((total, c) => total + size(c), 0);
  return { files: files.length, raw: sum((c) => c.length), gzip: sum((c) => gzipSync(c, { level: 9 }).length) };
}

// Built for the address it is served at, so canonical links are on the same site as the page.
const built = spawnSync(process.execPath, ['scripts/local.mjs', 'build', '--outDir', DIST], {
  stdio: 'inherit',
  env: { ...process.env, SITE_URL: BASE },
});
if (built.status !== 0) process.exit(built.status ?? 1);
/** `astro preview` of a built site on a port of its own. */
const preview = (/** @type {string} */ dist, /** @type {number} */ port) =>
  start(
    process.execPath,
    [
      'node_modules/astro/bin/astro.mjs',
      'preview',
      '--ignore-lock',
      '--outDir',
      dist,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    `http://127.0.0.1:${port}`,
  );
const site = await preview(DIST, PORT);
// The site with the fixture volunteer needs and stories (its own has none to show yet; the
// `bench` test site: every need, every story and one notice), built for its address too.
const NEEDS_PORT = await freePort();
const NEEDS = await testSite('bench', { home: '.tmp/bench-needs', siteUrl: `http://127.0.0.1:${NEEDS_PORT}` });
const needsSite = await preview(NEEDS.dist, NEEDS_PORT);
const chrome = await start(
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
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const throttled = await measureControls(browser, BASE, RUNS);
  await browser.close();

  /** Lighthouse's median for a page served at `base`, or null where it declines (the 404 page). */
  const audit = async (/** @type {string} */ base, /** @type {string} */ route) => {
    /** @type {Record<string, number>[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${route}`, {
        port: DEBUG_PORT,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Outside hosts Lighthouse must not reach: the donation form, the shops, the e-mail service.
        blockedUrlPatterns: [...outsideHosts(), 'emailjs.com'].map((host) => `*${host}*`),
      });
      // Lighthouse declines to audit a page answered with an error status (the 404 page).
      if (!result || result.lhr.runtimeError) break;
      const { categories: c, audits: a } = result.lhr;
      const score = (/** @type {string} */ id) => (c[id]?.score ?? 0) * 100;
      const value = (/** @type {string} */ id) => a[id]?.numericValue ?? NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: value('largest-contentful-paint'),
        fcp: value('first-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        speedIndex: value('speed-index'),
      });
    }
    return runs[0]
      ? Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => Number(r[key])))]))
      : null;
  };

  const rows = [];
  for (const page of PAGES) {
    const route = addressToOpen(page.path);
    rows.push({ route, weight: weighPage(DIST, page.path, route), lighthouse: await audit(BASE, route) });
  }
  const needsBase = `http://127.0.0.1:${NEEDS_PORT}`;
  const needsRoutes = [];
  const pagesIn = async (/** @type {string} */ folder) =>
    (await Array.fromAsync(glob(`${folder.slice(1)}/*.html`, { cwd: NEEDS.dist })))
      .map((file) => `/${file.replace(/\.html$/, '')}`)
      .sort();
  for (const route of [
    '/',
    VOLUNTEER_PAGE,
    ...(await pagesIn(VOLUNTEER_PAGE)),
    STORIES_PAGE,
    ...(await pagesIn(STORIES_PAGE)),
  ])
    needsRoutes.push({ route, weight: weighPage(NEEDS.dist, route), lighthouse: await audit(needsBase, route) });

  const precache = await weighFiles((await precacheManifest(DIST)).entries.map((entry) => entry.url));
  const editor = weighEditor(DIST);
  const photoHelpers = weighPhotoHelpers(DIST);
  const measuredAt = new Date().toISOString();
  const latest = {
    measuredAt,
    runs: RUNS,
    budgetsKB: BUDGETS,
    routes: rows,
    needsRoutes,
    throttled,
    precache,
    editor,
    photoHelpers,
  };
  await writeFile('bench/latest.json', `${JSON.stringify(latest, null, 2)}\n`);
  console.log(`\n${benchReport(latest)}`);
  // The docs show these figures as made here, never copied by hand (tests/docs.test.ts).
  const docs = 'docs/testing.md';
  await writeFile(docs, withReport(await readFile(docs, 'utf8'), JSON.parse(JSON.stringify(latest))));
  console.log('\nSaved to bench/latest.json and docs/testing.md');
} finally {
  chrome.kill();
  site.kill();
  needsSite.kill();
}
