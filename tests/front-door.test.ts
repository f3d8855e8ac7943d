/**
 * The front door as a ministry that has set every fact sees it: the `events` test site, built with
 * FIXTURE_FACTS (opening times, a registered charity with its EIN and both links:
 * tooling/test-content.mjs) and an urgent notice up. When to come and how to get there, on
 * /contact, the home page and for search engines; what a donor checks on /donate, in the footer
 * and on each project's flyer; within the budgets, in plain words. The site as it ships (no times,
 * registration unset): tests/built/contact.test.ts, tests/built/donate.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { overBudget } from '../bench/budgets.mjs';
import { weighPage } from '../bench/page-weight.mjs';
import { solicitationStatement } from '../src/lib/charity';
import { pageFileFor } from '../src/lib/offline';
import { openingTimeInWords, timesInOneLine } from '../src/lib/opening-hours';
import { VISIT_US, flyerPath } from '../src/lib/paths';
import type { OpeningTime } from '../src/lib/site-facts-rules';
import { SITE } from '../src/site';
import { flyerPaths } from '../tooling/flyer-pages.mjs';
import { FIXTURE_FACTS, fixtureNotices } from '../tooling/test-content.mjs';
import { testSite } from '../tooling/test-site.mjs';
import { readingGrade } from './support/reading-grade';

const built = { dist: '', today: '' };
beforeAll(async () => Object.assign(built, await testSite('events')), 120_000);

const page = (path: string) =>
  readFile(join(built.dist, pageFileFor(path)), 'utf8').then((html) => new JSDOM(html).window.document);
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const TIMES = FIXTURE_FACTS.times as OpeningTime[];
const registered = { legalName: SITE.charity.legalName, registration: 'registered' as const };

describe('when to come and how to get there', () => {
  it('/contact lists every opening time in words, in order, with the urgent notice beside them', async () => {
    const contact = await page('/contact');
    const visit = contact.getElementById('VisitUs')!.closest('section')!;
    expect([...visit.querySelectorAll('ul.opening-times > li')].map(text)).toEqual([
      'Office: Monday to Thursday, 9:00 am to 3:00 pm',
      'Food pantry: Tuesday and Saturday, 10:00 am to 12:30 pm',
    ]);
    expect(TIMES.map(openingTimeInWords)).toEqual([...visit.querySelectorAll('ul.opening-times > li')].map(text));
    // The soonest urgent notice ("Office closed") stands before the times, not only in the bar above.
    const check = visit.querySelector('.visit-us__check')!;
    const closed = fixtureNotices(built.today)['closed-until'];
    expect(text(check)).toMatch(new RegExp(`^Before you come: ${closed.title}\\. Until .+\\. Read the notice$`));
    expect(check.compareDocumentPosition(visit.querySelector('ul.opening-times')!)).toBe(4); // following
    expect(check.querySelector('a')!.getAttribute('href')).toBe('/#notice-closed-until');
  });

  it('the home page says where and when in one line, linking to the full times', async () => {
    const visit = (await page('/')).querySelector('.hero__visit')!;
    expect(text(visit)).toContain(timesInOneLine(TIMES));
    expect(visit.querySelector(`a[href="${VISIT_US}"]`)).not.toBeNull();
  });

  it('search engines read the place, its map and its opening times, and the legal name and EIN', async () => {
    const home = await page('/');
    const ld = JSON.parse(home.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(ld).toMatchObject({ '@type': 'NGO', legalName: SITE.charity.legalName, taxID: FIXTURE_FACTS.charity.ein });
    expect(ld.location).toMatchObject({
      '@type': 'Place',
      hasMap: SITE.directions,
      address: { '@type': 'PostalAddress', streetAddress: SITE.place.address.line1 },
    });
    expect(
      ld.location.openingHoursSpecification.map((spec: { name: string; opens: string }) => [spec.name, spec.opens]),
    ).toEqual([
      ['Office', '09:00:00'],
      ['Food pantry', '10:00:00'],
    ]);
  });
});

describe('what a donor checks', () => {
  it('/donate gives the EIN, the Candid profile, the annual report and the statement, word for word', async () => {
    const donate = await page('/donate');
    const confidence = donate.getElementById('GiveWithConfidence')!;
    expect([...confidence.querySelectorAll('dd')].map(text)).toEqual([
      SITE.charity.legalName,
      FIXTURE_FACTS.charity.ein,
    ]);
    const links = [...confidence.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain(FIXTURE_FACTS.charity.candidProfile);
    expect(links).toContain(FIXTURE_FACTS.charity.financialReport);
    expect(text(confidence.querySelector('.charity-statement'))).toBe(solicitationStatement(registered));
  });

  it('every project’s flyer carries the statement, and a notice’s flyer, which asks for no gift, does not', async () => {
    const projects = flyerPaths(built.dist).filter((path) => path.startsWith('/flyers/projects/'));
    expect(projects).toHaveLength(4);
    for (const path of projects)
      expect(text((await page(path)).querySelector('main')), path).toContain(solicitationStatement(registered));
    const notice = await page(flyerPath('notices', 'event-in-three-days'));
    expect(text(notice.querySelector('main'))).not.toContain('Pennsylvania Department of State');
  });

  it('the footer of every page names the EIN', async () => {
    for (const path of ['/', '/contact', '/donate'])
      expect(text((await page(path)).querySelector('footer.site-footer')), path).toContain(
        `EIN ${FIXTURE_FACTS.charity.ein}.`,
      );
  });
});

describe('within the budgets, in plain words', () => {
  it.each(['/contact', '/donate', '/'])(
    '%s: one request of at most 14 KB gzip, no script before interaction',
    (path) => {
      const weight = weighPage(built.dist, path);
      expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
      expect(weight.beforeInteraction.bytes.js.gzip).toBe(0);
    },
  );

  it('/contact and /donate read at grade 8 or below', async () => {
    for (const path of ['/contact', '/donate'])
      expect(readingGrade((await page(path)).querySelector('main')!), path).toBeLessThanOrEqual(8);
  });
});
