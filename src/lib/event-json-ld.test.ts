/**
 * What search engines read of a dated entry with an event (event-json-ld.ts): its instants in New
 * York's time whatever zone the build machine is in, its place, and a weekly event's schedule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatedText } from './dated';
import { dayOfWeek, eventJsonLd } from './event-json-ld';
import { addDays, instantIn } from './ministry-time';

const notice = (fields: Partial<DatedText>): DatedText => ({ title: 'Supper', text: 'Come.', ...fields });
const host = {
  name: 'Sweet Surrender Ministry Center',
  place: {
    name: 'Grace Hall',
    address: { line1: '12 Main Street', locality: 'Alum Bank', region: 'PA', postalCode: '15521', country: 'US' },
  },
};

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

  it('names each day of the week as schema.org does', () => {
    // November 30, 2026 is a Monday.
    const week = Array.from({ length: 7 }, (_, day) => dayOfWeek(addDays('2026-11-30', day)));
    expect(week).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
        (day) => `https://schema.org/${day}`,
      ),
    );
  });
});
