/**
 * The calendar files, read back with ical.js (Mozilla's iCalendar parser, the one Thunderbird
 * uses), not only with string checks: what a phone's calendar would find in them.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, followedCalendarFile, foldLine, vtimezone } from './calendar';
import type { DatedText } from './dated';

const notice = (fields: Partial<DatedText>): DatedText => ({ title: 'Supper', text: 'A warm meal.', ...fields });
const context = {
  id: 'manna-monday-supper',
  kind: 'notices' as const,
  defaultPlace: 'Grace Hall, 12 Main Street, Alum Bank, PA 15521',
  siteUrl: 'https://www.example.org',
  today: '2026-11-25',
  organizer: 'Sweet Surrender Ministry Center',
};

/** The one event a calendar file holds, as a calendar app reads it. */
function parsed(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  const utc = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time | null)?.toJSDate().toISOString();
  return {
    calendar,
    uid: event.getFirstPropertyValue('uid'),
    summary: event.getFirstPropertyValue('summary'),
    description: event.getFirstPropertyValue('description'),
    location: event.getFirstPropertyValue('location'),
    url: event.getFirstPropertyValue('url'),
    start: utc('dtstart'),
    end: utc('dtend'),
    stamp: utc('dtstamp'),
  };
}

describe('a volunteer need’s calendar file', () => {
  it('is named for the need, and leads to the need’s own page', () => {
    const file = calendarFile(
      { title: 'Serve supper', text: 'Thank you for helping.', eventStart: '2026-12-07T17:00', eventEnd: '19:00' },
      { ...context, id: 'serve-supper', kind: 'needs' },
    )!;
    expect(parsed(file)).toMatchObject({
      uid: 'need-serve-supper@www.example.org',
      summary: 'Serve supper',
      description: 'Thank you for helping.\nhttps://www.example.org/volunteer/serve-supper',
      url: 'https://www.example.org/volunteer/serve-supper',
      start: '2026-12-07T22:00:00.000Z',
    });
  });
});

describe('a notice’s calendar file', () => {
  it('holds the event as a calendar app reads it: a stable UID, the times in UTC, the place and the link', () => {
    const file = calendarFile(
      notice({ eventStart: '2026-12-07T17:00', eventEnd: '19:00', link: '/projects' }),
      context,
    )!;
    expect(parsed(file)).toMatchObject({
      uid: 'notice-manna-monday-supper@www.example.org',
      summary: 'Supper',
      description: 'A warm meal.\nhttps://www.example.org/projects',
      location: 'Grace Hall, 12 Main Street, Alum Bank, PA 15521',
      url: 'https://www.example.org/projects',
      start: '2026-12-07T22:00:00.000Z',
      end: '2026-12-08T00:00:00.000Z',
      stamp: '2026-11-25T00:00:00.000Z',
    });
    expect(parsed(file).calendar.getFirstPropertyValue('version')).toBe('2.0');
    // The same notice makes the same file on another build the same day: the UID never changes.
    expect(
      calendarFile(notice({ eventStart: '2026-12-07T17:00', eventEnd: '19:00', link: '/projects' }), context),
    ).toBe(file);
  });

  it('ends every line in CRLF, folds none longer than 75 octets, and escapes text', () => {
    const title = 'Supper; soup, bread & pie — “everyone” welcome at the fire hall, Alum Bank, all evening long';
    const file = calendarFile(
      notice({ eventStart: '2026-12-07T17:00', title, place: 'Fire hall; back room' }),
      context,
    )!;
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(parsed(file)).toMatchObject({ summary: title, location: 'Fire hall; back room' });
    // No end given: none is written (the event is a moment, as the notice says).
    expect(parsed(file).end).toBeUndefined();
  });

  it('gives the right instants on the days the clocks change', () => {
    const spring = parsed(calendarFile(notice({ eventStart: '2027-03-14T05:00', eventEnd: '07:00' }), context)!);
    expect([spring.start, spring.end]).toEqual(['2027-03-14T09:00:00.000Z', '2027-03-14T11:00:00.000Z']);
    // The skipped hour is taken as the same time after the change.
    expect(parsed(calendarFile(notice({ eventStart: '2027-03-14T02:30' }), context)!).start).toBe(
      '2027-03-14T07:30:00.000Z',
    );
    const autumn = parsed(calendarFile(notice({ eventStart: '2027-11-07T01:30', eventEnd: '04:00' }), context)!);
    expect([autumn.start, autumn.end]).toEqual(['2027-11-07T05:30:00.000Z', '2027-11-07T09:00:00.000Z']);
  });

  it('is none for a notice without an event', () => {
    expect(calendarFile(notice({ showUntil: '2026-12-01' }), context)).toBeUndefined();
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('writes a line break of any kind as one, and leaves out the control characters TEXT may not hold', () => {
    expect(escapeText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
    // A title pasted with a lone carriage return and a bell still makes a file every app reads whole.
    const file = calendarFile(notice({ title: 'Soup\rand\u0007 bread', eventStart: '2026-12-01T17:00' }), context)!;
    const event = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe('Soup\nand bread');
    // eslint-disable-next-line no-control-regex -- the control characters are what it looks for
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n\u0000-\u0008\u000b-\u001f\u007f]/);
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('a weekly event’s calendar file', () => {
  const weekly = notice({
    title: 'Manna Monday',
    eventStart: '2026-12-07T17:00',
    eventEnd: '19:00',
    repeatsWeeklyUntil: '2027-04-28',
  });

  it('repeats every week until its last week, at 5 pm in New York on both sides of the clock change', () => {
    const file = calendarFile(weekly, context)!;
    const calendar = new ICAL.Component(ICAL.parse(file));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York');
    ICAL.TimezoneService.register(zone);
    try {
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.isRecurring()).toBe(true);
      const rule = event.component.getFirstPropertyValue('rrule') as ICAL.Recur;
      expect(rule.freq).toBe('WEEKLY');
      const starts: string[] = [];
      const it = event.iterator();
      for (let next = it.next(); next; next = it.next()) starts.push(next.toJSDate().toISOString());
      // Mondays from December 7 to April 26 (the 28th is a Wednesday): 21 weeks.
      expect(starts).toHaveLength(21);
      expect(starts[0]).toBe('2026-12-07T22:00:00.000Z');
      // Still 5 pm in New York after the change of March 14: 21:00 UTC, not 22:00.
      expect(starts).toContain('2027-03-15T21:00:00.000Z');
      expect(starts.at(-1)).toBe('2027-04-26T21:00:00.000Z');
      expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-08T00:00:00.000Z');
    } finally {
      ICAL.TimezoneService.remove('America/New_York');
    }
  });

  it('carries the zone’s changes between its first and last week, read from Temporal', () => {
    const lines = vtimezone('America/New_York', '2026-12-07', '2027-04-26');
    expect(lines.join('\n')).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:America/New_York',
        // The change in force on the first day: November 1, 2026.
        'BEGIN:STANDARD',
        'TZOFFSETFROM:-0400',
        'TZOFFSETTO:-0500',
        'DTSTART:20261101T020000',
        'END:STANDARD',
        'BEGIN:DAYLIGHT',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0400',
        'DTSTART:20270314T020000',
        'END:DAYLIGHT',
        'END:VTIMEZONE',
      ].join('\n'),
    );
  });
});

describe('the one calendar to follow', () => {
  const { defaultPlace, siteUrl, today, organizer } = context;
  const shared = { defaultPlace, siteUrl, today, organizer, kind: 'notices' as const };
  const calendar = { name: 'Sweet Surrender Ministry Center', description: 'Suppers, events and calls for help.' };
  const weekly = notice({ eventStart: '2026-12-07T17:00', eventEnd: '19:00', repeatsWeeklyUntil: '2027-04-26' });
  const once = notice({ title: 'Coat sort', eventStart: '2027-05-01T09:00' });
  const need = { title: 'Serve supper', text: 'Thank you.', eventStart: '2026-12-09T16:00', place: 'Fire hall' };
  const entries = [
    { event: weekly, id: 'supper', kind: 'notices' as const },
    { event: notice({ title: 'Office closed' }), id: 'closed', kind: 'notices' as const },
    { event: once, id: 'coats', kind: 'notices' as const },
    { event: need, id: 'serve-supper', kind: 'needs' as const },
  ];
  const file = followedCalendarFile(entries, shared, calendar);
  /** A file's VEVENT, as it is written. */
  const vevents = (text: string) => text.match(/BEGIN:VEVENT\r\n[\s\S]*?END:VEVENT\r\n/g) ?? [];

  it('holds each dated event exactly as its own file does, so none is added twice, and nothing undated', () => {
    const own = [
      calendarFile(weekly, { ...shared, id: 'supper' })!,
      calendarFile(once, { ...shared, id: 'coats' })!,
      calendarFile(need, { ...shared, id: 'serve-supper', kind: 'needs' })!,
    ];
    expect(vevents(file)).toEqual(own.flatMap(vevents));
    const read = new ICAL.Component(ICAL.parse(file));
    expect(read.getAllSubcomponents('vevent').map((event) => event.getFirstPropertyValue('uid'))).toEqual([
      'notice-supper@www.example.org',
      'notice-coats@www.example.org',
      'need-serve-supper@www.example.org',
    ]);
    // The weekly one keeps its rule, read as a calendar app expands it: every Monday to its last.
    const supper = new ICAL.Event(read.getAllSubcomponents('vevent')[0]!);
    const times = supper.iterator();
    const mondays: string[] = [];
    for (let next = times.next(); next; next = times.next()) mondays.push(next.toString().slice(0, 10));
    expect(mondays[0]).toBe('2026-12-07');
    expect(mondays.at(-1)).toBe('2027-04-26');
    expect(mondays).toHaveLength(21);
  });

  it('names itself to the apps that follow it, asks them to look twice a day, and holds one zone for the weekly events', () => {
    const read = new ICAL.Component(ICAL.parse(file));
    expect(read.getFirstPropertyValue('name')).toBe(calendar.name);
    expect(read.getFirstPropertyValue('x-wr-calname')).toBe(calendar.name);
    expect(read.getFirstPropertyValue('description')).toBe(calendar.description);
    expect(String(read.getFirstPropertyValue('refresh-interval'))).toBe('PT12H');
    expect(read.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(file.replace(/\r\n /g, '')).toContain('X-PUBLISHED-TTL:PT12H\r\n');
  });

  it('is a calendar with no event, not an error, while nothing is posted', () => {
    const empty = new ICAL.Component(ICAL.parse(followedCalendarFile([], shared, calendar)));
    expect(empty.getAllSubcomponents('vevent')).toEqual([]);
    expect(empty.getAllSubcomponents('vtimezone')).toEqual([]);
    expect(empty.getFirstPropertyValue('x-wr-calname')).toBe(calendar.name);
  });
});
