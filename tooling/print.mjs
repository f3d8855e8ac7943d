// @ts-check
/**
 * Prints pages to PDF as a visitor's Print does, in each of the three engines, for the tests of
 * the flyers (tests/flyers-on-paper.test.ts):
 * - Chromium through Playwright (page.pdf);
 * - Firefox through its own WebDriver BiDi command, browsingContext.print (Playwright does not
 *   offer it over BiDi), on a connection of its own;
 * - WebKitGTK through its own print operation (tooling/webkit-print.py; its WebDriver cannot
 *   print), on a virtual screen.
 * Each engine starts once for a list of jobs, and loads a page once for the jobs in a row that
 * print it, as a visitor who prints again on the other paper does. The paper is US Letter or A4,
 * with half-inch margins, the usual default.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, firefox as playwrightFirefox } from 'playwright';
import { CHROMIUM_ARGS, chromiumExecutable, endProcess, firefoxLaunch, startScreen } from './browser.mjs';

const run = promisify(execFile);

/** Whether a command is on the PATH. */
function onPath(/** @type {string} */ command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => !!dir && existsSync(join(dir, command)));
}

/**
 * Whether the Python tooling/webkit-print.py runs on has WebKitGTK's bindings: asked of that
 * Python itself, so it holds wherever the system keeps them.
 */
function pythonHasWebKit() {
  const probe = "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')";
  return spawnSync('/usr/bin/python3', ['-c', probe], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/**
 * What printing the flyers needs besides the engines, each with the Debian packages that bring
 * it: WebKitGTK's print operation through the system's Python (tooling/webkit-print.py), poppler
 * to count and render the printed pages, zbar to read their codes back.
 * @type {{ what: string, packages: string[], found(has: { webkitForPython(): boolean, onPath(command: string): boolean }): boolean }[]}
 */
const PRINTING_TOOLS = [
  {
    what: "WebKitGTK's bindings for Python",
    packages: ['python3-gi', 'gir1.2-webkit2-4.1'],
    found: (has) => has.webkitForPython(),
  },
  {
    what: 'pdftotext and pdftoppm',
    packages: ['poppler-utils'],
    found: (has) => has.onPath('pdftotext') && has.onPath('pdftoppm'),
  },
  { what: 'zbarimg', packages: ['zbar-tools'], found: (has) => has.onPath('zbarimg') },
];

/**
 * Stops with what is missing for printing the flyers, and how to get it, before any test needs
 * it (scripts/test.mjs asks at the start of `npm test`); a test that printed without them would
 * fail deep inside with a Python traceback.
 * @param {{ webkitForPython(): boolean, onPath(command: string): boolean }} [has] how each is looked for (a test passes its own)
 */
export function printingTools(has = { webkitForPython: pythonHasWebKit, onPath }) {
  const missing = PRINTING_TOOLS.filter((tool) => !tool.found(has));
  if (missing.length === 0) return;
  const packages = missing.flatMap((tool) => tool.packages);
  throw new Error(
    [
      `Printing the flyers needs ${missing.map((tool) => `${tool.what} (Debian's ${tool.packages.join(' and ')})`).join(', ')}, not found here.`,
      'Install them, then run the command again:',
      '  - Debian 12:        bash scripts/install-test-browsers.sh',
      `                      (or: apt-get install ${packages.join(' ')})`,
      '  - a Mac or Windows: open the project in its dev container (.devcontainer/), where npm test has them',
    ].join('\n'),
  );
}

/** Paper sizes, in inches. */
export const PAPERS = { letter: { width: 8.5, height: 11 }, a4: { width: 210 / 25.4, height: 297 / 25.4 } };
export const MARGIN_INCHES = 0.5;

/** @typedef {{ url: string, paper: keyof typeof PAPERS }} PrintJob */
/** @typedef {'chromium' | 'firefox' | 'webkit'} Engine */

/**
 * Prints every job in `engine`; resolves with each job's PDF, in order.
 * @param {Engine} engine
 * @param {PrintJob[]} jobs
 * @param {import('playwright').Browser} [running] a Chromium already started, to print in
 * @returns {Promise<Buffer[]>}
 */
export function printPages(engine, jobs, running) {
  if (engine === 'chromium') return printInChromium(jobs, running);
  return engine === 'firefox' ? printInFirefox(jobs) : printInWebKit(jobs);
}

/** @param {PrintJob[]} jobs @param {import('playwright').Browser} [running] */
async function printInChromium(jobs, running) {
  const browser = running ?? (await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS }));
  const page = await browser.newPage();
  try {
    const pdfs = [];
    for (const [index, { url, paper }] of jobs.entries()) {
      if (url !== jobs[index - 1]?.url) await page.goto(url);
      const margin = `${MARGIN_INCHES}in`;
      pdfs.push(
        await page.pdf({
          width: `${PAPERS[paper].width}in`,
          height: `${PAPERS[paper].height}in`,
          margin: { top: margin, bottom: margin, left: margin, right: margin },
        }),
      );
    }
    return pdfs;
  } finally {
    await page.close();
    if (!running) await browser.close();
  }
}

/**
 * A WebDriver BiDi connection: send(method, params) resolves with the command's result, or
 * rejects naming the command and Firefox's error.
 * @param {string} address the browser's WebSocket address
 */
async function bidi(address) {
  const socket = new WebSocket(`${address}/session`);
  await once(socket, 'open');
  let next = 0;
  /** @type {Map<number, { resolve(value: any): void, reject(error: Error): void, method: string }>} */
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const call = waiting.get(message.id);
    if (!call) return;
    waiting.delete(message.id);
    if (message.type === 'error') call.reject(new Error(`${call.method}: ${message.error}: ${message.message}`));
    else call.resolve(message.result);
  });
  return {
    /** @param {string} method @param {Record<string, unknown>} params @returns {Promise<any>} */
    send(method, params) {
      const id = ++next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) => waiting.set(id, { resolve, reject, method }));
    },
    close: () => socket.close(),
  };
}

/** @param {PrintJob[]} jobs */
async function printInFirefox(jobs) {
  const { executablePath } = firefoxLaunch();
  const profile = await mkdtemp(join(tmpdir(), 'ssmc-print-firefox-'));
  const firefox = spawn(
    executablePath ?? playwrightFirefox.executablePath(),
    ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  try {
    const address = await new Promise((resolve, reject) => {
      let said = '';
      firefox.stderr?.on('data', (chunk) => {
        said += chunk;
        const found = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(said);
        if (found) resolve(found[1]);
      });
      firefox.once('exit', () => reject(new Error(`Firefox stopped before it listened:\n${said}`)));
    });
    const connection = await bidi(String(address));
    await connection.send('session.new', { capabilities: {} });
    const { contexts } = await connection.send('browsingContext.getTree', {});
    const context = contexts[0].context;
    const pdfs = [];
    for (const [index, { url, paper }] of jobs.entries()) {
      if (url !== jobs[index - 1]?.url)
        await connection.send('browsingContext.navigate', { context, url, wait: 'complete' });
      const cm = (/** @type {number} */ inches) => inches * 2.54;
      const margin = cm(MARGIN_INCHES);
      const { data } = await connection.send('browsingContext.print', {
        context,
        page: { width: cm(PAPERS[paper].width), height: cm(PAPERS[paper].height) },
        margin: { top: margin, bottom: margin, left: margin, right: margin },
        shrinkToFit: true,
      });
      pdfs.push(Buffer.from(data, 'base64'));
    }
    await connection.send('session.end', {}).catch(() => undefined);
    connection.close();
    return pdfs;
  } finally {
    await endProcess(firefox);
    await rm(profile, { recursive: true, force: true });
  }
}

/** @param {PrintJob[]} jobs */
async function printInWebKit(jobs) {
  const screen = await startScreen();
  const folder = await mkdtemp(join(tmpdir(), 'ssmc-print-webkit-'));
  try {
    const outs = jobs.map((_, index) => join(folder, `${index}.pdf`));
    const script = new URL('webkit-print.py', import.meta.url).pathname;
    const list = jobs.map((job, index) => ({ ...job, margin: MARGIN_INCHES, out: outs[index] }));
    // Debian's own Python: the one its GObject bindings (python3-gi) are installed for.
    await run('/usr/bin/python3', [script, JSON.stringify(list)], {
      env: { ...process.env, DISPLAY: screen.display },
    });
    return await Promise.all(outs.map((out) => readFile(out)));
  } finally {
    await screen.close();
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * What printed PDFs show, as poppler and zbar read them: poppler's pdftotext places every line of
 * every page (so counts the pages too, and gives the paper's size), and poppler's pdftoppm renders
 * the first page in grey as a printer would, at `dpi`, for the lowest ink and, where asked, for a
 * QR decoder: one zbarimg reads the codes of every page asked, at 100 dpi, where a module of the
 * flyers' code is over three dots wide.
 * @param {{ pdf: Buffer, codes: boolean }[]} printed each PDF, and whether to read the codes on
 *   its first page
 * @returns {Promise<{ pages: number, widthPt: number, heightPt: number, overlaps: string[],
 *   lowestInkPt: number, codes: string[] }[]>}
 */
export async function readPrinted(printed) {
  const folder = await mkdtemp(join(tmpdir(), 'ssmc-print-read-'));
  try {
    const read = await Promise.all(
      printed.map(async ({ pdf, codes }, index) => {
        const pdfFile = join(folder, `${index}.pdf`);
        await writeFile(pdfFile, pdf);
        const dpi = codes ? 100 : 72;
        const [{ stdout: layout }] = await Promise.all([
          run('pdftotext', ['-bbox-layout', pdfFile, '-'], { maxBuffer: 16 << 20 }),
          // A plain grey map (PGM): no PNG to compress and decompress.
          run('pdftoppm', ['-f', '1', '-l', '1', '-r', `${dpi}`, '-gray', '-singlefile', pdfFile, pdfFile]),
        ]);
        const pages = layout.split('<page ').slice(1);
        if (pages.length === 0) throw new Error(`pdftotext read no page:\n${layout.slice(0, 500)}`);
        const grey = `${pdfFile}.pgm`;
        // The first page's size, as the paper the engine printed on.
        const [, widthPt = 'NaN', heightPt = 'NaN'] = /^width="([\d.]+)" height="([\d.]+)"/.exec(pages[0] ?? '') ?? [];
        return {
          pages: pages.length,
          widthPt: Number(widthPt),
          heightPt: Number(heightPt),
          overlaps: pages.flatMap(overlappingLines),
          lowestInkPt: Math.round((lowestInkRows(await readFile(grey)) * 72 * 10) / dpi) / 10,
          grey: codes ? grey : undefined,
        };
      }),
    );
    const codes = await codesIn(read.flatMap(({ grey }) => grey ?? []));
    return read.map(({ grey, ...page }) => ({ ...page, codes: grey ? (codes.get(grey) ?? []) : [] }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Every QR code zbarimg reads in each picture, as text, by the picture's path: one zbarimg for
 * them all, its XML saying which picture each code is in.
 * @param {string[]} pictures
 * @returns {Promise<Map<string, string[]>>}
 */
async function codesIn(pictures) {
  const found = new Map(pictures.map((picture) => [picture, /** @type {string[]} */ ([])]));
  if (pictures.length === 0) return found;
  const zbar = ['--quiet', '--xml', '-Sdisable', '-Sqrcode.enable', ...pictures];
  const { stdout } = await run('zbarimg', zbar, { maxBuffer: 16 << 20 }).catch(
    // zbarimg exits with 4 when it finds no code in any picture: none read.
    (/** @type {{ stdout?: string }} */ error) => ({ stdout: error.stdout ?? '' }),
  );
  for (const [, href = '', body = ''] of stdout.matchAll(/<source href='([^']*)'>([\s\S]*?)<\/source>/g)) {
    for (const [, code = ''] of body.matchAll(/<data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g)) found.get(href)?.push(code);
  }
  return found;
}

/**
 * How many rows of a binary grey map (PGM) lie below its lowest ink: a pixel darker than
 * mid-grey is ink.
 * @param {Buffer} pgm
 */
function lowestInkRows(pgm) {
  // "P5", its width and height, the largest value, one whitespace, then a byte a pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no grey map this reads');
  const [width, height] = [Number(header[1]), Number(header[2])];
  const pixels = pgm.subarray(header[0].length);
  for (let row = height - 1; row >= 0; row--) {
    if (pixels.subarray(row * width, (row + 1) * width).some((value) => value < 128)) return height - 1 - row;
  }
  return height;
}

/**
 * The lines of text printed over one another on a page, as pdftotext's layout places them: each
 * pair as "first words | first words". None on a page set as it should be.
 * @param {string} page one page of pdftotext's -bbox-layout
 */
function overlappingLines(page) {
  const lines = [
    ...page.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g),
  ].map(([, x0, y0, x1, y1, words]) => ({
    box: [x0, y0, x1, y1].map(Number),
    text: [...String(words).matchAll(/>([^<]*)<\/word>/g)]
      .map((word) => word[1])
      .join(' ')
      .slice(0, 30),
  }));
  /** @type {string[]} */
  const found = [];
  lines.forEach((a, index) => {
    for (const b of lines.slice(index + 1)) {
      // Apart by a sliver (a descender over the next line's cap) is not over one another.
      const [ax0, ay0, ax1, ay1] = /** @type {number[]} */ (a.box);
      const [bx0, by0, bx1, by1] = /** @type {number[]} */ (b.box);
      const across = Math.min(Number(ax1), Number(bx1)) - Math.max(Number(ax0), Number(bx0));
      const down = Math.min(Number(ay1), Number(by1)) - Math.max(Number(ay0), Number(by0));
      if (across > 5 && down > 3) found.push(`${a.text} | ${b.text}`);
    }
  });
  return found;
}
