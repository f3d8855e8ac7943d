/**
 * Volunteer needs as the build makes them, from the fixture needs of tooling/test-content.mjs dated
 * from the day the test runs, in the `events` test site: the page of needs, each need's page with
 * its offer already written in the form, the home page's soonest needs, the footer's link, the
 * calendar files, the sitemap, the worker's list, the headers, the flyers and the sheet (on paper:
 * tests/flyers-on-paper.test.ts), the reading grade and the byte budgets. The rules themselves: src/lib/needs.test.ts; the site's own
 * build, which has no needs: tests/built/home-and-legal.test.ts; sending an offer in a browser:
 * e2e/needs.spec.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { overBudget } from '../bench/budgets.mjs';
import { weighPage } from '../bench/page-weight.mjs';
import { DRAFT_KEY } from '../src/lib/contact';

import { MINISTRY_TIME_ZONE, addDays, formatDay, instantIn } from '../src/lib/ministry-time';
import { needSchema, type Need } from '../src/lib/need-schema';
import { cantComeText, needDescription, needWhen, offerText } from '../src/lib/needs';
import { nextEventDay, nextStart } from '../src/lib/dated';
import {
  NOTICE_SHEET_PATH,
  VOLUNTEER_PAGE,
  flyerPath,
  needCalendarPath,
  needCantComePath,
  needPath,
} from '../src/lib/paths';
import { pageFileFor } from '../src/lib/offline';
import { PLACEHOLDER_SITE_URL as SITE_URL } from '../src/settings';
import { DEFAULT_PLACE, SITE } from '../src/site';
import { flyerPaths } from '../tooling/flyer-pages.mjs';
import { fixtureNeeds } from '../tooling/test-content.mjs';
import { testSite } from '../tooling/test-site.mjs';
import { readingGrade } from './support/reading-grade';
import { filesMentioning } from './support/built-site';

/** The `events` test site (tooling/test-site.mjs), and the `next` one, whose sheet of notices has room for needs. */
const built = { dist: '', today: '', roomy: '' };
const needs = {} as Record<string, Need>;

beforeAll(async () => {
  const [events, roomy] = await Promise.all([testSite('events'), testSite('next')]);
  Object.assign(built, { ...events, roomy: roomy.dist });
  for (const [id, need] of Object.entries(fixtureNeeds(built.today))) needs[id] = needSchema.parse(need);
}, 120_000);

const page = (path: string, dist = built.dist) =>
  readFile(join(dist, pageFileFor(path)), 'utf8').then((html) => new JSDOM(html).window.document);
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The text of each block in `element` (a term, its description, a paragraph), one after another as a reader meets them. */
const words = (element: Element | null | undefined) =>
  [...(element?.querySelectorAll('h2, dt, dd, p') ?? [])].map(text).join(' ');

/** The needs on the site, in the page's order: the open ones soonest first, then the filled one. */
const ORDER = (today: string) => {
  const supper = nextEventDay(needs['serve-supper']!, today)!;
  const dated = [
    ['serve-supper', `${supper}T17:00`],
    ['pack-boxes', `${needs['pack-boxes']!.eventStart}`],
    ['longest-need', `${nextEventDay(needs['longest-need']!, today)}T09:00`],
  ].sort((a, b) => a[1]!.localeCompare(b[1]!));
  // Any time comes after the dated ones (its last day sorts it), then the filled one.
  return [...dated.map(([id]) => id!), 'sort-coats', 'drive-neighbors'];
};

describe('the page of needs', () => {
  it('lists every current need, the open ones soonest first and the filled one last, and none whose day is over', async () => {
    const list = await page(VOLUNTEER_PAGE);
    const ids = [...list.querySelectorAll('.needs > li')].map((li) => li.id.replace(/^need-/, ''));
    expect(ids).toEqual(ORDER(built.today));
    expect(text(list.querySelector('h1'))).toBe('Volunteers wanted');
    expect(text(list.querySelector('main'))).not.toContain('Serve lunch yesterday');
  });

  it('says what, when in words, where, how many, who it suits, and how to offer, or to call or text', async () => {
    const list = await page(VOLUNTEER_PAGE);
    const supper = list.getElementById('need-serve-supper')!;
    expect(text(supper.querySelector('h2'))).toBe('Serve supper at Manna Monday');
    expect(supper.querySelector('h2 a')?.getAttribute('href')).toBe(needPath('serve-supper'));
    const facts = words(supper.querySelector('.need-facts'));
    const weekday = formatDay(needs['serve-supper']!.eventStart!.slice(0, 10)).split(',')[0];
    expect(facts).toContain(`When Every ${weekday}, 5:00 pm to 7:00 pm; next on`);
    expect(facts).toContain(`Where ${DEFAULT_PLACE}`);
    expect(facts).toContain('Still needed 3 more people needed');
    expect(facts).toContain('Good to know Good for teens with a parent. Bring an apron.');
    // The time as a machine reads it: the next start, in the ministry's zone.
    expect(supper.querySelector('.need-facts time')?.getAttribute('datetime')).toBe(
      nextStart(needs['serve-supper']!, built.today),
    );
    expect(list.getElementById('need-sort-coats')!.querySelector('time')).toBeNull();
    const offer = [...supper.querySelectorAll('a')].find((a) => text(a).startsWith('Offer to help'))!;
    expect([text(offer), offer.getAttribute('href')]).toEqual([
      'Offer to help with Serve supper at Manna Monday',
      `${needPath('serve-supper')}#offer`,
    ]);
    expect(text(supper)).toContain(`Or call or text ${SITE.phone.display}.`);
    expect(supper.querySelector(`a[href="tel:${SITE.phone.dial}"]`)).not.toBeNull();
    expect(words(list.getElementById('need-pack-boxes')!.querySelector('.need-facts'))).toContain(
      'Where Alum Bank fire hall',
    );
    expect(words(list.getElementById('need-sort-coats')!.querySelector('.need-facts'))).toContain(
      `When Any time until ${formatDay(needs['sort-coats']!.showUntil!)}`,
    );
  });

  it('shows a filled need as filled, with no offer and no number to call for it', async () => {
    const filled = (await page(VOLUNTEER_PAGE)).getElementById('need-drive-neighbors')!;
    expect(words(filled)).toContain('Still needed Filled. Thank you to everyone who offered!');
    expect([...filled.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([needPath('drive-neighbors')]);
  });
});

describe('a need that waits for its "show from" day', () => {
  it('is in no page, calendar, sitemap, flyer or list of the worker before it, and on the site from it', async () => {
    expect(needs['needed-from-tomorrow']!.showFrom).toBe(addDays(built.today, 1));
    expect(filesMentioning(built.dist, ['Needed from tomorrow', 'needed-from-tomorrow'])).toEqual([]);
    // Shown from today: on the page of needs, with a page of its own.
    expect(needs['sort-coats']!.showFrom).toBe(built.today);
    expect((await page(VOLUNTEER_PAGE)).querySelector(`a[href="${needPath('sort-coats')}"]`)).not.toBeNull();
  });
});

describe('a need’s own page', () => {
  it('has a title and a description that say what help is wanted, and its own address', async () => {
    const supper = await page(needPath('serve-supper'));
    expect(supper.title).toBe(`Serve supper at Manna Monday — ${SITE.name}`);
    expect(supper.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      needDescription(needs['serve-supper']!, built.today),
    );
    expect(supper.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      new URL(needPath('serve-supper'), SITE_URL).href,
    );
    expect(supper.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      new URL(needPath('serve-supper'), SITE_URL).href,
    );
    expect([...supper.querySelectorAll('h1')].map(text)).toEqual(['Serve supper at Manna Monday']);
  });

  it('holds the contact form with the offer already written in its question, and every other field empty', async () => {
    const supper = await page(needPath('serve-supper'));
    const form = supper.querySelector('#offer form')!;
    const next = nextEventDay(needs['serve-supper']!, built.today)!;
    expect(text(form.querySelector('textarea[name="Question"]'))).toBe(
      `I can help with Serve supper at Manna Monday on ${formatDay(next)}, 5:00 pm.`,
    );
    expect(text(form.querySelector('textarea[name="Question"]'))).toBe(offerText(needs['serve-supper']!, built.today));
    for (const name of ['FirstName', 'LastName', 'ContactEmail'])
      expect(form.querySelector(`input[name="${name}"]`)?.getAttribute('value') ?? '', name).toBe('');
    expect(text(form.querySelector('textarea[name="Prayers"]'))).toBe('');
    // The same form as the contact page: the same fields, required, and a Send that works at first paint.
    const contact = (await page('/contact')).querySelector('form')!;
    const fields = (scope: Element) =>
      [...scope.querySelectorAll('input, textarea')].map((f) => [f.getAttribute('name'), f.hasAttribute('required')]);
    expect(fields(form)).toEqual(fields(contact));
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Send');
    expect(text(supper.querySelector('#offer'))).toContain(
      `Or call or text ${SITE.phone.display} if you would rather talk.`,
    );
    // Its draft is its own: an offer never fills the contact page's form.
    const island = supper.querySelector('astro-island[component-url*="ContactForm"]')!;
    expect(island.getAttribute('client')).toBe('interaction');
    expect(island.getAttribute('props')).toContain(`${DRAFT_KEY}:serve-supper`);
  });

  it('offers a need with no day the help itself, and lets a visitor without scripts e-mail the offer', async () => {
    const coats = await page(needPath('sort-coats'));
    expect(text(coats.querySelector('textarea[name="Question"]'))).toBe('I can help with Sort donated coats.');
    const mail = [...coats.querySelectorAll('.no-js-only a')].map((a) => a.getAttribute('href'));
    expect(mail).toEqual([
      `mailto:${SITE.email}?subject=${encodeURIComponent('Offer to help: Sort donated coats')}&body=${encodeURIComponent('I can help with Sort donated coats.')}`,
    ]);
    // No day, so no calendar file to offer.
    expect(coats.querySelector('a[type="text/calendar"]')).toBeNull();
  });

  it('says a filled need is filled, and asks for no one', async () => {
    const filled = await page(needPath('drive-neighbors'));
    expect(filled.querySelector('form')).toBeNull();
    expect(text(filled.querySelector('main'))).toContain('This need is filled');
    expect(text(filled.querySelector('main'))).toContain('See what other help is needed');
  });
});

describe('can’t come after all', () => {
  it('is offered on every need’s page, a filled one’s too, and leads to the form with the words written', async () => {
    for (const id of ['serve-supper', 'sort-coats', 'drive-neighbors']) {
      const links = [...(await page(needPath(id))).querySelectorAll('a')].filter(
        (a) => text(a) === "Can't come after all?",
      );
      expect(
        links.map((a) => a.getAttribute('href')),
        id,
      ).toEqual([needCantComePath(id)]);
    }
    const cancel = await page(needCantComePath('serve-supper'));
    const words = cantComeText(needs['serve-supper']!, built.today);
    expect(words).toMatch(
      /^I offered to help with Serve supper at Manna Monday on \w+day, \w+ \d+, 5:00 pm but can't come after all\.$/,
    );
    const form = cancel.querySelector('#cant-come form')!;
    expect(text(form.querySelector('textarea[name="Question"]'))).toBe(words);
    // The same form as the contact page, with a draft of its own.
    const contact = (await page('/contact')).querySelector('form')!;
    const fields = (scope: Element) =>
      [...scope.querySelectorAll('input, textarea')].map((f) => [f.getAttribute('name'), f.hasAttribute('required')]);
    expect(fields(form)).toEqual(fields(contact));
    expect(cancel.querySelector('astro-island[component-url*="ContactForm"]')!.getAttribute('props')).toContain(
      `${DRAFT_KEY}:serve-supper:cant-come`,
    );
    // With no script: the same words by email.
    expect([...cancel.querySelectorAll('.no-js-only a')].map((a) => a.getAttribute('href'))).toEqual([
      `mailto:${SITE.email}?subject=${encodeURIComponent("Can't come after all: Serve supper at Manna Monday")}&body=${encodeURIComponent(words)}`,
    ]);
  });

  it('is kept out of search, and kept by the worker for a visit with no signal', async () => {
    const cancel = await page(needCantComePath('serve-supper'));
    expect(cancel.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(await readFile(join(built.dist, 'sitemap-0.xml'), 'utf8')).not.toContain('cant-come');
    expect(await readFile(join(built.dist, 'sw.js'), 'utf8')).toContain('"volunteer/serve-supper/cant-come.html"');
  });
});

describe('the home page and the footer', () => {
  it('show the soonest three needs still open, each leading to its page, and a link to all of them', async () => {
    const home = await page('/');
    const help = home.getElementById('HowToHelp')!;
    const soonest = [...help.querySelectorAll('.help__needs > li')];
    const open = ORDER(built.today).filter((id) => id !== 'drive-neighbors');
    expect(soonest.map((li) => li.querySelector('a')?.getAttribute('href'))).toEqual(
      open.slice(0, 3).map((id) => needPath(id)),
    );
    const first = open[0]!;
    expect(text(soonest[0])).toBe(
      `${needs[first]!.title}: ${needWhen(needs[first]!, built.today)}. ${needs[first]!.stillNeeded} more ${needs[first]!.stillNeeded === 1 ? 'person' : 'people'} needed.`,
    );
    expect([...help.querySelectorAll('a')].filter((a) => a.getAttribute('href') === VOLUNTEER_PAGE).map(text)).toEqual([
      'Volunteer service time',
      'See all the help we need now',
    ]);
  });

  it('link every page to the page of needs from the footer, and leave the menu as the spec has it', async () => {
    for (const path of ['/', VOLUNTEER_PAGE, needPath('serve-supper'), '/contact']) {
      const document = await page(path);
      expect(document.querySelector(`footer a[href="${VOLUNTEER_PAGE}"]`)?.textContent, path).toBe('Volunteer');
      expect(document.querySelector(`#site-nav a[href="${VOLUNTEER_PAGE}"]`), path).toBeNull();
    }
  });
});

describe('add to calendar', () => {
  it('is offered on each open need with a day, and reads as its time and place; not for any time or a filled need', async () => {
    const files = (await readdir(join(built.dist, 'volunteer'))).filter((name) => name.endsWith('.ics')).sort();
    expect(files).toEqual(['longest-need.ics', 'pack-boxes.ics', 'serve-supper.ics']);
    const boxes = await readFile(join(built.dist, needCalendarPath('pack-boxes')), 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(boxes)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe('need-pack-boxes@www.example.org');
    expect(event.summary).toBe('Pack Birthday Blessing Boxes');
    expect(event.location).toBe('Alum Bank fire hall');
    const [day, time] = needs['pack-boxes']!.eventStart!.split('T') as [string, string];
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(instantIn(day, time, MINISTRY_TIME_ZONE)).toISOString(),
    );
    expect(event.description).toContain(`Questions? Call or text ${SITE.phone.display}.`);
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(new URL(needPath('pack-boxes'), SITE_URL).href);
    const link = (await page(needPath('pack-boxes'))).querySelector('a[type="text/calendar"]');
    expect([link?.getAttribute('href'), text(link)]).toEqual([
      needCalendarPath('pack-boxes'),
      'Add Pack Birthday Blessing Boxes to your calendar',
    ]);
  });
});

describe('search engines, the host and the service worker', () => {
  it('list the page of needs and each need’s page in the sitemap, and nothing else of them', async () => {
    const sitemap = await readFile(join(built.dist, 'sitemap-0.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed.filter((path) => path.startsWith(VOLUNTEER_PAGE)).sort()).toEqual(
      [VOLUNTEER_PAGE, ...ORDER(built.today).map((id) => needPath(id))].sort(),
    );
  });

  it('give each need’s page its own policy header, as every page has, and each calendar file its type', async () => {
    const headers = await readFile(join(built.dist, '_headers'), 'utf8');
    for (const id of ORDER(built.today))
      expect(headers, id).toMatch(new RegExp(`\\n${needPath(id)}\\n  Content-Security-Policy: `));
    expect(headers).toContain(
      `\n${needCalendarPath('serve-supper')}\n  Content-Type: text/calendar; charset=utf-8\n  Cache-Control: no-cache\n`,
    );
  });

  it('keep every need’s page, the page of needs and the calendar files for a visit with no signal', async () => {
    const worker = await readFile(join(built.dist, 'sw.js'), 'utf8');
    for (const file of [
      'volunteer.html',
      ...ORDER(built.today).map((id) => `volunteer/${id}.html`),
      'volunteer/serve-supper.ics',
      'flyers/needs/serve-supper.html',
    ])
      expect(worker, file).toContain(`"${file}"`);
  });
});

describe('within the page budgets', () => {
  it.each([VOLUNTEER_PAGE, '/', needPath('serve-supper'), needPath('longest-need'), needPath('drive-neighbors')])(
    '%s: one page of at most 14 KB gzip, and no script before a visitor reaches for the form',
    (path) => {
      const weight = weighPage(built.dist, path);
      expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
      expect(weight.beforeInteraction.bytes.js.gzip).toBe(0);
    },
  );
});

describe('plain words', () => {
  it('read at grade 8 or below on the page of needs and each need’s page, and 7 on each flyer', async () => {
    for (const path of [VOLUNTEER_PAGE, ...ORDER(built.today).map((id) => needPath(id))])
      expect(readingGrade((await page(path)).querySelector('main')!), path).toBeLessThanOrEqual(8);
    const flyers = flyerPaths(built.dist).filter((p) => p.startsWith('/flyers/needs'));
    // Four needs' flyers: an empty list would measure nothing.
    expect(flyers).toHaveLength(4);
    for (const path of flyers)
      expect(readingGrade((await page(path)).querySelector('main')!), path).toBeLessThanOrEqual(7);
    // The sheet with needs in its spare room.
    expect(readingGrade((await page(NOTICE_SHEET_PATH, built.roomy)).querySelector('main')!)).toBeLessThanOrEqual(7);
  });
});

describe('flyers', () => {
  it('has a “Volunteers wanted” flyer for each open need, linked from its page, and none for a filled need', async () => {
    const open = ORDER(built.today).filter((id) => id !== 'drive-neighbors');
    expect(flyerPaths(built.dist).filter((path) => path.startsWith('/flyers/needs/'))).toEqual(
      open.map((id) => flyerPath('needs', id)).sort(),
    );
    for (const id of open) {
      const link = [...(await page(needPath(id))).querySelectorAll('a')].filter((a) =>
        text(a).startsWith('Print a flyer'),
      );
      expect(link.map((a) => a.getAttribute('href'))).toEqual([flyerPath('needs', id)]);
    }
    const supper = await page(flyerPath('needs', 'serve-supper'));
    const body = words(supper.querySelector('.flyer__body'));
    expect(body).toMatch(/^Volunteers wanted Every \w+day, 5:00 pm to 7:00 pm/);
    expect(body).toContain('Good for teens with a parent. Bring an apron.');
    expect(body).toContain('To offer your help, call or text the number below');
    expect(text((await page(flyerPath('needs', 'sort-coats'))).querySelector('.flyer__body'))).toContain(
      `Any time until ${formatDay(needs['sort-coats']!.showUntil!)}`,
    );
    expect(supper.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('carries the soonest open needs on the sheet of notices after the notices, as there is room', async () => {
    const sheet = await page(NOTICE_SHEET_PATH, built.roomy);
    const shown = [...sheet.querySelectorAll('.flyer__notices h2')].map(text);
    expect(shown[0]).toBe('Office closed Friday');
    const open = ORDER(built.today).filter((id) => id !== 'drive-neighbors');
    expect(shown.slice(1)).toEqual(
      open.slice(0, shown.length - 1).map((id) => `Volunteers wanted: ${needs[id]!.title}`),
    );
    expect(shown.length).toBeGreaterThanOrEqual(3);
  });
});
