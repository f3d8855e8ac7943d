/**
 * The project flyers on paper: each printed on US Letter and A4 in Chromium, Firefox and WebKit
 * comes out as exactly one page, whose code a QR decoder reads as the project's address on the
 * site; set in black on white, with a large title, a large phone number, body text of 14 pt or
 * more, a code over an inch square, and sideways strips with cut lines. The notices' flyers and
 * the sheet are printed the same way in tests/notices.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_SITE_URL } from '../../src/settings';
import { flyerTarget } from '../../src/lib/flyers';
import { flyerPaths } from '../../tooling/flyer-pages.mjs';
import { serveSite } from '../../tooling/static-site.mjs';
import { DIST } from '../support/built-site';
import { ENGINES, notOnePage, printEverywhere, printStyles, type PrintStyle, type Printed } from '../support/printed';

const FLYERS = flyerPaths(DIST).filter((path) => path.startsWith('/flyers/projects/'));
let printed: Printed[] = [];
let styles: Record<string, PrintStyle> = {};
const site = { close: async () => {} };

beforeAll(async () => {
  const { origin, close } = await serveSite(DIST);
  site.close = close;
  [printed, styles] = await Promise.all([printEverywhere(origin, FLYERS), printStyles(origin, FLYERS)]);
}, 120_000);

afterAll(() => site.close());

it('prints every project flyer to exactly one page on US Letter and A4 in Chromium, Firefox and WebKit', () => {
  expect(FLYERS.length).toBeGreaterThan(0);
  expect(printed).toHaveLength(FLYERS.length * 2 * ENGINES.length);
  expect(notOnePage(printed)).toEqual([]);
});

it('prints a code that a QR decoder reads as the project’s place on the site, in every engine', () => {
  for (const { engine, path, codes } of printed.filter((p) => p.paper === 'letter')) {
    const id = path.split('/').at(-1)!;
    expect(codes, `${engine} ${path}`).toEqual([flyerTarget('projects', id, PLACEHOLDER_SITE_URL)]);
  }
});

describe.each(FLYERS)('%s in print', (path) => {
  it('is black on white, its title and phone large, nothing smaller than 14 pt', () => {
    const style = styles[path]!;
    expect(style.notBlackOnWhite).toEqual([]);
    expect(style.small).toEqual([]);
    expect(style.titlePt).toBeGreaterThanOrEqual(32);
    expect(style.phonePt).toBeGreaterThanOrEqual(28);
  });

  it('has a code over an inch square, quiet zone included, and six or more sideways strips with cut lines', () => {
    const style = styles[path]!;
    expect(style.codeInches).toBeGreaterThanOrEqual(1);
    expect(style.tabs.count).toBeGreaterThanOrEqual(6);
    expect(style.tabs.sideways).toBe(true);
    expect(style.tabs.cutLines).toBe(true);
  });
});
