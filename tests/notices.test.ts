/**
 * Notices as the build makes them, from fixture notices dated relative to the day the test runs
 * (in the ministry's zone): which are on the site, in what order, with what dates, the urgent bar
 * on every page, the schema.org Events, and the same result whatever zone the build machine is
 * in (the `events` test site is built 19 hours ahead of the ministry). The urgent bar and the
 * calendar files in a browser, as the host serves them: e2e/notices.spec.ts. The flyers are
 * read here, and printed in tests/flyers-on-paper.test.ts. The rules themselves are
 * src/lib/notices.test.ts and src/lib/dated.test.ts; a site with no notice is tests/built/home-and-legal.test.ts; a malformed
 * notice stopping the build, src/content.config.test.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINISTRY_TIME_ZONE, addDays, dayIn, formatDay, instantIn } from '../src/lib/ministry-time';
import { DEFAULT_PLACE, PAGES } from '../src/site';
import { pageFileFor } from '../src/lib/offline';
import { fixtureNotices } from '../tooling/test-content.mjs';
import { TEST_SITES, testSite } from '../tooling/test-site.mjs';
import { NOTICE_SHEET_PATH, flyerPath } from '../src/lib/paths';
import { flyerPaths } from '../tooling/flyer-pages.mjs';
import { readingGrade } from './support/reading-grade';
import { filesMentioning } from './support/built-site';

const today = dayIn(MINISTRY_TIME_ZONE);
const day = (offset: number) => addDays(today, offset);

/** The fixture notices, by file name (tooling/test-content.mjs): what each is for is in its title. */
const NOTICES: Record<string, Record<string, unknown>> = fixtureNotices(today);

/** The `events` test site (tooling/test-site.mjs), built on a machine 19 hours ahead of the ministry. */
const built = { dist: '' };
const page = (path: string) =>
  readFile(join(built.dist, pageFileFor(path)), 'utf8').then((html) => new JSDOM(html).window.document);
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  built.dist = (await testSite('events')).dist;
}, 120_000);

describe('the home page', () => {
  it('lists the current notices, soonest first, and none whose day is over', async () => {
    const home = await page('/');
    const section = home.querySelector('section#Notices')!;
    expect(text(section.querySelector('h2'))).toBe('News and Events');
    expect([...section.querySelectorAll('li h3')].map(text)).toEqual([
      // Weekly, and happening again today at 5 pm; the weekly one whose last week is over is gone.
      'Weekly supper',
      'Event late tonight',
      NOTICES['longest-words']!.title,
      'Office closed',
      'Supper in three days',
      'Boxes at the fire hall',
      'Later urgent',
      NOTICES['longest-event']!.title,
      'Always welcome',
    ]);
    expect(text(section)).not.toMatch(/yesterday/);
  });

  it('writes dates as people write them, says which day the list is of, and where an event is', async () => {
    const home = await page('/');
    const notice = (id: string) => home.getElementById(`notice-${id}`)!;
    expect(text(home.querySelector('.notices__as-of'))).toBe(`As of ${formatDay(today)}.`);
    expect(text(notice('event-in-three-days').querySelector('.notice__when'))).toBe(
      `${formatDay(day(3))}, 5:00 pm to 7:00 pm`,
    );
    expect(notice('event-in-three-days').querySelector('time')?.getAttribute('datetime')).toMatch(
      new RegExp(`^${day(3)}T17:00:00-0[45]:00$`),
    );
    expect(text(notice('closed-until').querySelector('.notice__when'))).toBe(`Until ${formatDay(day(2))}`);
    const weekday = formatDay(today).split(',')[0];
    const lastWeek = day(-14 + Math.floor(34 / 7) * 7);
    expect(text(notice('weekly-supper').querySelector('.notice__when'))).toBe(
      `Every ${weekday}, 5:00 pm to 7:00 pm; next on ${formatDay(today)}; last on ${formatDay(lastWeek)}`,
    );
    expect(text(notice('event-elsewhere').querySelector('.notice__place'))).toBe('At Alum Bank fire hall');
    expect(text(notice('event-in-three-days').querySelector('.notice__place'))).toBe(`At ${DEFAULT_PLACE}`);
    expect(notice('no-date').querySelector('.notice__when')).toBeNull();
    const link = notice('event-in-three-days').querySelector('a')!;
    expect([link.getAttribute('href'), text(link)]).toEqual(['/projects', 'More about Supper in three days']);
  });

  it('describes each event for search engines as a schema.org Event', async () => {
    const home = await page('/');
    const events = [...home.querySelectorAll('#Notices script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent!) as Record<string, unknown>,
    );
    expect(events.map((event) => event.name)).toEqual([
      'Weekly supper',
      'Event late tonight',
      'Supper in three days',
      'Boxes at the fire hall',
      NOTICES['longest-event']!.title,
    ]);
    expect(events[0]).toMatchObject({
      startDate: expect.stringMatching(new RegExp(`^${today}T17:00:00-0[45]:00$`)),
      eventSchedule: { '@type': 'Schedule', repeatFrequency: 'P1W', startDate: day(-14), startTime: '17:00:00' },
    });
    expect(events[2]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: expect.stringMatching(new RegExp(`^${day(3)}T17:00:00-0[45]:00$`)),
      endDate: expect.stringMatching(new RegExp(`^${day(3)}T19:00:00-0[45]:00$`)),
      location: { '@type': 'Place', address: { '@type': 'PostalAddress' } },
      organizer: { '@type': 'NGO', '@id': expect.stringMatching(/\/#organization$/) },
    });
  });
});

describe('a notice that waits for its "show from" day', () => {
  it('is in no page, calendar, sitemap, flyer or list of the worker before it, and on the site from it', async () => {
    expect(NOTICES['shows-tomorrow']!.showFrom).toBe(day(1));
    expect(filesMentioning(built.dist, ['Shows tomorrow', 'shows-tomorrow'])).toEqual([]);
    // Shown from today: on the home page, with its calendar file and its flyer.
    expect(NOTICES['event-elsewhere']!.showFrom).toBe(today);
    expect((await page('/')).getElementById('notice-event-elsewhere')).not.toBeNull();
    expect(filesMentioning(built.dist, ['event-elsewhere'])).toEqual(
      expect.arrayContaining(['notices/event-elsewhere.ics', 'flyers/notices/event-elsewhere.html']),
    );
  });
});

describe('the urgent bar', () => {
  it('is on every page, once, with the soonest urgent notice and a link to it', async () => {
    for (const { path } of PAGES) {
      const document = await page(path);
      const bars = document.querySelectorAll('aside[aria-label="Urgent notice"]');
      expect(bars, path).toHaveLength(1);
      expect(text(bars[0]), path).toBe(`Office closed Until ${formatDay(day(2))}. Read the notice`);
      expect(bars[0]!.querySelector('a')?.getAttribute('href')).toBe('/#notice-closed-until');
    }
  });
});

describe('add to calendar', () => {
  const EVENTS = ['weekly-supper', 'event-late-tonight', 'event-in-three-days', 'event-elsewhere', 'longest-event'];
  const calendarFiles = async () => {
    const folder = join(built.dist, 'notices');
    const names = (await readdir(folder)).sort();
    return Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const)),
    );
  };

  it('each current event, and no other notice, links to its own calendar file', async () => {
    const home = await page('/');
    const links = [...home.querySelectorAll('#Notices a[href$=".ics"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EVENTS.map((id) => `/notices/${id}.ics`));
    expect(links.map((link) => link.getAttribute('type'))).toEqual(EVENTS.map(() => 'text/calendar'));
    expect(text(links[2])).toBe('Add Supper in three days to your calendar');
    expect(Object.keys(await calendarFiles())).toEqual(EVENTS.map((id) => `${id}.ics`).sort());
  });

  it('every calendar file the build makes reads as one event with the notice’s title, time and place', async () => {
    for (const [name, file] of Object.entries(await calendarFiles())) {
      if (name === 'weekly-supper.ics') {
        // Its times are New York's, with the zone in the file (src/lib/calendar.test.ts reads them).
        expect(file).toMatch(
          new RegExp(`\\r\\nRRULE:FREQ=WEEKLY;UNTIL=${day(-14 + 28).replace(/-/g, '')}T2[12]0000Z\\r\\n`),
        );
        continue;
      }
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!);
      const id = name.replace(/\.ics$/, '');
      expect(event.uid, name).toBe(`notice-${id}@www.example.org`);
      expect(event.summary, name).toBe(NOTICES[id]!.title);
      const start = String(NOTICES[id]!.eventStart);
      const [date, time] = start.split('T') as [string, string];
      expect(event.startDate.toJSDate().toISOString(), name).toBe(
        new Date(instantIn(date, time, MINISTRY_TIME_ZONE)).toISOString(),
      );
      if (NOTICES[id]!.place) expect(event.location, name).toBe(NOTICES[id]!.place);
      else expect(event.location, name).toMatch(/, PA \d{5}$/);
    }
  });

  it('the one calendar to follow holds every event’s and open need’s file, each once, as in its own file', async () => {
    const read = (file: string) => readFile(join(built.dist, file), 'utf8');
    const vevents = (text: string) => text.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g) ?? [];
    const own = [
      ...(await readdir(join(built.dist, 'notices'))).map((name) => `notices/${name}`),
      ...(await readdir(join(built.dist, 'volunteer')))
        .filter((name) => name.endsWith('.ics'))
        .map((name) => `volunteer/${name}`),
    ];
    const followed = await read('calendar.ics');
    const singles = (await Promise.all(own.map(read))).flatMap(vevents);
    expect(singles.length).toBeGreaterThan(EVENTS.length);
    expect(vevents(followed).sort()).toEqual(singles.sort());
    // Read by a calendar parser as a calendar app reads it: the same UIDs, the weekly rules kept.
    const calendar = new ICAL.Component(ICAL.parse(followed));
    const uids = calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));
    expect(uids.filter((uid) => uid.startsWith('notice-')).sort()).toEqual(
      EVENTS.map((id) => `notice-${id}@www.example.org`).sort(),
    );
    expect(uids).toContain('need-serve-supper@www.example.org');
    expect(new Set(uids).size).toBe(uids.length);
    const supper = calendar
      .getAllSubcomponents('vevent')
      .find((event) => event.getFirstPropertyValue('uid') === 'notice-weekly-supper@www.example.org')!;
    expect(String(supper.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY;UNTIL=/);
  });
});

describe('the build machine’s time zone', () => {
  /** How many hours `zone`'s clock is ahead of UTC's now. */
  const hoursAhead = (zone: string) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')!.value;
    const [, sign, hours, minutes] = /GMT(?:([+-])(\d\d):(\d\d))?/.exec(name)!;
    return sign ? (sign === '-' ? -1 : 1) * (Number(hours) + Number(minutes) / 60) : 0;
  };

  it('changes nothing: built where the clock is 19 hours ahead, the days, the hours and the bar are the ministry’s', async () => {
    // The events site is built on such a machine (its day is tomorrow from 5 am on in Pennsylvania),
    // and every date and hour the other tests read is worked out in the ministry's zone.
    const zone = TEST_SITES.events!(today).env!.TZ!;
    expect(hoursAhead(zone) - hoursAhead(MINISTRY_TIME_ZONE)).toBeGreaterThanOrEqual(18);
    const home = await page('/');
    expect(text(home.querySelector('.notices__as-of'))).toBe(`As of ${formatDay(today)}.`);
    expect(text(home.querySelector('#notice-event-late-tonight .notice__when'))).toBe(`${formatDay(today)}, 11:30 pm`);
    expect(text((await page('/contact')).querySelector('.urgent-notice'))).toContain(`Until ${formatDay(day(2))}`);
  });
});

describe('flyers', () => {
  /** The current notices, in the home page's order: the ones a flyer is made for. */
  const CURRENT = [
    'weekly-supper',
    'event-late-tonight',
    'longest-words',
    'closed-until',
    'event-in-three-days',
    'event-elsewhere',
    'later-urgent',
    'longest-event',
    'no-date',
  ];
  const flyer = (id: string) => page(flyerPath('notices', id));

  it('has one for each current notice, linked from it, and a sheet of them all, linked from the list', async () => {
    const home = await page('/');
    expect(flyerPaths(built.dist).filter((path) => path.startsWith('/flyers/notices'))).toEqual(
      [NOTICE_SHEET_PATH, ...CURRENT.map((id) => flyerPath('notices', id))].sort(),
    );
    for (const id of CURRENT) {
      const link = [...home.querySelectorAll(`#notice-${id} a`)].filter((a) => text(a).startsWith('Print a flyer'));
      expect(link.map((a) => [text(a), a.getAttribute('href')])).toEqual([
        [`Print a flyer for ${NOTICES[id]!.title}`, flyerPath('notices', id)],
      ]);
    }
    const all = [...home.querySelectorAll('#Notices a')].filter((a) => text(a) === 'Print all notices on one page');
    expect(all.map((a) => a.getAttribute('href'))).toEqual([NOTICE_SHEET_PATH]);
  });

  it('says what, when in words that stay true on the board, where, and how to ask', async () => {
    const weekday = formatDay(today).split(',')[0];
    const lastWeek = day(-14 + Math.floor(34 / 7) * 7);
    const weekly = await flyer('weekly-supper');
    expect(text(weekly.querySelector('h1'))).toBe('Weekly supper');
    expect(text(weekly.querySelector('.flyer__when'))).toBe(
      `Every ${weekday}, 5:00 pm to 7:00 pm, until ${formatDay(lastWeek)}`,
    );
    expect(text(weekly.querySelector('.flyer__where'))).toMatch(/^At .+, PA \d{5}$/);
    expect(text(weekly.querySelector('.flyer__body'))).toContain(NOTICES['weekly-supper']!.text);
    expect(text(weekly.querySelector('.flyer__body'))).toContain(
      'Questions? Call or text the number below. Everyone is welcome.',
    );
    expect(text((await flyer('event-elsewhere')).querySelector('.flyer__where'))).toBe('At Alum Bank fire hall');
    expect(text((await flyer('event-in-three-days')).querySelector('.flyer__when'))).toBe(
      `${formatDay(day(3))}, 5:00 pm to 7:00 pm`,
    );
    const closed = await flyer('closed-until');
    expect(text(closed.querySelector('.flyer__when'))).toBe(`Until ${formatDay(day(2))}`);
    // Not an event: nothing to welcome anyone to.
    expect(text(closed.querySelector('.flyer__body'))).toMatch(/Questions\? Call or text the number below\.$/);
    const undated = await flyer('no-date');
    expect([undated.querySelector('.flyer__when'), undated.querySelector('.flyer__where')]).toEqual([null, null]);
    expect(text(undated.querySelector('.flyer__address'))).toBe('www.example.org');
    expect(undated.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('gives each strip the title, or the first words of a title too long for it', async () => {
    const strips = async (id: string) => [
      ...new Set([...(await flyer(id)).querySelectorAll('.flyer__strips > li > span')].map(text)),
    ];
    expect(await strips('weekly-supper')).toEqual(['Weekly supper']);
    // Its title: "A notice with the longest title a notice may have, to be sure it fits the paper."
    expect(await strips('longest-words')).toEqual(['A notice with the longest title']);
  });

  it('reads at grade 7 or below, each flyer and the sheet', async () => {
    for (const path of [NOTICE_SHEET_PATH, ...CURRENT.map((id) => flyerPath('notices', id))]) {
      expect(readingGrade((await page(path)).querySelector('main')!), path).toBeLessThanOrEqual(7);
    }
  });

  it('puts the soonest notices that fit on the sheet, in order, and counts the others', async () => {
    const sheet = await page(NOTICE_SHEET_PATH);
    const shown = [...sheet.querySelectorAll('.flyer__notices h2')].map(text);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(shown.length).toBeLessThan(CURRENT.length);
    expect(shown).toEqual(CURRENT.slice(0, shown.length).map((id) => NOTICES[id]!.title));
    expect(text(sheet.querySelector('.flyer__body'))).toContain(
      `${CURRENT.length - shown.length} more notices are on our website.`,
    );
    expect(text(sheet.querySelector('h1'))).toBe('News and Events');
    expect(sheet.querySelectorAll('.flyer__strips')).toHaveLength(0);
  });
});
