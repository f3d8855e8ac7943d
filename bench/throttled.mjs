// @ts-check
/**
 * The bench's slow-network run: how soon a visitor on a weak phone signal can use each control.
 *
 *   node bench/throttled.mjs --base http://127.0.0.1:PORT [--runs 3]   (any served build)
 *
 * Each load is cold (a new context, cache off) at a phone's size, with Chromium's own network
 * emulation. A script installed before the page loads runs every frame from the first: Menu and
 * Read More are clicked in every frame from the moment they are on screen until a click works,
 * and on /contact the first field is focused as soon as it is on screen, and the form watched
 * until Send works (the island has hydrated). Being in the page, the times (from the start of
 * navigation, medians of the runs) hold no delay of the test tool's own.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium, devices } from 'playwright';
import { CHROMIUM_ARGS, chromiumPath } from '../tooling/browser.mjs';
import { throttledTable } from './report.mjs';

/** Chromium DevTools' own presets: throughput in bytes a second, latency in ms. */
const NETWORKS = {
  'slow 4G': { downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, latency: 150 },
  'slow 3G': { downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8, latency: 400 },
};

/** @typedef {'menu' | 'dialog' | 'send'} Kind */
/** @type {{ path: string, control: string, kind: Kind }[]} */
const CONTROLS = [
  { path: '/', control: 'Menu opens the drawer', kind: 'menu' },
  { path: '/projects', control: 'Read More opens its dialog', kind: 'dialog' },
  { path: '/contact', control: 'Send works after the first focus in the form', kind: 'send' },
];

/**
 * Runs in the page, every frame: sets window.__works to { at, failed, focusedAt } once the
 * control works.
 * Written out per kind, as the pages' CSP forbids eval. @param {Kind} kind
 */
function watch(kind) {
  const selector = { menu: '.menu-toggle', dialog: '.dialog-opener', send: '#FirstName' };
  const opened = () =>
    kind === 'menu'
      ? !!document.getElementById('site-nav')?.checkVisibility()
      : !!document.querySelector('dialog[open]');
  let clickedAt = NaN;
  let clicks = 0;
  const tick = () => {
    const control = /** @type {HTMLElement | null} */ (document.querySelector(selector[kind]));
    if (kind === 'send' && !Number.isNaN(clickedAt) && document.querySelector('[data-hydrated="ContactForm"]'))
      return Object.assign(window, { __works: { at: performance.now(), failed: 0, focusedAt: clickedAt } });
    if (kind === 'send' && Number.isNaN(clickedAt) && control?.checkVisibility()) {
      clickedAt = performance.now();
      control.focus();
    }
    if (!Number.isNaN(clickedAt) && opened())
      return Object.assign(window, { __works: { at: clickedAt, failed: clicks - 1 } });
    if (kind !== 'send' && control?.checkVisibility()) {
      clickedAt = performance.now();
      clicks++;
      control.click();
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** One cold load: first contentful paint, and when the control first worked. */
async function loadOnce(
  /** @type {import('playwright').Browser} */ browser,
  /** @type {string} */ base,
  /** @type {(typeof CONTROLS)[number]} */ { path, kind },
  /** @type {(typeof NETWORKS)[keyof typeof NETWORKS]} */ network,
) {
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
  await page.addInitScript(watch, kind);
  await page.goto(new URL(path, base).href, { waitUntil: 'commit' });
  const works = await (
    await page.waitForFunction(() => /** @type {any} */ (window).__works, undefined, { timeout: 60_000 })
  ).jsonValue();
  const paint = await page.evaluate(
    () =>
      new Promise((resolvePaint) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolvePaint(entry.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
  await context.close();
  return {
    paint: /** @type {number} */ (paint),
    works: /** @type {number} */ (works.at),
    failedTaps: /** @type {number} */ (works.failed),
    /** From the first focus in the form to Send working (the contact form only). */
    fromFocus: kind === 'send' ? works.at - works.focusedAt : NaN,
  };
}

/** The middle of the runs: what the bench reports for Lighthouse and for each control. */
export const median = (/** @type {number[]} */ numbers) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

/** Median figures for every control on every network. @param {import('playwright').Browser} browser @param {string} base */
export async function measureControls(browser, base, runs = 3) {
  const rows = [];
  for (const [network, conditions] of Object.entries(NETWORKS)) {
    for (const control of CONTROLS) {
      /** @type {Awaited<ReturnType<typeof loadOnce>>[]} */
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, base, control, conditions));
      const mid = (/** @type {'paint' | 'works' | 'failedTaps' | 'fromFocus'} */ key) =>
        median(loads.map((load) => load[key]));
      const [paint, works, failedTaps, fromFocus] = [mid('paint'), mid('works'), mid('failedTaps'), mid('fromFocus')];
      rows.push({
        network,
        path: control.path,
        control: control.control,
        paint,
        works,
        gap: works - paint,
        failedTaps,
        fromFocus,
      });
    }
  }
  return rows;
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
