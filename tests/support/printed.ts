/**
 * Flyers as they come out of a printer, for tests/flyers-on-paper.test.ts:
 * each page printed on US Letter and A4 in Chromium, Firefox and WebKit (tooling/print.mjs), its
 * pages counted and its code read back by a QR decoder; and what the print stylesheet does to
 * its type and colours, read in Chromium.
 */
import type { Browser } from 'playwright';
import { MARGIN_INCHES, PAPERS, printPages, readPrinted, type Engine } from '../../tooling/print.mjs';

export const ENGINES: Engine[] = ['chromium', 'firefox', 'webkit'];

export interface Printed {
  engine: Engine;
  /** The page's address. */
  path: string;
  paper: keyof typeof PAPERS;
  pages: number;
  /** The first page's size, in points: the paper the engine printed on. */
  widthPt: number;
  heightPt: number;
  /** What the decoder read from the first page (US Letter only: one reading per engine is enough). */
  codes: string[];
  /** Lines of text printed over one another. */
  overlaps: string[];
  /** How far above the paper's bottom edge the lowest ink is, in points. */
  lowestInkPt: number;
}

/** Every address printed on both papers in every engine, the engines side by side; Chromium's is given. */
export async function printEverywhere(addresses: string[], chromium: Browser): Promise<Printed[]> {
  const jobs = addresses.flatMap((path) => (['letter', 'a4'] as const).map((paper) => ({ path, paper })));
  const perEngine = await Promise.all(
    ENGINES.map(async (engine) => {
      const pdfs = await printPages(
        engine,
        jobs.map(({ path, paper }) => ({ url: path, paper })),
        chromium,
      );
      const read = await readPrinted(pdfs.map((pdf, index) => ({ pdf, codes: jobs[index]!.paper === 'letter' })));
      return jobs.map((job, index) => ({ engine, ...job, ...read[index]! }));
    }),
  );
  return perEngine.flat();
}

/** A printed page count that is not one, as "webkit /flyers/projects/hope-box letter: 2 pages". */
export const notOnePage = (printed: Printed[]) =>
  printed.filter((p) => p.pages !== 1).map((p) => `${p.engine} ${p.path} ${p.paper}: ${p.pages} pages`);

/**
 * A PDF whose page is not the paper it was printed for, within a point, as "webkit
 * /flyers/projects/hope-box a4: 612 × 792 pt"; a size pdftotext did not give (NaN) is not the paper.
 */
export const notItsPaper = (printed: Printed[]) =>
  printed
    .filter(
      (p) =>
        !(
          Math.abs(p.widthPt - PAPERS[p.paper].width * 72) <= 1 &&
          Math.abs(p.heightPt - PAPERS[p.paper].height * 72) <= 1
        ),
    )
    .map((p) => `${p.engine} ${p.path} ${p.paper}: ${p.widthPt} × ${p.heightPt} pt`);

/** One point in CSS pixels. */
const PT = 96 / 72;

export interface PrintStyle {
  /** Elements with text of their own smaller than 14 pt, with their size. */
  small: string[];
  /** Elements whose text is not black, or that paint a background other than white. */
  notBlackOnWhite: string[];
  /** The title's words, and its size. */
  title: string;
  titlePt: number;
  phonePt: number;
  /** The code's side, quiet zone included, in inches. */
  codeInches: number;
  strips: { count: number; sideways: boolean; cutLines: boolean };
  /** The strips whose words do not fit them, each as its text. */
  stripsCut: string[];
}

/** The width A4 leaves inside its margins, the narrower of the two papers, in CSS pixels. */
const A4_PRINTED_WIDTH = Math.floor((PAPERS.a4.width - 2 * MARGIN_INCHES) * 96);

/**
 * How the flyer at each address is set in type for print, read in `chromium` with the print
 * stylesheet, laid out as wide as A4 prints it.
 */
export async function printStyles(addresses: string[], chromium: Browser): Promise<Record<string, PrintStyle>> {
  const page = await chromium.newPage({ viewport: { width: A4_PRINTED_WIDTH, height: 1000 } });
  try {
    await page.emulateMedia({ media: 'print' });
    const styles: Record<string, PrintStyle> = {};
    for (const path of addresses) {
      await page.goto(path);
      styles[path] = await page.evaluate((pt) => {
        const flyer = document.querySelector('.flyer')!;
        const own = (element: Element) =>
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        const name = (element: Element) =>
          `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 30)}"`;
        const size = (element: Element | null) => parseFloat(getComputedStyle(element!).fontSize) / pt;
        const everything = [flyer, ...flyer.querySelectorAll('*')];
        const white = ['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'];
        const strips = [...flyer.querySelectorAll('.flyer__strips > li')];
        const side = flyer.querySelector('svg.qr')!.getBoundingClientRect();
        return {
          small: everything
            .filter((e) => own(e) && size(e) < 14 - 1e-6)
            .map((e) => `${name(e)}: ${size(e).toFixed(1)} pt`),
          notBlackOnWhite: everything
            .filter(
              (e) =>
                (own(e) && getComputedStyle(e).color !== 'rgb(0, 0, 0)') ||
                !white.includes(getComputedStyle(e).backgroundColor),
            )
            .map(name),
          title: flyer.querySelector('h1')!.textContent!.trim(),
          titlePt: size(flyer.querySelector('h1')),
          phonePt: size(flyer.querySelector('.flyer__phone')),
          codeInches: Math.min(side.width, side.height) / 96,
          strips: {
            count: strips.length,
            // Turned whole: each letter with the line, quotation marks too, which would stand upright.
            sideways: strips.every((strip) => {
              const { writingMode, textOrientation } = getComputedStyle(strip);
              return writingMode.startsWith('vertical') && textOrientation === 'sideways';
            }),
            cutLines: strips.every((strip) => getComputedStyle(strip).borderLeftStyle === 'dashed'),
          },
          // A strip, or a part of one, whose text runs past its box, shown or hidden.
          stripsCut: strips
            .filter((strip) =>
              [strip, ...strip.children].some(
                (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
              ),
            )
            .map((strip) => strip.textContent!.trim()),
        };
      }, PT);
    }
    return styles;
  } finally {
    await page.close();
  }
}
