// @ts-check
/**
 * What a page may cost a visitor on a phone, in kilobytes (1 KB = 1024 bytes) of gzip-compressed
 * first-party bytes. `npm test` measures every page of the built site against these
 * (e2e/budgets.spec.ts); the bench reports the same figures (npm run bench).
 */
export const BUDGETS = {
  /** HTML small enough to arrive in the first round trip (about 14 KB). */
  html: 14,
  css: 10,
  /** The React 19 runtime is about 69 KB of this; everything the site adds must be small. */
  js: 75,
  /** Everything the page loads from the site, pictures included. */
  total: 95,
  /** Pages allowed more, and why. */
  pages: {
    /** Four project pictures, at the size a phone shows them. */
    '/projects': { total: 190 },
  },
};

/** @typedef {'html' | 'css' | 'js' | 'images' | 'fonts' | 'other'} Kind */
/** @typedef {{ raw: number, gzip: number }} Bytes */
/** @typedef {{ path: string, requests: number, bytes: Record<Kind, Bytes>, total: Bytes }} PageWeight */

const NAMES = { html: 'HTML', css: 'CSS', js: 'JavaScript', total: 'The page in all' };
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every budget a page is over, said plainly: which page, which kind of byte, by how much.
 * @param {PageWeight} weight
 * @param {typeof BUDGETS} [budgets]
 * @returns {string[]}
 */
export function overBudget(weight, budgets = BUDGETS) {
  const own =
    /** @type {Record<string, Partial<Record<'html' | 'css' | 'js' | 'total', number>>>} */ (budgets.pages)[
      weight.path
    ] ?? {};
  /** @type {['html' | 'css' | 'js' | 'total', number][]} */
  const measured = [
    ['html', weight.bytes.html.gzip],
    ['css', weight.bytes.css.gzip],
    ['js', weight.bytes.js.gzip],
    ['total', weight.total.gzip],
  ];
  return measured.flatMap(([kind, bytes]) => {
    const limit = (own[kind] ?? budgets[kind]) * 1024;
    return bytes > limit
      ? [`${weight.path}: ${NAMES[kind]} is ${kb(bytes)} gzip, ${kb(bytes - limit)} over its ${kb(limit)} budget`]
      : [];
  });
}
