/**
 * Notices: what the ministry tells its neighbours this week ("Manna Monday supper this Monday at
 * 5 pm", "Closed for Thanksgiving"). One YAML file each in src/content/notices/, written by
 * volunteers at /admin (public/admin/config.yml, held to these rules by editor-config.test.ts).
 *
 * Dates and times are the ministry's own wall-clock, in America/New_York, whatever zone the build
 * machine is in: a day is a "YYYY-MM-DD" string and a time an "HH:MM" string, never a Date, so
 * nothing here depends on the machine's zone.
 */
import { z } from 'astro/zod';
import type { Event, WithContext } from 'schema-dts';
import { Temporal } from 'temporal-polyfill';
import { NOTICE_PATTERNS, weeklyProblem } from './notice-rules';
import { HTTPS_URL_PATTERN } from './site-facts';

export const MINISTRY_TIME_ZONE = 'America/New_York';

/** The day it is now in the ministry's zone, as "YYYY-MM-DD". */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** "YYYY-MM-DD" that many days after `day`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The pattern a notice's link must match: one of the site's own pages, or a full https://
 * address. Built from the page list (src/site.ts passes its paths), and written out the same in
 * the editor's config.
 */
export function linkPattern(pagePaths: readonly string[]): RegExp {
  const pages = pagePaths.map((path) => path.replace(/[/-]/g, (c) => `\\${c}`)).join('|');
  return new RegExp(`^((${pages})|${HTTPS_URL_PATTERN.source.slice(1, -1)})$`);
}

/**
 * A YAML reader may hand a bare 2026-12-01 over as a Date (at midnight UTC); the editor writes
 * strings. Either way the day is kept as "YYYY-MM-DD".
 */
const asDayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
/** Left empty in the editor, an optional field is saved as "": the same as leaving it out. */
const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsMissing, schema.optional());

/** @param pagePaths the site's own pages a notice may link to */
export function noticeSchema(pagePaths: readonly string[]) {
  const text = (name: 'title' | 'text', message: string) =>
    z
      .string({ error: `${name} is required` })
      .regex(NOTICE_PATTERNS[name], message)
      .transform((value) => value.trim());
  return z
    .strictObject({
      title: text('title', 'title is required, at most 80 characters'),
      text: text('text', 'text is required: one or two sentences, at most 300 characters'),
      link: optional(
        z
          .string()
          .regex(linkPattern(pagePaths), `link must be one of the site's pages (${pagePaths.join(', ')}) or https://…`),
      ),
      /** The last day the notice shows. Without it, an event's notice shows until the event's day. */
      showUntil: optional(
        z.preprocess(asDayText, z.string().regex(NOTICE_PATTERNS.showUntil, 'showUntil must be a date, YYYY-MM-DD')),
      ),
      /** When the event starts, in the ministry's time: "YYYY-MM-DDTHH:MM". */
      eventStart: optional(
        z
          .string()
          .regex(NOTICE_PATTERNS.eventStart, 'eventStart must be a date and a time, YYYY-MM-DDTHH:MM (24-hour)'),
      ),
      /** When it ends, "HH:MM"; earlier than the start means after midnight. Used only with a start. */
      eventEnd: optional(z.string().regex(NOTICE_PATTERNS.eventEnd, 'eventEnd must be a time, HH:MM (24-hour)')),
      /** Where it happens; the ministry's address when left out. Used only with a start. */
      place: optional(
        z
          .string()
          .regex(NOTICE_PATTERNS.place, 'place is at most 120 characters')
          .transform((value) => value.trim() || undefined),
      ),
      /**
       * The last day of an event that repeats every week, on the same day and at the same time as
       * its first (eventStart). Left out, the event happens once.
       */
      repeatsWeeklyUntil: optional(
        z.preprocess(
          asDayText,
          z.string().regex(NOTICE_PATTERNS.repeatsWeeklyUntil, 'repeatsWeeklyUntil must be a date, YYYY-MM-DD'),
        ),
      ),
      /** Shown in a bar under the header on every page. */
      urgent: z.boolean().default(false),
    })
    .superRefine((notice, context) => {
      const problem = weeklyProblem(notice);
      if (problem) context.addIssue({ code: 'custom', path: ['repeatsWeeklyUntil'], message: problem });
    });
}

export type Notice = z.infer<ReturnType<typeof noticeSchema>>;

/** The last day a notice is on the site: its "show until" day, else its event's last day. */
export function lastDay(notice: Notice): string | undefined {
  return notice.showUntil ?? lastEventDay(notice);
}

/** The day of an event's last time: its only day, or the last week's day of a weekly event. */
export function lastEventDay(notice: Notice): string | undefined {
  const first = notice.eventStart?.slice(0, 10);
  if (!first || !notice.repeatsWeeklyUntil) return first;
  const weeks = Math.floor(daysBetween(first, notice.repeatsWeeklyUntil) / 7);
  return addDays(first, weeks * 7);
}

/** Whole days from one "YYYY-MM-DD" to another. */
function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'day' }).days;
}

/**
 * The day an event next happens, on or after `today`: its only day, or the next week's day of a
 * weekly event (today's, all day long, as the notice stays on the site all that day). Without
 * `today`, the first.
 */
export function nextEventDay(notice: Notice, today?: string): string | undefined {
  const first = notice.eventStart?.slice(0, 10);
  if (!first || !notice.repeatsWeeklyUntil || !today || first >= today) return first;
  const next = addDays(first, Math.ceil(daysBetween(first, today) / 7) * 7);
  const last = lastEventDay(notice)!;
  return next <= last ? next : last;
}

/** A notice is on the site until its last day is over (in the ministry's zone). */
export function isCurrent(notice: Notice, today: string): boolean {
  const last = lastDay(notice);
  return last === undefined || last >= today;
}

/** When a notice comes in the list: its event's next start, else the end of its last day, else last. */
function sortKey(notice: Notice, today: string): string {
  if (notice.eventStart) return `${nextEventDay(notice, today)}T${notice.eventStart.slice(11)}`;
  const last = lastDay(notice);
  return last ? `${last}T24:00` : '9999';
}

/** The notices on the site on `today`, soonest first. */
export function currentNotices<T extends { data: Notice }>(entries: readonly T[], today: string): T[] {
  return entries
    .filter((entry) => isCurrent(entry.data, today))
    .sort(
      (a, b) =>
        sortKey(a.data, today).localeCompare(sortKey(b.data, today)) ||
        a.data.title.localeCompare(b.data.title, 'en-US'),
    );
}

/** The one urgent notice for the bar on every page: the soonest of the current ones, if any. */
export function urgentNotice<T extends { data: Notice }>(current: readonly T[]): T | undefined {
  return current.find((entry) => entry.data.urgent);
}

/** "Monday, December 1", for a "YYYY-MM-DD" day. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // The day is a calendar day, not an instant: written in UTC, where it was made.
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "5:00 pm", for "17:00". */
export function formatTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const half = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${half}`;
}

/**
 * When, as people write it: "Monday, December 1, 5:00 pm to 7:00 pm"; for a weekly event "Every
 * Monday, 5:00 pm to 7:00 pm; next on Monday, December 7; last on Monday, March 29"; or "Until
 * Sunday, November 30".
 */
export function whenText(notice: Notice, today?: string): string | undefined {
  if (notice.eventStart) {
    const [day, time] = notice.eventStart.split('T') as [string, string];
    const end = notice.eventEnd ? ` to ${formatTime(notice.eventEnd)}` : '';
    if (notice.repeatsWeeklyUntil) {
      const weekday = formatDay(day).split(',')[0];
      const next = nextEventDay(notice, today)!;
      const last = lastEventDay(notice)!;
      const then =
        next === last
          ? `; next and last on ${formatDay(last)}`
          : `; next on ${formatDay(next)}; last on ${formatDay(last)}`;
      return `Every ${weekday}, ${formatTime(time)}${end}${then}`;
    }
    return `${formatDay(day)}, ${formatTime(time)}${end}`;
  }
  return notice.showUntil ? `Until ${formatDay(notice.showUntil)}` : undefined;
}

/**
 * "2026-12-01T17:00:00-05:00": a wall-clock time in the zone, as an instant search engines and
 * calendars read, with the zone's offset at that very time (Temporal, not hand arithmetic: on the
 * days the clocks change the offset changes at 2 am). A time the clocks skip (2:30 am on the
 * spring day) is taken as the same time after the change (3:30 am, as a phone does); a time that
 * happens twice (1:30 am on the autumn day), as the first of the two.
 */
export function instantIn(day: string, time: string, timeZone: string): string {
  return Temporal.PlainDateTime.from(`${day}T${time}`)
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' })
    .toString({ timeZoneName: 'never', smallestUnit: 'second' });
}

/** The ministry's facts an event's description needs (passed in: src/lib does not read site.ts). */
export interface EventHost {
  name: string;
  address: { line1: string; locality: string; region: string; postalCode: string; country: string };
}

/** The address written on one line, for a notice's place. */
export const addressLine = (host: EventHost) =>
  `${host.address.line1}, ${host.address.locality}, ${host.address.region} ${host.address.postalCode}`;

/**
 * schema.org Event for a notice with an event, for search engines; undefined without one. Typed
 * with schema-dts, schema.org's own vocabulary as types: a property or type it lacks fails the
 * type check.
 */
export function eventJsonLd(
  notice: Notice,
  host: EventHost,
  siteUrl: URL | string,
  today?: string,
): WithContext<Event> | undefined {
  if (!notice.eventStart) return undefined;
  const time = notice.eventStart.slice(11);
  // A weekly event: the next time it happens, and the whole schedule in schema.org's own terms.
  const day = nextEventDay(notice, today)!;
  const endDay = notice.eventEnd && notice.eventEnd < time ? addDays(day, 1) : day;
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: notice.title,
    description: notice.text,
    startDate: instantIn(day, time, MINISTRY_TIME_ZONE),
    ...(notice.eventEnd ? { endDate: instantIn(endDay, notice.eventEnd, MINISTRY_TIME_ZONE) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: notice.place
      ? { '@type': 'Place', name: notice.place, address: notice.place }
      : {
          '@type': 'Place',
          name: host.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: host.address.line1,
            addressLocality: host.address.locality,
            addressRegion: host.address.region,
            postalCode: host.address.postalCode,
            addressCountry: host.address.country,
          },
        },
    organizer: { '@type': 'NGO', '@id': at('/#organization'), name: host.name, url: at('/') },
    ...(notice.link ? { url: new URL(notice.link, siteUrl).href } : {}),
    ...(notice.repeatsWeeklyUntil
      ? {
          eventSchedule: {
            '@type': 'Schedule',
            repeatFrequency: 'P1W',
            byDay:
              `https://schema.org/${formatDay(notice.eventStart.slice(0, 10)).split(',')[0]}` as 'https://schema.org/Monday',
            startDate: notice.eventStart.slice(0, 10),
            endDate: lastEventDay(notice)!,
            startTime: `${time}:00`,
            ...(notice.eventEnd ? { endTime: `${notice.eventEnd}:00` } : {}),
            scheduleTimezone: MINISTRY_TIME_ZONE,
          },
        }
      : {}),
  };
}
