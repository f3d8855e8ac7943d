import { describe, expect, it } from 'vitest';
import { needSchema, type Need } from './need-schema';
import {
  cantComeText,
  currentNeeds,
  needDescription,
  needWhen,
  offerLinkText,
  offerText,
  soonestOpenNeeds,
  stillNeededText,
} from './needs';

const need = (fields: Partial<Need>): Need => needSchema.parse({ title: 'Serve supper', stillNeeded: 3, ...fields });
const entry = (id: string, fields: Partial<Need>) => ({ id, data: need(fields) });
// Monday, December 7, 2026 is a Monday.
const today = '2026-12-02';

describe('a need in words', () => {
  it('says when: one day, every week (from the next week), before a day, or any time', () => {
    expect(needWhen(need({ eventStart: '2026-12-07T17:00', eventEnd: '19:00' }), today)).toBe(
      'Monday, December 7, 5:00 pm to 7:00 pm',
    );
    expect(
      needWhen(need({ eventStart: '2026-11-23T17:00', eventEnd: '19:00', repeatsWeeklyUntil: '2027-03-29' }), today),
    ).toBe('Every Monday, 5:00 pm to 7:00 pm; next on Monday, December 7; last on Monday, March 29');
    expect(needWhen(need({ showUntil: '2026-12-20' }), today)).toBe('Any time until Sunday, December 20');
    expect(needWhen(need({}), today)).toBe('Any time that suits you');
  });

  it('counts who is still needed, and says when the need is filled', () => {
    expect(stillNeededText(need({ stillNeeded: 3 }))).toBe('3 more people needed');
    expect(stillNeededText(need({ stillNeeded: 1 }))).toBe('1 more person needed');
    expect(stillNeededText(need({ stillNeeded: 0 }))).toBe('Filled. Thank you to everyone who offered!');
  });

  it('writes the offer with the next day a weekly need happens, and with none for any time', () => {
    const weekly = need({
      title: 'Serve supper at Manna Monday',
      eventStart: '2026-11-23T17:00',
      eventEnd: '19:00',
      repeatsWeeklyUntil: '2027-03-29',
    });
    expect(offerText(weekly, today)).toBe(
      'I can help with Serve supper at Manna Monday on Monday, December 7, 5:00 pm.',
    );
    // On the day itself, that day.
    expect(offerText(weekly, '2026-12-07')).toBe(
      'I can help with Serve supper at Manna Monday on Monday, December 7, 5:00 pm.',
    );
    expect(offerText(need({ title: 'Sort donated coats.' }), today)).toBe('I can help with Sort donated coats.');
    expect(offerLinkText(need({ title: 'Sort donated coats!' }))).toBe('Offer to help with Sort donated coats');
  });

  it('writes "can\'t come after all" with the day the offer was most likely for, and with none for any time', () => {
    const weekly = need({ title: 'Serve supper.', eventStart: '2026-11-23T17:00', repeatsWeeklyUntil: '2027-03-29' });
    expect(cantComeText(weekly, today)).toBe(
      "I offered to help with Serve supper on Monday, December 7, 5:00 pm but can't come after all.",
    );
    expect(cantComeText(need({ title: 'Sort donated coats' }), today)).toBe(
      "I offered to help with Sort donated coats but can't come after all.",
    );
  });
});

describe('a need page’s description', () => {
  it('says what help is wanted and when, within the 160 characters a search result shows', () => {
    expect(
      needDescription(need({ title: 'Serve supper', eventStart: '2026-12-07T17:00', eventEnd: '19:00' }), today),
    ).toBe('Volunteers wanted: Serve supper. Monday, December 7, 5:00 pm to 7:00 pm. Offer to help here or by phone.');
    const longest = need({
      title: 'x'.repeat(80),
      eventStart: '2026-11-25T17:00',
      eventEnd: '19:00',
      repeatsWeeklyUntil: '2027-09-29',
    });
    expect(needDescription(longest, today)).toBe(
      `Volunteers wanted: ${'x'.repeat(80)}. See when and where, and offer to help.`,
    );
    expect(needDescription(longest, today).length).toBeLessThanOrEqual(160);
    expect(needDescription(need({ title: 'x' }), today).length).toBeGreaterThanOrEqual(50);
  });
});

describe('the needs on the site', () => {
  const entries = [
    entry('filled-soon', { eventStart: '2026-12-03T09:00', stillNeeded: 0 }),
    entry('any-time', {}),
    entry('next-week', { eventStart: '2026-12-09T10:00' }),
    entry('tomorrow', { eventStart: '2026-12-03T17:00' }),
    entry('over', { eventStart: '2026-12-01T17:00' }),
    entry('shown-until-yesterday', { showUntil: '2026-12-01' }),
    entry('weekly', { eventStart: '2026-11-02T18:00', repeatsWeeklyUntil: '2027-01-25' }),
  ];

  it('leave out those whose day is over, put the open ones soonest first and the filled ones last', () => {
    expect(currentNeeds(entries, today).map((e) => e.id)).toEqual([
      'tomorrow',
      'weekly',
      'next-week',
      'any-time',
      'filled-soon',
    ]);
  });

  it('give the home page the soonest few still open', () => {
    expect(soonestOpenNeeds(currentNeeds(entries, today)).map((e) => e.id)).toEqual([
      'tomorrow',
      'weekly',
      'next-week',
    ]);
    expect(soonestOpenNeeds(currentNeeds([entries[0]!], today))).toEqual([]);
  });
});

describe('a need’s file', () => {
  const problems = (fields: Record<string, unknown>) => {
    const result = needSchema.safeParse({ title: 'Serve supper', stillNeeded: 2, ...fields });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes a need with only a title and a count, and trims what it keeps', () => {
    expect(problems({})).toEqual([]);
    expect(needSchema.parse({ title: '  Sort coats ', stillNeeded: 0, suits: ' ', place: '' })).toEqual({
      title: 'Sort coats',
      stillNeeded: 0,
    });
  });

  it('refuses a count that is not a whole number from 0 to 99, or missing', () => {
    for (const stillNeeded of [-1, 1.5, 100, '3'])
      expect(problems({ stillNeeded }), String(stillNeeded)).toEqual([
        'stillNeeded: Write how many more people are needed: a whole number from 0 to 99',
      ]);
    expect(needSchema.safeParse({ title: 'Serve supper' }).success).toBe(false);
  });

  it('refuses a second line or more than 120 characters in who it suits, and a field it does not know', () => {
    expect(problems({ suits: 'Bring an apron.\nAnd gloves.' })).toEqual(['suits: One line, at most 120 characters']);
    expect(problems({ suits: 'x'.repeat(121) })).toHaveLength(1);
    expect(problems({ suits: 'x'.repeat(120) })).toEqual([]);
    expect(problems({ text: 'A notice’s field' })).toHaveLength(1);
  });

  it('holds its days to a notice’s rules, a weekly repeat’s included', () => {
    expect(problems({ repeatsWeeklyUntil: '2027-01-01' })).toEqual([
      'repeatsWeeklyUntil: "Repeats every week until" (repeatsWeeklyUntil) needs "Event starts" (eventStart): a weekly event repeats from its first day.',
    ]);
    expect(problems({ eventStart: '2026-12-07 17:00' })).toHaveLength(1);
  });
});
