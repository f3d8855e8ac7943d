/**
 * "Our year" (src/pages/our-year.astro) from two builds: the `events` test site with two years
 * recorded (fixtureYears in tooling/test-content.mjs), and the site as it ships, with none. The
 * record's rules: src/lib/years.test.ts; in a browser and on paper: e2e/years.spec.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { overBudget } from '../bench/budgets.mjs';
import { weighPage } from '../bench/page-weight.mjs';
import { pageFileFor } from '../src/lib/offline';
import { GIVE_WITH_CONFIDENCE, OUR_YEAR_PAGE, yearAnchor } from '../src/lib/paths';
import { TAX_EXEMPT_ORGANIZATION_SEARCH } from '../src/lib/charity';
import { formatDollars, moneyParts } from '../src/lib/years';
import { fixtureYears } from '../tooling/test-content.mjs';
import { testSite } from '../tooling/test-site.mjs';
import { builtPage, textOf } from './support/built-site';
import { readingGrade } from './support/reading-grade';

const events = { dist: '', today: '' };
beforeAll(async () => Object.assign(events, await testSite('events')), 120_000);

const eventsPage = (path: string) =>
  readFile(join(events.dist, pageFileFor(path)), 'utf8').then((html) => new JSDOM(html).window.document);
/** An element's words, as a reader meets them. */
const text = textOf;
const years = () => {
  const last = Number(events.today.slice(0, 4)) - 1;
  const records = fixtureYears(events.today);
  return { last, latest: records[String(last)]!, before: records[String(last - 1)]! };
};

describe('our year, with two years recorded', () => {
  it('says what the latest year’s gifts did, in words, first', async () => {
    const { last } = years();
    const page = await eventsPage(OUR_YEAR_PAGE);
    const latest = page.getElementById(yearAnchor(String(last)))!.closest('section')!;
    expect(text(latest.querySelector('h2'))).toBe(`${last}: what your gifts did`);
    expect([...latest.querySelectorAll('.our-year__gave li')].map(text)).toEqual([
      '312 H.O.P.E. Boxes',
      '96 Birthday Blessing Boxes',
      '1,450 hours given by volunteers',
    ]);
    expect(text(latest)).toContain(
      'We received $48,200 and spent $44,600. Of each dollar we spent, 88 cents went to the help itself. At the end of the year, what we owned less what we owed came to $12,300.',
    );
  });

  it('draws where each dollar went as pieces that add up to the whole, the same figures as its table', async () => {
    const page = await eventsPage(OUR_YEAR_PAGE);
    const figures = [...page.querySelectorAll('figure.money-out')];
    expect(figures).toHaveLength(2);
    for (const [index, record] of [years().latest, years().before].entries()) {
      const figure = figures[index]!;
      const svg = figure.querySelector('svg')!;
      const width = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
      const pieces = [...svg.querySelectorAll('rect')];
      // The pieces, one after another, are the whole bar, each as wide as its share.
      expect(pieces.reduce((sum, rect) => sum + Number(rect.getAttribute('width')), 0)).toBeCloseTo(width, 6);
      const amounts = pieces.map((rect) => Number(rect.getAttribute('data-amount')));
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(record.moneyOut.total);
      for (const rect of pieces)
        expect(Number(rect.getAttribute('width')) / width).toBeCloseTo(
          Number(rect.getAttribute('data-amount')) / record.moneyOut.total,
          6,
        );
      // The table a screen reader reads says the same, row by row; the bar is hidden from it.
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(text(figure.querySelector('caption'))).toBe(`Where each dollar went in ${record.year}`);
      const rows = [...figure.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map(text));
      expect(rows).toEqual(moneyParts(record.moneyOut).map((part) => [formatDollars(part.amount), `${part.percent}%`]));
      expect(rows.map(([amount]) => amount)).toEqual(amounts.map(formatDollars));
      expect([...figure.querySelectorAll('tfoot td')].map(text)).toEqual([
        formatDollars(record.moneyOut.total),
        '100%',
      ]);
    }
  });

  it('lists the earlier year below, the board, and the filings', async () => {
    const { last } = years();
    const page = await eventsPage(OUR_YEAR_PAGE);
    const earlier = page.getElementById(yearAnchor(String(last - 1)))!.closest('article')!;
    expect(text(earlier)).toContain('240 H.O.P.E. Boxes.');
    expect(text(earlier)).toContain('We received $31,000 and spent $30,000.');
    expect([...page.querySelectorAll('.our-year__board li')].map(text)).toEqual([
      'Ruth Miller, President',
      'Sam Hollis, Treasurer',
    ]);
    const filings = page.getElementById('OurFilings')!.closest('section')!;
    const hrefs = [...filings.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([years().latest.form990, years().latest.review, TAX_EXEMPT_ORGANIZATION_SEARCH]),
    );
    // The latest year files a Form 990: the postcard of the year before is not said of it.
    expect(text(filings)).not.toContain('990-N');
  });

  it('is one request of at most 14 KB gzip, no script before interaction, at grade 8 or below', async () => {
    const weight = weighPage(events.dist, OUR_YEAR_PAGE);
    expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
    expect(weight.beforeInteraction.bytes.js.gzip).toBe(0);
    expect(readingGrade((await eventsPage(OUR_YEAR_PAGE)).querySelector('main')!)).toBeLessThanOrEqual(8);
  });
});

describe('our year, as the site ships', () => {
  it('says honestly that the first year’s record is coming, with no picture and no figures', () => {
    const page = builtPage(OUR_YEAR_PAGE);
    expect(text(page.getElementById('ComingSoon'))).toBe('Our first year’s record is coming');
    expect(page.querySelector('main svg, main table')).toBeNull();
    expect(page.querySelector(`main a[href="${GIVE_WITH_CONFIDENCE}"]`)).not.toBeNull();
  });

  it('is linked from /donate’s "Give with confidence", the footer and the home page’s "How You Can Help"', () => {
    const donate = builtPage('/donate').getElementById('GiveWithConfidence')!;
    expect(donate.querySelector(`a[href="${OUR_YEAR_PAGE}"]`)).not.toBeNull();
    expect(builtPage('/').getElementById('HowToHelp')!.querySelector(`a[href="${OUR_YEAR_PAGE}"]`)).not.toBeNull();
    for (const path of ['/', '/contact', '/legal'])
      expect(builtPage(path).querySelector(`footer a[href="${OUR_YEAR_PAGE}"]`), path).not.toBeNull();
  });
});
