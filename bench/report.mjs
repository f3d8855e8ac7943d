// @ts-check
/**
 * The bench's figures as markdown, made from bench/latest.json and nothing else: `npm run bench`
 * prints them and writes them into docs/testing.md between the two markers below, and
 * tests/docs.test.ts fails when that part of the page differs from what latest.json gives, so no
 * figure there is ever copied by hand.
 */

export const REPORT_START =
  '<!-- The bench report: written by `npm run bench` from bench/latest.json; do not edit. -->\n<!-- prettier-ignore-start -->';
export const REPORT_END = '<!-- prettier-ignore-end -->\n<!-- The end of the bench report. -->';

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/** @param {any[]} rows what bench/throttled.mjs measured */
export function throttledTable(rows) {
  return [
    '| network | page | control | first paint | works from | after paint | clicks that did nothing | after the first focus |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.network} | \`${row.path}\` | ${row.control} | ${s(row.paint)} | ${s(row.works)} | ${Math.round(row.gap)} ms | ${row.control.startsWith('Send') ? 'n/a' : row.failedTaps} | ${row.fromFocus === null || Number.isNaN(row.fromFocus) ? 'n/a' : s(row.fromFocus)} |`,
    ),
  ].join('\n');
}

/** @param {any[]} routes each page's weight and Lighthouse median */
function routeTable(routes) {
  const lines = [
    '| route | HTML | CSS | JS before interaction | JS after | images | fonts | total gzip (raw) | requests | perf | a11y | best pr. | SEO | LCP | FCP | TBT | CLS | SI |',
    `|---|${'---:|'.repeat(17)}`,
  ];
  for (const { route, weight: w, lighthouse: l } of routes) {
    const bytes = [w.bytes.html, w.bytes.css, w.beforeInteraction.bytes.js, w.bytes.js, w.bytes.images, w.bytes.fonts];
    const n = (/** @type {string} */ key) => Number(l?.[key]);
    const scores = l
      ? [n('performance'), n('accessibility'), n('bestPractices'), n('seo'), s(n('lcp')), s(n('fcp'))].concat([
          `${Math.round(n('tbt'))} ms`,
          n('cls').toFixed(3),
          s(n('speedIndex')),
        ])
      : Array(9).fill('n/a');
    lines.push(
      `| \`${route}\` | ${bytes.map((b) => kb(b.gzip)).join(' | ')} | **${kb(w.total.gzip)}** (${kb(w.total.raw)}) | ${w.requests} | ${scores.join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** @param {Record<string, any>} budgets bench/budgets.mjs's BUDGETS, in KB */
function budgetSentence(budgets) {
  /** @param {string} kind */
  const pages = (kind) =>
    Object.entries(budgets.pages)
      .filter(([, allowed]) => allowed[kind] !== undefined)
      .map(([path, allowed]) => `, \`${path}\` ${allowed[kind]} KB`)
      .join('');
  const before = budgets.jsBeforeInteraction === 0 ? 'none' : `${budgets.jsBeforeInteraction} KB`;
  return (
    `**Budgets** (\`bench/budgets.mjs\`, checked for every built page by \`tests/built/budgets.test.ts\` in \`npm test\`): ` +
    `HTML ${budgets.html} KB${pages('html')}; CSS ${budgets.css} KB${pages('css')}; JavaScript ${budgets.js} KB${pages('js')}, ` +
    `and ${before} before the visitor interacts; ${budgets.total} KB in all${pages('total')}; the editor ${budgets.editor} KB, and what it adds for a photo ${budgets.photoHelpers} KB; what a first visit keeps for no signal, on the site with every kind of content (\`tests/sitemap-and-worker.test.ts\`), ${budgets.precache} KB.`
  );
}

/**
 * Everything the bench measured, as markdown.
 * @param {{ measuredAt: string, runs: number, budgetsKB: Record<string, any>, routes: any[], needsRoutes?: any[], throttled: any[], precache: { files: number, raw: number, gzip: number }, editor: { files: number, raw: number, gzip: number }, photoHelpers?: { files: number, raw: number, gzip: number } }} latest
 */
export function benchReport(latest) {
  const send = latest.throttled.find((row) => row.network === 'slow 3G' && row.control.startsWith('Send'));
  return [
    `Measured on ${latest.measuredAt.slice(0, 10)}. KB are 1024 bytes, gzip level 9, first-party only, as a phone loads the page; Lighthouse: the median of ${latest.runs} runs.`,
    routeTable(latest.routes),
    ...(latest.needsRoutes
      ? [
          'The pages that show volunteer needs and stories, in a build with the fixture needs and stories (the `bench` test site of `tooling/test-site.mjs`; the site itself has none yet): the home page with the soonest three needs and the newest three stories, the page of needs, each need’s page with its offer form, the page of stories and each story’s page.',
          routeTable(latest.needsRoutes),
        ]
      : []),
    budgetSentence(latest.budgetsKB),
    `The editor at \`/admin\` (volunteers only; no public page loads it): ${latest.editor.files} files, ${kb(latest.editor.gzip)} KB gzip (${kb(latest.editor.raw)} KB raw).` +
      (latest.photoHelpers
        ? ` A photo adds its EXIF reader and, where the browser cannot write WebP (Safari), its WebP encoder: ${kb(latest.photoHelpers.gzip)} KB gzip (${kb(latest.photoHelpers.raw)} KB raw) at most.`
        : ''),
    `After the first visit has loaded, the service worker fetches ${latest.precache.files} files in the background for visits with no signal: ${kb(latest.precache.gzip)} KB gzip (${kb(latest.precache.raw)} KB raw), less what the visit already loaded.`,
    `How soon each control works on a slow network (cold cache, phone size, the median of ${latest.runs} loads):`,
    throttledTable(latest.throttled),
    ...(send
      ? [`On slow 3G, Send works ${s(send.fromFocus)} after the first focus in the form (goal: under 2.5 s).`]
      : []),
  ].join('\n\n');
}

/** `page` with its bench report made anew from `latest`; the page must hold the two markers. */
export function withReport(/** @type {string} */ page, /** @type {Parameters<typeof benchReport>[0]} */ latest) {
  const start = page.indexOf(REPORT_START);
  const end = page.indexOf(REPORT_END);
  if (start < 0 || end < start) throw new Error('docs/testing.md has lost the bench report markers');
  return `${page.slice(0, start)}${REPORT_START}\n\n${benchReport(latest)}\n\n${REPORT_END}${page.slice(end + REPORT_END.length)}`;
}
