/**
 * What search engines read of a dated entry with an event (a notice): schema.org's Event, with its
 * next time and, for a weekly event, its whole schedule.
 */
import type { DayOfWeek, EventLeaf, WithContext } from 'schema-dts';
import { Temporal } from 'temporal-polyfill';
import { postalAddress, type Place } from './address';
import { lastEventDay, nextEventDay, type DatedText } from './dated';
import { MINISTRY_TIME_ZONE, addDays, instantIn } from './ministry-time';

/** schema.org's days of the week, in Temporal's order: Monday is 1, Sunday 7. */
const DAYS_OF_WEEK = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
] as const satisfies readonly DayOfWeek[];

/** The schema.org day of the week of a day, "YYYY-MM-DD". */
export function dayOfWeek(day: string): DayOfWeek {
  return DAYS_OF_WEEK[Temporal.PlainDate.from(day).dayOfWeek - 1]!;
}

/** The ministry's facts an event's description needs (passed in: src/lib does not read site.ts). */
export interface EventHost {
  name: string;
  /** Where people come, for an event that names no place of its own (never the mailing address). */
  place: Place;
}

/**
 * schema.org Event for a dated entry with an event (a notice), for search engines; undefined without one. Typed
 * with schema-dts, schema.org's own vocabulary as types: a property or type it lacks fails the
 * type check.
 */
export function eventJsonLd(
  entry: DatedText,
  host: EventHost,
  siteUrl: URL | string,
  today?: string,
): WithContext<EventLeaf> | undefined {
  if (!entry.eventStart) return undefined;
  const time = entry.eventStart.slice(11);
  // A weekly event: the next time it happens, and the whole schedule in schema.org's own terms.
  const day = nextEventDay(entry, today)!;
  const endDay = entry.eventEnd && entry.eventEnd < time ? addDays(day, 1) : day;
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: entry.title,
    description: entry.text,
    startDate: instantIn(day, time, MINISTRY_TIME_ZONE),
    ...(entry.eventEnd ? { endDate: instantIn(endDay, entry.eventEnd, MINISTRY_TIME_ZONE) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: entry.place
      ? { '@type': 'Place', name: entry.place, address: entry.place }
      : {
          '@type': 'Place',
          name: host.place.name,
          address: postalAddress(host.place.address),
        },
    organizer: { '@type': 'NGO', '@id': at('/#organization'), name: host.name, url: at('/') },
    ...(entry.link ? { url: new URL(entry.link, siteUrl).href } : {}),
    ...(entry.repeatsWeeklyUntil
      ? {
          eventSchedule: {
            '@type': 'Schedule',
            repeatFrequency: 'P1W',
            byDay: dayOfWeek(entry.eventStart.slice(0, 10)),
            startDate: entry.eventStart.slice(0, 10),
            endDate: lastEventDay(entry)!,
            startTime: `${time}:00`,
            ...(entry.eventEnd ? { endTime: `${entry.eventEnd}:00` } : {}),
            scheduleTimezone: MINISTRY_TIME_ZONE,
          },
        }
      : {}),
  };
}
