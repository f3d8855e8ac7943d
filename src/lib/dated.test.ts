/**
 * What every dated kind shares (dated.ts, dated-schema.ts): which entries are on the site on a
 * day and in what order, when each happens in people's words, and the weekly rules. The entries
 * here are plain dated fields, as any kind hands them over.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { currentOn, isCurrent, lastEventDay, nextEventDay, nextStart, whenText, type Dated } from './dated';
import { SHOW_FROM_MESSAGES, WEEKLY_MESSAGES } from './dated-rules';
import { checkDated, datedFields } from './dated-schema';
import { addDays, dayIn, formatDay, formatTime } from './ministry-time';

const entry = (fields: Partial<Dated>): Dated => ({ title: 'Supper', ...fields });
const schema = z.strictObject(datedFields()).superRefine(checkDated);

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

describe('which entries are on the site', () => {
  const today = '2026-11-23';
  it('keeps an entry through its last day, and drops it the day after', () => {
    expect(isCurrent(entry({ showUntil: today }), today)).toBe(true);
    expect(isCurrent(entry({ showUntil: '2026-11-22' }), today)).toBe(false);
    expect(isCurrent(entry({ eventStart: `${today}T09:00` }), today)).toBe(true);
    expect(isCurrent(entry({ eventStart: '2026-11-22T23:00' }), today)).toBe(false);
    // "Show until" is the volunteer's own choice, and wins over the event's day.
    expect(isCurrent(entry({ eventStart: '2026-11-20T17:00', showUntil: '2026-11-24' }), today)).toBe(true);
    expect(isCurrent(entry({}), today)).toBe(true);
  });

  it('lists the soonest first: events by their start, others by their last day, undated last', () => {
    const entries = [
      { id: 'undated', data: entry({ title: 'Undated' }) },
      { id: 'later', data: entry({ title: 'Later', eventStart: '2026-12-05T10:00' }) },
      { id: 'gone', data: entry({ title: 'Gone', showUntil: '2026-11-01' }) },
      { id: 'soon', data: entry({ title: 'Soon', eventStart: '2026-11-24T17:00' }) },
      { id: 'until', data: entry({ title: 'Until', showUntil: '2026-11-24' }) },
      { id: 'same-day', data: entry({ title: 'Another', showUntil: '2026-12-24' }) },
    ];
    expect(currentOn(entries, today).map(({ id }) => id)).toEqual(['soon', 'until', 'later', 'same-day', 'undated']);
  });

  it('takes dates as days and times as 24-hour times, and a field left empty as none', () => {
    expect(
      schema.parse({ title: 'Supper', showUntil: '2026-12-01', eventStart: '2026-12-01T17:00', eventEnd: '19:30' }),
    ).toEqual({
      title: 'Supper',
      showUntil: '2026-12-01',
      eventStart: '2026-12-01T17:00',
      eventEnd: '19:30',
    });
    expect(schema.parse({ title: 'a', showUntil: new Date('2026-12-01T00:00:00Z') }).showUntil).toBe('2026-12-01');
    expect(schema.parse({ title: ' Supper ', showUntil: '', eventStart: null, eventEnd: '', place: '  ' })).toEqual({
      title: 'Supper',
    });
    for (const [field, value] of [
      ['showUntil', '12/01/2026'],
      ['eventStart', '2026-12-01 5pm'],
      ['eventEnd', '7:00 pm'],
      ['eventEnd', '24:00'],
    ] as const) {
      expect(schema.safeParse({ title: 'a', [field]: value }).error?.issues[0]?.path, field).toEqual([field]);
    }
  });
});

describe('an entry that waits for its "show from" day', () => {
  const today = '2026-11-23';
  it('is on the site from that day, not before, and until its last day as ever', () => {
    expect(isCurrent(entry({ showFrom: '2026-11-24' }), today)).toBe(false);
    expect(isCurrent(entry({ showFrom: today }), today)).toBe(true);
    expect(isCurrent(entry({ showFrom: '2026-11-20', showUntil: '2026-11-22' }), today)).toBe(false);
    const entries = [
      { id: 'later', data: entry({ showFrom: '2026-11-24', eventStart: '2026-11-25T10:00' }) },
      { id: 'now', data: entry({ showFrom: today, eventStart: '2026-11-25T10:00' }) },
    ];
    expect(currentOn(entries, today).map(({ id }) => id)).toEqual(['now']);
    expect(currentOn(entries, '2026-11-24').map(({ id }) => id)).toEqual(['later', 'now']);
  });

  it('is refused after its event or after its last day shown, naming the field', () => {
    const problem = (fields: Record<string, unknown>) =>
      schema
        .safeParse({ title: 'Supper', ...fields })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problem({ showFrom: '2026-12-02', eventStart: '2026-12-01T17:00' })).toEqual([
      ['showFrom', SHOW_FROM_MESSAGES.afterEvent],
    ]);
    expect(problem({ showFrom: '2026-12-02', showUntil: '2026-12-01' })).toEqual([
      ['showFrom', SHOW_FROM_MESSAGES.afterShowUntil],
    ]);
    // A weekly event may wait until any day of its weeks; the day of the event itself is fine.
    expect(
      problem({ showFrom: '2026-12-20', eventStart: '2026-12-01T17:00', repeatsWeeklyUntil: '2026-12-29' }),
    ).toBeUndefined();
    expect(problem({ showFrom: '2026-12-01', eventStart: '2026-12-01T17:00' })).toBeUndefined();
    expect(problem({ showFrom: '12/01/2026' })?.[0]?.[0]).toBe('showFrom');
  });
});

describe('dates as people write them', () => {
  it('writes days and times as in "Monday, December 1, 5:00 pm"', () => {
    expect(formatDay('2025-12-01')).toBe('Monday, December 1');
    expect(formatTime('17:00')).toBe('5:00 pm');
    expect(formatTime('00:05')).toBe('12:05 am');
    expect(formatTime('12:30')).toBe('12:30 pm');
    expect(whenText(entry({ eventStart: '2025-12-01T17:00' }))).toBe('Monday, December 1, 5:00 pm');
    expect(whenText(entry({ eventStart: '2025-12-01T17:00', eventEnd: '19:00' }))).toBe(
      'Monday, December 1, 5:00 pm to 7:00 pm',
    );
    expect(whenText(entry({ showUntil: '2026-11-26' }))).toBe('Until Thursday, November 26');
    expect(whenText(entry({}))).toBeUndefined();
  });
});

describe('a weekly event', () => {
  const manna = entry({
    title: 'Manna Monday',
    eventStart: '2026-11-30T17:00',
    eventEnd: '19:00',
    repeatsWeeklyUntil: '2027-03-31',
  });

  it('needs a first day, and a last day on or after it: the build says so, naming the field', () => {
    const problem = (fields: Record<string, unknown>) =>
      schema
        .safeParse({ title: 'Supper', ...fields })
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
