/**
 * Every flyer of the test sites on paper (tooling/test-site.mjs): the `events` site has every kind,
 * the projects' (the site's own content files), the notices' and the needs' from the fixtures (each
 * as long as an entry may be) and the sheet of notices, full; the `next` site adds the sheet
 * with needs in its spare room. Each is printed on US Letter and A4 in Chromium, Firefox and
 * WebKit (tooling/print.mjs), in one pass for all: its pages counted, its lines checked for
 * overlaps, its code read back by a QR decoder, its strips measured to the margin. What the flyers
 * say: tests/notices.test.ts, tests/needs.test.ts and tests/built/flyers.test.ts.
 */
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectAddress } from '../src/lib/flyers';
import { HELP_CARD_PATH, NOTICE_SHEET_PATH, flyerPath, type FlyerKind } from '../src/lib/paths';
import { pageFileFor } from '../src/lib/offline';
import { PLACEHOLDER_SITE_URL as SITE_URL } from '../src/settings';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tooling/browser.mjs';
import { flyerPaths } from '../tooling/flyer-pages.mjs';
import { MARGIN_INCHES } from '../tooling/print.mjs';
import { startSplitServer } from '../tooling/split-arrival.mjs';
import { testSite } from '../tooling/test-site.mjs';
import {
  ENGINES,
  notItsPaper,
  notOnePage,
  printEverywhere,
  printStyles,
  type PrintStyle,
  type Printed,
} from './support/printed';

/** Needs' flyers laid out as another is: the weekly need's and the longest need's are printed. */
const PRINTED_ALIKE = [flyerPath('needs', 'pack-boxes'), flyerPath('needs', 'sort-coats')];
/** The roomy sheet, printed under an address of its own beside the events site's flyers. */
const ROOMY_SHEET = `/roomy${NOTICE_SHEET_PATH}`;
let paths: string[] = [];
const result = {} as { printed: Printed[]; styles: Record<string, PrintStyle> };
let browser: Browser | undefined;
const servers: { close(): void }[] = [];

beforeAll(async () => {
  const [events, roomy] = await Promise.all([testSite('events'), testSite('next')]);
  // Every project's and notice's flyer, and of the needs' the weekly one and the longest: the
  // others differ from those only in their words, which tests/needs.test.ts reads.
  paths = flyerPaths(events.dist).filter((path) => !PRINTED_ALIKE.includes(path));
  // Each built page as it lies in the folder, which is all a printer needs of the site.
  const [site, roomySite] = await Promise.all(
    [events.dist, roomy.dist].map((dir) => startSplitServer(dir, pageFileFor)),
  );
  servers.push(site!, roomySite!);
  const address = (path: string) =>
    path === ROOMY_SHEET
      ? `${roomySite!.origin}${pageFileFor(NOTICE_SHEET_PATH)}`
      : `${site!.origin}${pageFileFor(path)}`;
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  const all = [...paths, ROOMY_SHEET];
  const [printed, styles] = await Promise.all([
    printEverywhere(all.map(address), browser),
    printStyles(all.map(address), browser),
  ]);
  // By the site's own paths, as a failure names them.
  const pathOf = new Map(all.map((path) => [address(path), path]));
  Object.assign(result, {
    printed: printed.map((p) => ({ ...p, path: pathOf.get(p.path)! })),
    styles: Object.fromEntries(Object.entries(styles).map(([url, style]) => [pathOf.get(url)!, style])),
  });
  paths = all;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

describe('flyers on paper', () => {
  it('prints the flyers of every kind, both sheets and the help card', () => {
    for (const kind of ['projects', 'notices', 'needs'])
      expect(paths.filter((path) => path.startsWith(`/flyers/${kind}/`)).length, kind).toBeGreaterThan(0);
    expect(paths).toContain(NOTICE_SHEET_PATH);
    // The help page's card, with its promises and the USDA statement's short form (the events site has both).
    expect(paths).toContain(HELP_CARD_PATH);
    expect(paths).toContain(ROOMY_SHEET);
  });

  /** Where each flyer's code leads: its notice, its project, its need's page, or the list of notices. */
  const target = (path: string) => {
    if (path.endsWith(NOTICE_SHEET_PATH)) return subjectAddress({ kind: 'sheet' }, SITE_URL);
    if (path === HELP_CARD_PATH) return subjectAddress({ kind: 'help' }, SITE_URL);
    const [, , kind, id] = path.split('/') as [string, string, FlyerKind, string];
    return subjectAddress({ kind, id }, SITE_URL);
  };

  it('prints each flyer and the sheet to exactly one page on US Letter and A4 in Chromium, Firefox and WebKit, no line over another', () => {
    expect(paths.filter((path) => path.startsWith('/flyers/projects/')).length).toBeGreaterThan(0);
    expect(result.printed).toHaveLength(paths.length * 2 * ENGINES.length);
    expect(notOnePage(result.printed)).toEqual([]);
    expect(notItsPaper(result.printed)).toEqual([]);
    const overlaps = result.printed.filter((p) => p.overlaps.length > 0);
    expect(overlaps.map((p) => `${p.engine} ${p.path} ${p.paper}: ${p.overlaps.join('; ')}`)).toEqual([]);
  });

  it('prints a code that a QR decoder reads as the notice’s or project’s place on the site, in every engine', () => {
    for (const { engine, path, codes } of result.printed.filter((p) => p.paper === 'letter')) {
      expect(codes, `${engine} ${path}`).toEqual([target(path)]);
    }
  });

  it('is black on white, with a large title and phone, nothing under 14 pt, and a code an inch and a half square', () => {
    for (const path of paths) {
      const style = result.styles[path]!;
      expect([style.notBlackOnWhite, style.small], path).toEqual([[], []]);
      // A short title larger still (Flyer.astro), to read from a step away.
      expect(style.titlePt, path).toBeGreaterThan(style.title.length <= 24 ? 43.99 : 31.99);
      expect(style.phonePt, path).toBeGreaterThan(39.99);
      expect(style.codeInches, path).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('has six or more tear-off strips on each flyer, sideways, with cut lines; the sheet has none', () => {
    for (const path of paths) {
      const { strips } = result.styles[path]!;
      if (path.endsWith(NOTICE_SHEET_PATH)) expect(strips.count, path).toBe(0);
      else expect([strips.count >= 6, strips.sideways, strips.cutLines], path).toEqual([true, true, true]);
    }
  });

  it('runs the strips to the bottom margin, their cut lines reaching it, on both papers in every engine', () => {
    // The margin is half an inch (36 pt); a strip whose cut line ends within 3 pt of it can be torn
    // off the paper as it comes from the printer.
    const margin = MARGIN_INCHES * 72;
    const flyers = result.printed.filter((p) => !p.path.endsWith(NOTICE_SHEET_PATH));
    expect(flyers.length).toBeGreaterThan(0);
    const short = flyers.filter((p) => p.lowestInkPt < margin - 1 || p.lowestInkPt > margin + 3);
    expect(short.map((p) => `${p.engine} ${p.path} ${p.paper}: lowest ink ${p.lowestInkPt} pt above the edge`)).toEqual(
      [],
    );
  });

  it('shows each strip’s words whole, the longest titles too, with nothing cut off', () => {
    expect(paths.map((path) => [path, result.styles[path]!.stripsCut])).toEqual(paths.map((path) => [path, []]));
  });
});
