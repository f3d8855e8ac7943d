// @ts-check
/**
 * The bench's slow-network run: how soon a visitor on a weak phone signal can use each control.
 *
 *   node bench/throttled.mjs --base http://127.0.0.1:PORT [--runs 3]
 *
 * measures any served build (npm run bench calls it for the build it serves). Each load is cold
 * (a new browser context, cache off) at a phone's size, with Chromium's own network emulation.
 * For each page it records first contentful paint and the moment its control first works:
 * on `/` a tap on Menu that opens the drawer, on `/projects` a tap on Read More that opens its
 * dialog (clicked in every frame from the moment each is on screen until a click works), on
 * `/contact` the Send button enabled. Times are from the start of navigation, medians of the runs.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/browser.mjs';

/** Chromium DevTools' own presets, by name: throughput in bytes a second, latency in ms. */
const NETWORKS = {
  'slow 4G': { downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, latency: 150 },
  'slow 3G': { downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8, latency: 400 },
};

/**
 * Installs, before the page loads, a loop that runs every frame from the first: as soon as the
 * control is on screen it is clicked, and clicked again each frame until a click has worked.
 * `window.__works` then holds the time (from the start of navigation) of the first click that
 * worked and how many clicks did nothing. Being in the page, the figure holds no delay of the
 * test tool's own. The checks are written out per control: the pages' CSP forbids eval.
 * @param {import('playwright').Page} page
 * @param {'menu' | 'dialog'} which
 */
async function clickEveryFrame(page, which) {
  await page.addInitScript((kind) => {
    const find = () => document.querySelector(kind === 'menu' ? '.menu-toggle' : '.dialog-opener');
    const opened = () =>
      kind === 'menu'
        ? !!document.getElementById('site-nav')?.checkVisibility()
        : !!document.querySelector('dialog[open]');
    let clickedAt = NaN;
    let clicks = 0;
    const tick = () => {
      if (!Number.isNaN(clickedAt) && opened()) {
        Object.assign(window, { __works: { at: clickedAt, failed: clicks - 1 } });
        return;
      }
      const control = /** @type {HTMLElement | null} */ (find());
      if (control?.checkVisibility()) {
        clickedAt = performance.now();
        clicks++;
        control.click();
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, which);
}

/** @param {import('playwright').Page} page */
async function whenItWorked(page) {
  const handle = await page.waitForFunction(() => /** @type {any} */ (window).__works, undefined, {
    timeout: 60_000,
  });
  return /** @type {{ at: number, failed: number }} */ (await handle.jsonValue());
}

/**
 * The controls measured: how to watch each, and the moment it first works.
 * @type {{ path: string, control: string, prepare: (page: import('playwright').Page) => Promise<void>,
 *   worksAt: (page: import('playwright').Page) => Promise<{ at: number, failed: number }> }[]}
 */
const CONTROLS = [
  {
    path: '/',
    control: 'Menu opens the drawer',
    prepare: (page) => clickEveryFrame(page, 'menu'),
    worksAt: whenItWorked,
  },
  {
    path: '/projects',
    control: 'Read More opens its dialog',
    prepare: (page) => clickEveryFrame(page, 'dialog'),
    worksAt: whenItWorked,
  },
  {
    path: '/contact',
    control: 'Send is enabled',
    prepare: async () => {},
    worksAt: async (page) => {
      const handle = await page.waitForFunction(
        () => (document.querySelector('button[type="submit"]:not([disabled])') ? performance.now() : 0),
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      return { at: /** @type {number} */ (await handle.jsonValue()), failed: 0 };
    },
  },
];

/** @param {number[]} numbers */
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

/**
 * One cold load of `path`: first contentful paint, and when the control first worked.
 * @param {import('playwright').Browser} browser
 * @param {string} base
 * @param {(typeof CONTROLS)[number]} control
 * @param {(typeof NETWORKS)[keyof typeof NETWORKS]} network
 */
async function loadOnce(browser, base, control, network) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  // Only the site itself: the donation frame, the shop and the e-mail service are not ours.
  await context.route(
    (url) => url.origin !== new URL(base).origin,
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  await control.prepare(page);
  await page.goto(new URL(control.path, base).href, { waitUntil: 'commit' });
  const works = await control.worksAt(page);
  const paintAt = await page.evaluate(
    () =>
      new Promise((resolvePaint) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolvePaint(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return { paint: /** @type {number} */ (paintAt), works: works.at, failedTaps: works.failed };
}

/**
 * Median figures for every control on every network.
 * @param {import('playwright').Browser} browser
 * @param {string} base where the built site is served
 * @param {number} runs loads per figure
 */
export async function measureControls(browser, base, runs = 3) {
  const rows = [];
  for (const [network, conditions] of Object.entries(NETWORKS)) {
    for (const control of CONTROLS) {
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, base, control, conditions));
      const paint = median(loads.map((load) => load.paint));
      const works = median(loads.map((load) => load.works));
      const failedTaps = median(loads.map((load) => load.failedTaps));
      rows.push({
        network,
        path: control.path,
        control: control.control,
        paint,
        works,
        gap: works - paint,
        failedTaps,
      });
    }
  }
  return rows;
}

/** @param {Awaited<ReturnType<typeof measureControls>>} rows */
export function throttledTable(rows) {
  const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  return [
    '| network | page | control | first paint | works from | after paint | clicks that did nothing |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.network} | \`${row.path}\` | ${row.control} | ${s(row.paint)} | ${s(row.works)} | ${Math.round(row.gap)} ms | ${row.control.startsWith('Send') ? 'n/a' : row.failedTaps} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { base: { type: 'string' }, runs: { type: 'string', default: '3' } } });
  if (!values.base) throw new Error('Usage: node bench/throttled.mjs --base http://127.0.0.1:PORT [--runs 3]');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    console.log(throttledTable(await measureControls(browser, values.base, Number(values.runs))));
  } finally {
    await browser.close();
  }
}
