/**
 * Notices as the build makes them, from fixture notices dated relative to the day the test runs
 * (in the ministry's zone): which are on the site, in what order, with what dates, the urgent bar
 * on every page, the schema.org Events, and the same result whatever zone the build machine is
 * in (built twice, with TZ=UTC and TZ=Pacific/Honolulu). The urgent bar is then looked at in
 * Chromium: it reads with JavaScript off and never moves the page. The flyers are read, and every
 * flyer of the build (the projects' too) is printed in three engines. The rules themselves are
 * src/lib/notice-days.test.ts; a site with no notice is tests/built/home-and-legal.test.ts; a malformed
 * notice stopping the build, src/content.config.test.ts.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { LOCAL_BUILD_ENV } from '../src/settings';
import { MINISTRY_TIME_ZONE, addDays, dayIn, formatDay, instantIn } from '../src/lib/ministry-time';
import { PAGES } from '../src/site';
import { pageFileFor } from '../src/lib/offline';
import { CHROMIUM_ARGS, chromiumExecutable, layoutShift } from '../tooling/browser.mjs';
import { startCdn } from '../tooling/cdn.mjs';
import { boxCuts, shiftsAsTheRestComes, startSplitServer } from '../tooling/split-arrival.mjs';
import { astro, removeScratchSites, scratchSite } from './support/scratch-site';
import { NOTICE_SHEET_PATH, flyerPath, subjectAddress } from '../src/lib/flyers';
import { PLACEHOLDER_SITE_URL as SITE_URL } from '../src/settings';
import { flyerPaths } from '../tooling/flyer-pages.mjs';
import { MARGIN_INCHES } from '../tooling/print.mjs';
import { ENGINES, notOnePage, printEverywhere, printStyles, type PrintStyle, type Printed } from './support/printed';
import { readingGrade } from './support/reading-grade';

const today = dayIn(MINISTRY_TIME_ZONE);
const day = (offset: number) => addDays(today, offset);

/** The fixture notices, by file name: what each is for is in its title. */
const NOTICES: Record<string, Record<string, unknown>> = {
  'ended-yesterday': { title: 'Ended yesterday', text: 'Gone.', showUntil: day(-1) },
  'event-yesterday': { title: 'Event yesterday', text: 'Gone.', eventStart: `${day(-1)}T17:00`, eventEnd: '19:00' },
  'event-late-tonight': { title: 'Event late tonight', text: 'Still on.', eventStart: `${today}T23:30` },
  'event-in-three-days': {
    title: 'Supper in three days',
    // The longest text a notice may have (300 characters), for the flyers and the sheet.
    text: 'A warm supper for anyone who would like one, with soup, bread and a dessert, served at long tables where there is always room for one more. Bring a friend or a neighbor, or come on your own and meet someone new. There is no cost and nothing to sign up for; just come in out of the cold and sit down.',
    eventStart: `${day(3)}T17:00`,
    eventEnd: '19:00',
    link: '/projects',
  },
  'event-elsewhere': {
    title: 'Boxes at the fire hall',
    text: 'Pick-up.',
    eventStart: `${day(5)}T09:30`,
    place: 'Alum Bank fire hall',
  },
  'weekly-supper': {
    title: 'Weekly supper',
    text: 'Every week the doors open for supper and company. Families, neighbors who live alone, and anyone who needs a warm place for an evening are welcome. Volunteers cook and serve, and there is a quiet table for anyone who would like someone to pray with them. Children eat free, as everyone does.',
    eventStart: `${day(-14)}T17:00`,
    eventEnd: '19:00',
    repeatsWeeklyUntil: day(20),
  },
  'weekly-over': { title: 'Weekly over', text: 'Gone.', eventStart: `${day(-30)}T17:00`, repeatsWeeklyUntil: day(-2) },
  'longest-words': {
    title: 'A notice with the longest title a notice may have, to be sure it fits the paper.',
    text: 'This notice has as many words as a notice may have, so that the flyers and the sheet are shown to fit one page even at their longest. It says nothing new: the office keeps its usual hours, the phone is answered, and a message left is returned the same day. Thank you for reading it to the end.',
    showUntil: day(1),
  },
  // Every field at its longest, on a weekly event whose first week is still to come: the most a
  // notice's flyer can hold.
  'longest-event': {
    title: 'The longest event a notice may have: its title, its place and its words at full.',
    text: 'This event has as many words as a notice may have, held every week, at a place with as long a name as a place may have, so that its flyer is shown to fit one page at its very longest. Bring a friend, come as you are, and stay as long as you like; there is food, company and someone to talk with.',
    eventStart: `${day(12)}T09:00`,
    eventEnd: '12:30',
    repeatsWeeklyUntil: day(40),
    place:
      'The fellowship hall behind the church, down the long gravel lane and past the old garden, with its door marked by a sign',
  },
  'closed-until': { title: 'Office closed', text: 'Back soon.', showUntil: day(2), urgent: true },
  'later-urgent': { title: 'Later urgent', text: 'Also urgent.', showUntil: day(9), urgent: true },
  'no-date': { title: 'Always welcome', text: 'Call any day.', link: 'https://example.org/welcome' },
};

/** The fixtures built twice, in two zones. Only notices whose day is over: production-build.test.ts. */
const built: Record<'UTC' | 'Pacific/Honolulu', string> = { UTC: '', 'Pacific/Honolulu': '' };
const page = (zone: keyof typeof built, path: string) =>
  readFile(join(built[zone], pageFileFor(path)), 'utf8').then((html) => new JSDOM(html).window.document);
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  await Promise.all(
    (Object.keys(built) as (keyof typeof built)[]).map(async (zone) => {
      const dir = await scratchSite();
      await mkdir(join(dir, 'src/content/notices'), { recursive: true });
      for (const [name, notice] of Object.entries(NOTICES)) {
        await writeFile(join(dir, 'src/content/notices', `${name}.yaml`), stringify(notice));
      }
      // NODE_ENV as a build has it: Vitest sets it to "test", and the pages would not register the worker.
      const result = await astro(dir, ['build'], {
        ...process.env,
        ...LOCAL_BUILD_ENV,
        TZ: zone,
        NODE_ENV: 'production',
      });
      if (!result.ok) throw new Error(`The build with TZ=${zone} failed:\n${result.output}`);
      expect(result.output).not.toMatch(/\[WARN\]/);
      built[zone] = join(dir, 'dist');
    }),
  );
}, 120_000);

/** The UTC build as Cloudflare's runtime serves it, and a Chromium to look at it, for the tests that need one. */
const served = { origin: '', browser: undefined as unknown as Browser, stop: async () => {} };
beforeAll(async () => {
  const cdn = await startCdn({ dir: built.UTC });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  Object.assign(served, { origin: cdn.origin, browser, stop: cdn.stop });
}, 60_000);

afterAll(async () => {
  await served.browser?.close();
  await served.stop();
  await removeScratchSites();
});

describe('the home page', () => {
  it('lists the current notices, soonest first, and none whose day is over', async () => {
    const home = await page('UTC', '/');
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
    const home = await page('UTC', '/');
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
    expect(text(notice('event-in-three-days').querySelector('.notice__place'))).toMatch(/^At .+, PA \d{5}/);
    expect(notice('no-date').querySelector('.notice__when')).toBeNull();
    const link = notice('event-in-three-days').querySelector('a')!;
    expect([link.getAttribute('href'), text(link)]).toEqual(['/projects', 'More about Supper in three days']);
  });

  it('describes each event for search engines as a schema.org Event', async () => {
    const home = await page('UTC', '/');
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

describe('the urgent bar', () => {
  it('is on every page, once, with the soonest urgent notice and a link to it', async () => {
    for (const { path } of PAGES) {
      const document = await page('UTC', path);
      const bars = document.querySelectorAll('aside[aria-label="Urgent notice"]');
      expect(bars, path).toHaveLength(1);
      expect(text(bars[0]), path).toBe(`Office closed Until ${formatDay(day(2))}. Read the notice`);
      expect(bars[0]!.querySelector('a')?.getAttribute('href')).toBe('/#notice-closed-until');
    }
  });

  it('reads with JavaScript off and never moves the page (no layout shift) on a phone', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await served.browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
      const tab = await context.newPage();
      await tab.goto(`${served.origin}/legal`);
      expect(await tab.getByRole('complementary', { name: 'Urgent notice' }).isVisible()).toBe(true);
      await tab.mouse.wheel(0, 600);
      if (javaScriptEnabled) {
        const shifted = await layoutShift(tab);
        expect(shifted).toBe(0);
      }
      await context.close();
    }
  }, 60_000);

  it('does not move when its link arrives after its words, as on a slow network or a busy phone', async () => {
    const server = await startSplitServer(built.UTC, pageFileFor);
    const html = await readFile(join(built.UTC, pageFileFor('/legal')), 'latin1');
    const cuts = boxCuts(html, html.indexOf('<aside class="urgent-notice'), html.indexOf('</aside>'), {
      paragraphs: true,
    });
    expect(cuts.length).toBeGreaterThan(0);
    const context = await served.browser.newContext({ viewport: { width: 390, height: 844 } });
    const shifts = await shiftsAsTheRestComes(server, await context.newPage(), '/legal', html, cuts);
    await context.close();
    server.close();
    expect(shifts.filter(({ shift }) => shift > 0)).toEqual([]);
  }, 60_000);
});

describe('add to calendar', () => {
  const EVENTS = ['weekly-supper', 'event-late-tonight', 'event-in-three-days', 'event-elsewhere', 'longest-event'];
  const calendarFiles = async (zone: keyof typeof built) => {
    const folder = join(built[zone], 'notices');
    const names = (await readdir(folder)).sort();
    return Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')] as const)),
    );
  };

  it('each current event, and no other notice, links to its own calendar file', async () => {
    const home = await page('UTC', '/');
    const links = [...home.querySelectorAll('#Notices a[href$=".ics"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EVENTS.map((id) => `/notices/${id}.ics`));
    expect(links.map((link) => link.getAttribute('type'))).toEqual(EVENTS.map(() => 'text/calendar'));
    expect(text(links[2])).toBe('Add Supper in three days to your calendar');
    expect(Object.keys(await calendarFiles('UTC'))).toEqual(EVENTS.map((id) => `${id}.ics`).sort());
  });

  it('every calendar file the build makes reads as one event with the notice’s title, time and place', async () => {
    for (const [name, file] of Object.entries(await calendarFiles('UTC'))) {
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
    // The same files whatever zone the build machine is in.
    expect(await calendarFiles('Pacific/Honolulu')).toEqual(await calendarFiles('UTC'));
  });

  // It installs the service worker, which fetches every file it keeps from the CDN runtime, while
  // the other test files build and print beside it: 1 s alone, and once past the default 15 s in a
  // whole run. It waits for states; the bound only stops a hang.
  it(
    'is served as text/calendar by the CDN runtime, comes with a tap, and is there with no signal after one visit',
    {
      timeout: 60_000,
    },
    async () => {
      const answer = await fetch(`${served.origin}/notices/event-in-three-days.ics`);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const body = await answer.text();
      expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);

      const context = await served.browser.newContext({ serviceWorkers: 'allow', acceptDownloads: true });
      const tab = await context.newPage();
      await tab.goto(`${served.origin}/`);
      await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
        }
      });
      // A tap hands the file to the device (here, a download; a phone offers its calendar).
      const [download] = await Promise.all([
        tab.waitForEvent('download'),
        tab.getByRole('link', { name: 'Add Supper in three days to your calendar' }).click(),
      ]);
      expect(await readFile((await download.path())!, 'utf8')).toBe(body);
      await context.setOffline(true);
      const kept = await tab.evaluate(async () => {
        const answer = await fetch('/notices/event-in-three-days.ics');
        return { status: answer.status, text: await answer.text() };
      });
      expect(kept).toEqual({ status: 200, text: body });
      await context.close();
    },
  );
});

describe('the build machine’s time zone', () => {
  it('changes nothing: UTC and Honolulu build the same notices and the same bar', async () => {
    for (const path of ['/', '/contact']) {
      const [utc, honolulu] = await Promise.all([page('UTC', path), page('Pacific/Honolulu', path)]);
      expect(honolulu.querySelector('#Notices')?.outerHTML ?? '').toBe(utc.querySelector('#Notices')?.outerHTML ?? '');
      expect(honolulu.querySelector('.urgent-notice')?.outerHTML).toBe(utc.querySelector('.urgent-notice')?.outerHTML);
    }
    expect((await page('UTC', '/')).querySelector('#Notices')).not.toBeNull();
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
  const flyer = (id: string) => page('UTC', flyerPath('notices', id));

  it('has one for each current notice, linked from it, and a sheet of them all, linked from the list', async () => {
    const home = await page('UTC', '/');
    expect(flyerPaths(built.UTC).filter((path) => path.startsWith('/flyers/notices'))).toEqual(
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
      expect(readingGrade((await page('UTC', path)).querySelector('main')!), path).toBeLessThanOrEqual(7);
    }
  });

  it('puts the soonest notices that fit on the sheet, in order, and counts the others', async () => {
    const sheet = await page('UTC', NOTICE_SHEET_PATH);
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

/**
 * Every flyer of this build on paper, the projects' as well as the notices' and the sheet: this
 * build is the one that has all three kinds. The project flyers are the site's own (the same
 * content files); tests/built/flyers.test.ts reads what they say in the site's build.
 */
describe('flyers on paper', () => {
  const paths = () => flyerPaths(built.UTC);
  const result = {} as { printed: Printed[]; styles: Record<string, PrintStyle> };
  beforeAll(async () => {
    const [printed, styles] = await Promise.all([
      printEverywhere(served.origin, paths(), served.browser),
      printStyles(served.origin, paths(), served.browser),
    ]);
    Object.assign(result, { printed, styles });
  }, 120_000);

  /** Where each flyer's code leads: its notice, its project, or the list of notices. */
  const target = (path: string) => {
    const [, , kind, id] = path.split('/') as [string, string, 'notices' | 'projects', string | undefined];
    return subjectAddress(id ? { kind, id } : { kind: 'sheet' }, SITE_URL);
  };

  it('prints each flyer and the sheet to exactly one page on US Letter and A4 in Chromium, Firefox and WebKit, no line over another', () => {
    expect(paths().filter((path) => path.startsWith('/flyers/projects/')).length).toBeGreaterThan(0);
    expect(result.printed).toHaveLength(paths().length * 2 * ENGINES.length);
    expect(notOnePage(result.printed)).toEqual([]);
    const overlaps = result.printed.filter((p) => p.overlaps.length > 0);
    expect(overlaps.map((p) => `${p.engine} ${p.path} ${p.paper}: ${p.overlaps.join('; ')}`)).toEqual([]);
  });

  it('prints a code that a QR decoder reads as the notice’s or project’s place on the site, in every engine', () => {
    for (const { engine, path, codes } of result.printed.filter((p) => p.paper === 'letter')) {
      expect(codes, `${engine} ${path}`).toEqual([target(path)]);
    }
  });

  it('is black on white, with a large title and phone, nothing under 14 pt, and a code an inch and a half square', () => {
    for (const path of paths()) {
      const style = result.styles[path]!;
      expect([style.notBlackOnWhite, style.small], path).toEqual([[], []]);
      // A short title larger still (Flyer.astro), to read from a step away.
      expect(style.titlePt, path).toBeGreaterThan(style.title.length <= 24 ? 43.99 : 31.99);
      expect(style.phonePt, path).toBeGreaterThan(39.99);
      expect(style.codeInches, path).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('has six or more tear-off strips on each flyer, sideways, with cut lines; the sheet has none', () => {
    for (const path of paths()) {
      const { strips } = result.styles[path]!;
      if (path === NOTICE_SHEET_PATH) expect(strips.count, path).toBe(0);
      else expect([strips.count >= 6, strips.sideways, strips.cutLines], path).toEqual([true, true, true]);
    }
  });

  it('runs the strips to the bottom margin, their cut lines reaching it, on both papers in every engine', () => {
    // The margin is half an inch (36 pt); a strip whose cut line ends within 3 pt of it can be torn
    // off the paper as it comes from the printer.
    const margin = MARGIN_INCHES * 72;
    const flyers = result.printed.filter((p) => p.path !== NOTICE_SHEET_PATH);
    expect(flyers.length).toBeGreaterThan(0);
    const short = flyers.filter((p) => p.lowestInkPt < margin - 1 || p.lowestInkPt > margin + 3);
    expect(short.map((p) => `${p.engine} ${p.path} ${p.paper}: lowest ink ${p.lowestInkPt} pt above the edge`)).toEqual(
      [],
    );
  });

  it('shows each strip’s words whole, the longest titles too, with nothing cut off', () => {
    expect(paths().map((path) => [path, result.styles[path]!.stripsCut])).toEqual(paths().map((path) => [path, []]));
  });
});
