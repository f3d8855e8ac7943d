// @ts-check
/**
 * What a page may cost a visitor on a phone, in kilobytes (1 KB = 1024 bytes) of gzip-compressed
 * first-party bytes. `npm test` measures every page of the built site against these
 * (tests/built/budgets.test.ts); the bench reports the same figures (npm run bench).
 */
export const BUDGETS = {
  /** HTML small enough to arrive in the first round trip (about 14 KB). */
  html: 14,
  css: 10,
  /**
   * All the JavaScript a page may load once a visitor has reached for every island. The React 19
   * runtime is about 67 KB of this; everything the site adds must be small.
   */
  js: 75,
  /** JavaScript loaded before the visitor touches anything: none, since every control works natively. */
  jsBeforeInteraction: 0,
  /** Everything the page loads from the site, pictures included. */
  total: 95,
  /**
   * The editor at /admin, which only volunteers open, often on a rural connection: its script,
   * fonts and configuration. Its icon font is cut to the icons it uses (integrations/editor/icon-font.ts).
   */
  editor: 800,
  /**
   * What the editor loads on top for a photo, in a browser that cannot write WebP itself (Safari,
   * on every iPhone): the EXIF reader and the WebP encoder, its module and one WebAssembly build.
   */
  photoHelpers: 160,
  /**
   * What a first visit fetches in the background for visits with no signal (every page and
   * calendar file, the islands' scripts, the projects' pictures; the newest stories' pages only),
   * on the site with every kind of content (the `events` test site): a metered phone plan pays it.
   */
  precache: 512,
  /** Pages allowed more, and why. */
  pages: {
    /** Four project pictures, at the size a phone shows them. */
    '/projects': { total: 190 },
    /** A picture for each story that has one, at the size a phone shows a card, as /projects. */
    '/stories': { total: 190 },
    /** The contact form's outbox (about 1.2 KB): a message sent with no signal is kept until it goes. */
    '/contact': { js: 77 },
    /** Each volunteer need's page (src/pages/volunteer/[id].astro) holds the same contact form. */
    '/volunteer/*': { js: 77 },
    /** Each project's ask page (src/pages/ask/[id].astro) holds the same contact form, the request written. */
    '/ask/*': { js: 77 },
  },
};

/** @typedef {'html' | 'css' | 'js' | 'images' | 'fonts' | 'other'} Kind */
/** @typedef {{ raw: number, gzip: number }} Bytes */
/** @typedef {{ path: string, requests: number, bytes: Record<Kind, Bytes>, total: Bytes }} PageWeight */
/** @typedef {'html' | 'css' | 'js' | 'jsBeforeInteraction' | 'total'} Budgeted */

const NAMES = {
  html: 'HTML',
  css: 'CSS',
  js: 'JavaScript',
  jsBeforeInteraction: 'JavaScript before any interaction',
  total: 'The page in all',
};
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Every budget a page is over, said plainly: which page, which kind of byte, by how much.
 * @param {PageWeight & { beforeInteraction?: PageWeight }} weight
 * @param {typeof BUDGETS} [budgets]
 * @returns {string[]}
 */
export function overBudget(weight, budgets = BUDGETS) {
  const pages = /** @type {Record<string, Partial<Record<Budgeted, number>>>} */ (budgets.pages);
  // A page's own entry, else the entry of the folder it is in ("/volunteer/*").
  const own = pages[weight.path] ?? pages[`${weight.path.slice(0, weight.path.lastIndexOf('/'))}/*`] ?? {};
  /** @type {[Budgeted, number][]} */
  const measured = [
    ['html', weight.bytes.html.gzip],
    ['css', weight.bytes.css.gzip],
    ['js', weight.bytes.js.gzip],
    ['total', weight.total.gzip],
  ];
  if (weight.beforeInteraction) measured.push(['jsBeforeInteraction', weight.beforeInteraction.bytes.js.gzip]);
  return measured.flatMap(([kind, bytes]) => {
    const limit = (own[kind] ?? budgets[kind]) * 1024;
    if (bytes <= limit) return [];
    return [`${weight.path}: ${NAMES[kind]} is ${kb(bytes)} gzip, ${kb(bytes - limit)} over its ${kb(limit)} budget`];
  });
}
