import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventJsonLd } from './event-json-ld';
import { addDays, dayIn, formatDay, formatTime, instantIn } from './ministry-time';
import { linkPattern, noticeSchema, type Notice } from './notice-schema';
import {
  currentNotices,
  isCurrent,
  lastEventDay,
  nextEventDay,
  nextStart,
  urgentNotice,
  whenText,
} from './notice-days';
import { WEEKLY_MESSAGES } from './notice-rules';

const schema = noticeSchema(['/', '/contact', '/donate', '/projects', '/legal']);
const notice = (fields: Record<string, unknown>): Notice => schema.parse({ title: 'Supper', text: 'Come.', ...fields });
const host = {
  name: 'Sweet Surrender Ministry Center',
  place: {
    name: 'Grace Hall',
    address: { line1: '12 Main Street', locality: 'Alum Bank', region: 'PA', postalCode: '15521', country: 'US' },
  },
};

describe('the day in the ministry’s zone', () => {
  it('is New York’s day, whatever the instant says in UTC', () => {
    // 02:30 UTC on December 1 is still the evening of November 30 in New York.
    expect(dayIn('America/New_York', new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(dayIn('America/New_York', new Date('2026-12-01T05:30:00Z'))).toBe('2026-12-01');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('a notice’s rules', () => {
  it('needs a title and one or two sentences', () => {
    expect(schema.safeParse({ text: 'Come.' }).error?.issues[0]).toMatchObject({ path: ['title'] });
    expect(schema.safeParse({ title: 'Supper', text: 'x'.repeat(301) }).error?.issues[0]?.message).toMatch(
      /one or two sentences/,
    );
  });

  it('links only to a page of the site or an https:// address', () => {
    const pattern = linkPattern(['/', '/contact']);
    for (const good of ['/', '/contact', 'https://example.org/supper']) expect(good).toMatch(pattern);
    for (const bad of ['/contacts', '/nowhere', 'http://example.org', 'javascript:alert(1)', 'example.org']) {
      expect(bad).not.toMatch(pattern);
    }
    expect(schema.safeParse({ title: 'a', text: 'b', link: '/nowhere' }).success).toBe(false);
  });

  it('takes dates as days and times as 24-hour times, and a field left empty as none', () => {
    expect(notice({ showUntil: '2026-12-01', eventStart: '2026-12-01T17:00', eventEnd: '19:30' })).toMatchObject({
      showUntil: '2026-12-01',
      eventStart: '2026-12-01T17:00',
      eventEnd: '19:30',
      urgent: false,
    });
    expect(notice({ showUntil: new Date('2026-12-01T00:00:00Z') }).showUntil).toBe('2026-12-01');
    expect(notice({ link: '', showUntil: '', eventStart: '', eventEnd: '', place: '' })).toEqual({
      title: 'Supper',
      text: 'Come.',
      urgent: false,
    });
    for (const [field, value] of [
      ['showUntil', '12/01/2026'],
      ['eventStart', '2026-12-01 5pm'],
      ['eventEnd', '7:00 pm'],
      ['eventEnd', '24:00'],
    ] as const) {
      expect(schema.safeParse({ title: 'a', text: 'b', [field]: value }).error?.issues[0]?.path, field).toEqual([
        field,
      ]);
    }
  });
});

describe('which notices are on the site', () => {
  const today = '2026-11-23';
  it('keeps a notice through its last day, and drops it the day after', () => {
    expect(isCurrent(notice({ showUntil: today }), today)).toBe(true);
    expect(isCurrent(notice({ showUntil: '2026-11-22' }), today)).toBe(false);
    expect(isCurrent(notice({ eventStart: `${today}T09:00` }), today)).toBe(true);
    expect(isCurrent(notice({ eventStart: '2026-11-22T23:00' }), today)).toBe(false);
    // "Show until" is the volunteer's own choice, and wins over the event's day.
    expect(isCurrent(notice({ eventStart: '2026-11-20T17:00', showUntil: '2026-11-24' }), today)).toBe(true);
    expect(isCurrent(notice({}), today)).toBe(true);
  });

  it('lists the soonest first: events by their start, others by their last day, undated last', () => {
    const entries = [
      { id: 'undated', data: notice({ title: 'Undated' }) },
      { id: 'later', data: notice({ title: 'Later', eventStart: '2026-12-05T10:00' }) },
      { id: 'gone', data: notice({ title: 'Gone', showUntil: '2026-11-01' }) },
      { id: 'soon', data: notice({ title: 'Soon', eventStart: '2026-11-24T17:00', urgent: true }) },
      { id: 'until', data: notice({ title: 'Until', showUntil: '2026-11-24' }) },
      { id: 'second-urgent', data: notice({ title: 'Another', showUntil: '2026-12-24', urgent: true }) },
    ];
    const current = currentNotices(entries, today);
    expect(current.map((entry) => entry.id)).toEqual(['soon', 'until', 'later', 'second-urgent', 'undated']);
    expect(urgentNotice(current)?.id).toBe('soon');
    expect(urgentNotice(currentNotices(entries.slice(0, 3), today))).toBeUndefined();
  });
});

describe('dates as people write them', () => {
  it('writes days and times as in "Monday, December 1, 5:00 pm"', () => {
    expect(formatDay('2025-12-01')).toBe('Monday, December 1');
    expect(formatTime('17:00')).toBe('5:00 pm');
    expect(formatTime('00:05')).toBe('12:05 am');
    expect(formatTime('12:30')).toBe('12:30 pm');
    expect(whenText(notice({ eventStart: '2025-12-01T17:00' }))).toBe('Monday, December 1, 5:00 pm');
    expect(whenText(notice({ eventStart: '2025-12-01T17:00', eventEnd: '19:00' }))).toBe(
      'Monday, December 1, 5:00 pm to 7:00 pm',
    );
    expect(whenText(notice({ showUntil: '2026-11-26' }))).toBe('Until Thursday, November 26');
    expect(whenText(notice({}))).toBeUndefined();
  });
});

describe('the schema.org Event for search engines', () => {
  it('gives start and end in New York time, with the offset of the season', () => {
    expect(instantIn('2026-12-01', '17:00', 'America/New_York')).toBe('2026-12-01T17:00:00-05:00');
    expect(instantIn('2026-07-04', '17:00', 'America/New_York')).toBe('2026-07-04T17:00:00-04:00');
    const event = eventJsonLd(
      notice({ eventStart: '2026-12-31T22:00', eventEnd: '00:30', link: '/projects' }),
      host,
      'https://example.org',
    )!;
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Supper',
      startDate: '2026-12-31T22:00:00-05:00',
      // An end before the start is after midnight.
      endDate: '2027-01-01T00:30:00-05:00',
      // The ministry's place, by its name and street: where people come, not where post goes.
      location: {
        '@type': 'Place',
        name: 'Grace Hall',
        address: { '@type': 'PostalAddress', streetAddress: '12 Main Street', postalCode: '15521' },
      },
      organizer: { '@id': 'https://example.org/#organization', name: host.name },
      url: 'https://example.org/projects',
    });
  });

  describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Honolulu', 'Europe/London'])(
    'on the days the clocks change, with the build machine in %s',
    (machineZone) => {
      const before = process.env.TZ;
      beforeAll(() => {
        process.env.TZ = machineZone;
      });
      afterAll(() => {
        process.env.TZ = before;
      });

      it('the machine is in that zone', () => {
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(machineZone);
      });

      it('spring: the hour before, the skipped hour (taken as after it, as a phone does), and the hours after', () => {
        expect(instantIn('2027-03-14', '01:30', 'America/New_York')).toBe('2027-03-14T01:30:00-05:00');
        expect(instantIn('2027-03-14', '02:30', 'America/New_York')).toBe('2027-03-14T03:30:00-04:00');
        expect(instantIn('2027-03-14', '03:00', 'America/New_York')).toBe('2027-03-14T03:00:00-04:00');
        expect(instantIn('2027-03-14', '05:00', 'America/New_York')).toBe('2027-03-14T05:00:00-04:00');
      });

      it('autumn: the hour before, the repeated hour (taken as its first), and the hours after', () => {
        expect(instantIn('2027-11-07', '00:30', 'America/New_York')).toBe('2027-11-07T00:30:00-04:00');
        expect(instantIn('2027-11-07', '01:30', 'America/New_York')).toBe('2027-11-07T01:30:00-04:00');
        expect(instantIn('2027-11-07', '02:00', 'America/New_York')).toBe('2027-11-07T02:00:00-05:00');
        expect(instantIn('2027-11-07', '04:00', 'America/New_York')).toBe('2027-11-07T04:00:00-05:00');
      });

      it('an event across the change gets each end its own offset in its JSON-LD', () => {
        const event = eventJsonLd(notice({ eventStart: '2027-11-06T23:00', eventEnd: '04:00' }), host, 'https://e.org');
        expect(event).toMatchObject({ startDate: '2027-11-06T23:00:00-04:00', endDate: '2027-11-07T04:00:00-05:00' });
      });
    },
  );

  it('uses the notice’s own place when it has one, and is none without an event', () => {
    const event = eventJsonLd(notice({ eventStart: '2026-12-01T17:00', place: 'Fire hall' }), host, 'https://e.org');
    expect(event?.location).toEqual({ '@type': 'Place', name: 'Fire hall', address: 'Fire hall' });
    expect(event).not.toHaveProperty('endDate');
    expect(eventJsonLd(notice({ showUntil: '2026-12-01' }), host, 'https://e.org')).toBeUndefined();
  });
});

describe('a weekly event', () => {
  const manna = notice({
    title: 'Manna Monday',
    eventStart: '2026-11-30T17:00',
    eventEnd: '19:00',
    repeatsWeeklyUntil: '2027-03-31',
  });

  it('needs a first day, and a last day on or after it: the build says so, naming the field', () => {
    const problem = (fields: Record<string, unknown>) =>
      schema
        .safeParse({ title: 'Supper', text: 'Come.', ...fields })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problem({ repeatsWeeklyUntil: '2027-03-31' })).toEqual([['repeatsWeeklyUntil', WEEKLY_MESSAGES.needsStart]]);
    expect(problem({ eventStart: '2026-11-30T17:00', repeatsWeeklyUntil: '2026-11-23' })).toEqual([
      ['repeatsWeeklyUntil', WEEKLY_MESSAGES.beforeStart],
    ]);
    expect(problem({ eventStart: '2026-11-30T17:00', repeatsWeeklyUntil: '2026-11-30' })).toBeUndefined();
    expect(problem({ eventStart: '2026-11-30T17:00', repeatsWeeklyUntil: 'March' })?.[0]?.[0]).toBe(
      'repeatsWeeklyUntil',
    );
  });

  it('happens next on the day of this week, or the next, and last on its last week', () => {
    expect(nextEventDay(manna, '2026-11-25')).toBe('2026-11-30');
    expect(nextEventDay(manna, '2026-11-30')).toBe('2026-11-30');
    expect(nextEventDay(manna, '2026-12-01')).toBe('2026-12-07');
    // March 31 is a Wednesday: the last Monday is March 29.
    expect(lastEventDay(manna)).toBe('2027-03-29');
    expect(isCurrent(manna, '2027-03-29')).toBe(true);
    expect(isCurrent(manna, '2027-03-30')).toBe(false);
  });

  it('is written as people say it: every Monday, when, the next date and the last', () => {
    expect(whenText(manna, '2026-12-01')).toBe(
      'Every Monday, 5:00 pm to 7:00 pm; next on Monday, December 7; last on Monday, March 29',
    );
    expect(whenText(manna, '2027-03-23')).toBe('Every Monday, 5:00 pm to 7:00 pm; next and last on Monday, March 29');
  });

  it('tells search engines its next time and its whole schedule, in schema.org’s own terms', () => {
    // After the clocks change, the next Monday's 5 pm is -04:00.
    expect(eventJsonLd(manna, host, 'https://e.org', '2027-03-16')).toMatchObject({
      startDate: '2027-03-22T17:00:00-04:00',
      endDate: '2027-03-22T19:00:00-04:00',
      eventSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1W',
        byDay: 'https://schema.org/Monday',
        startDate: '2026-11-30',
        endDate: '2027-03-29',
        startTime: '17:00:00',
        endTime: '19:00:00',
        scheduleTimezone: 'America/New_York',
      },
    });
  });
});

describe('the next start, as an instant', () => {
  it('is the next week’s for a weekly event, with the offset of that day, and none without an event', () => {
    const weekly = { title: 'Supper', eventStart: '2026-10-26T17:00', repeatsWeeklyUntil: '2027-03-29' };
    // Past the clocks' change on November 1: New York's winter offset.
    expect(nextStart(weekly, '2026-11-04')).toBe('2026-11-09T17:00:00-05:00');
    expect(nextStart(weekly, '2026-10-26')).toBe('2026-10-26T17:00:00-04:00');
    expect(nextStart({ title: 'Closed', showUntil: '2026-12-01' }, '2026-11-04')).toBeUndefined();
  });
});
