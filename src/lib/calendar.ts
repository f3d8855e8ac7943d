/**
 * "Add to calendar": an iCalendar file (RFC 5545) for a notice's event or a volunteer need's time, which a phone opens in
 * its calendar from a tap. A one-off event's times are written in UTC, from the same instants as
 * its schema.org data (instantIn: Temporal, in the ministry's zone). A weekly event keeps its
 * wall-clock time through the clock changes, so its times are New York's, with a VTIMEZONE made
 * from the zone's own changes (Temporal again) and an RRULE until its last week. Lines end in
 * CRLF and are folded at 75 octets; text is escaped.
 */
import { Temporal } from 'temporal-polyfill';
import { lastEventDay, type DatedText } from './dated';
import { MINISTRY_TIME_ZONE, addDays, instantIn } from './ministry-time';
import { needPath, noticePath } from './paths';

/** What a calendar file is made from: a notice, or a volunteer need with its words as the text. */
export type CalendarEvent = DatedText;

/** The kinds of entry that have a calendar file, by their collections' names. */
export type CalendarKind = 'notices' | 'needs';

/**
 * Each kind's start of an event's UID, as the first calendar files wrote it ("notice-supper@…"):
 * a calendar that imported or follows one must go on knowing it as the same event.
 */
const UID_PREFIX: Record<CalendarKind, string> = { notices: 'notice', needs: 'need' };

/** What a calendar file needs to know besides the entry's own words and times. */
export interface CalendarContext {
  /** The file's name, which stays the same from build to build: the event's UID. */
  id: string;
  /** The kind of entry the file is of, by its collection's name, for its UID and its link. */
  kind: CalendarKind;
  /** Where the event is when the entry names no place: the ministry's address on one line. */
  defaultPlace: string;
  /** The site's address, for the UID's domain and the event's link. */
  siteUrl: URL | string;
  /** The day of the build in the ministry's zone, "YYYY-MM-DD": when the file was made. */
  today: string;
  /** The ministry's name, for the file's PRODID. */
  organizer: string;
}

/** "20261201T220000Z": an instant in UTC, as iCalendar writes it. */
function utc(instant: string): string {
  return Temporal.Instant.from(instant).toString({ smallestUnit: 'second' }).replace(/[-:]/g, '');
}

/** "20261207T170000": a wall-clock time as iCalendar writes it with a TZID. */
const local = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** "-0500": a UTC offset as iCalendar writes it. */
const offset = (zoned: Temporal.ZonedDateTime) => zoned.offset.replace(':', '');

/**
 * The zone's VTIMEZONE for the days from `first` to `last`: one part for the change in force on
 * the first day and one for each change until the last, each from Temporal's own record of the zone.
 */
export function vtimezone(timeZone: string, first: string, last: string): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const end = Temporal.PlainDate.from(addDays(last, 1)).toZonedDateTime({ timeZone });
  let change = Temporal.PlainDate.from(first).toZonedDateTime({ timeZone }).getTimeZoneTransition('previous');
  while (change && Temporal.ZonedDateTime.compare(change, end) < 0) {
    const before = change.subtract({ nanoseconds: 1 });
    const kind = change.offsetNanoseconds > before.offsetNanoseconds ? 'DAYLIGHT' : 'STANDARD';
    // The change's own moment, on the clock it changes from (2:00 am, both ways in New York).
    const at = change.toInstant().toZonedDateTimeISO(before.offset).toPlainDateTime();
    lines.push(
      `BEGIN:${kind}`,
      `TZOFFSETFROM:${offset(before)}`,
      `TZOFFSETTO:${offset(change)}`,
      `DTSTART:${local(at.toPlainDate().toString(), at.toPlainTime().toString({ smallestUnit: 'minute' }))}`,
      `END:${kind}`,
    );
    change = change.getTimeZoneTransition('next');
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * Text as a property value (RFC 5545 3.3.11): backslash, semicolon and comma escaped; a line break
 * of any kind (CRLF, LF, or a lone CR, which would end the content line) written as "\\n"; and the
 * other control characters, which a TEXT value may not hold (all but the tab), left out, so text
 * pasted from anywhere cannot break the file.
 */
export function escapeText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- the control characters are what it leaves out
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/**
 * A content line folded at 75 octets (RFC 5545 3.1): each further line starts with a space, and a
 * character is never split between two lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** The one calendar to follow: its name in a calendar app, and what it holds. */
export interface FollowedCalendar {
  name: string;
  description: string;
}

/** How often a calendar app following the calendar is asked to look for changes: twice a day. */
export const CALENDAR_REFRESH = 'PT12H';

/** The event's VEVENT, and the days of a weekly one (for its VTIMEZONE); undefined with no day. */
function vevent(
  event: CalendarEvent,
  context: CalendarContext,
): { lines: string[]; days?: [string, string] } | undefined {
  if (!event.eventStart) return undefined;
  const [day, time] = event.eventStart.split('T') as [string, string];
  const endDay = event.eventEnd && event.eventEnd < time ? addDays(day, 1) : day;
  const site = new URL(context.siteUrl);
  const kind = context.kind;
  const ownPage = kind === 'notices' ? noticePath(context.id) : needPath(context.id);
  const link = new URL(event.link ?? ownPage, site).href;
  const weekly = !!event.repeatsWeeklyUntil;
  const tz = `;TZID=${MINISTRY_TIME_ZONE}`;
  const times: [string, string][] = weekly
    ? [
        [`DTSTART${tz}`, local(day, time)],
        ...(event.eventEnd ? ([[`DTEND${tz}`, local(endDay, event.eventEnd)]] as [string, string][]) : []),
        // UNTIL is the last week's start, as an instant (RFC 5545 3.3.10, with a TZID start).
        ['RRULE', `FREQ=WEEKLY;UNTIL=${utc(instantIn(lastEventDay(event)!, time, MINISTRY_TIME_ZONE))}`],
      ]
    : [
        ['DTSTART', utc(instantIn(day, time, MINISTRY_TIME_ZONE))],
        ...(event.eventEnd
          ? ([['DTEND', utc(instantIn(endDay, event.eventEnd, MINISTRY_TIME_ZONE))]] as [string, string][])
          : []),
      ];
  const properties: [string, string][] = [
    ['UID', `${UID_PREFIX[kind]}-${context.id}@${site.hostname}`],
    ['DTSTAMP', `${context.today.replace(/-/g, '')}T000000Z`],
    ...times,
    ['SUMMARY', escapeText(event.title)],
    ['DESCRIPTION', escapeText(`${event.text}\n${link}`)],
    ['LOCATION', escapeText(event.place ?? context.defaultPlace)],
    ['URL', link],
  ];
  return {
    lines: ['BEGIN:VEVENT', ...properties.map(([name, value]) => `${name}:${value}`), 'END:VEVENT'],
    ...(weekly ? { days: [day, lastEventDay(event)!] as [string, string] } : {}),
  };
}

/** A whole file: the calendar's own lines, one VTIMEZONE for every weekly event, and the events. */
function calendarOf(events: NonNullable<ReturnType<typeof vevent>>[], organizer: string, own: string[] = []): string {
  const spans = events.flatMap(({ days }) => (days ? [days] : []));
  const first = spans.map(([from]) => from).sort()[0];
  const last = spans
    .map(([, until]) => until)
    .sort()
    .at(-1);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(organizer)}//Website//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...own,
    ...(first && last ? vtimezone(MINISTRY_TIME_ZONE, first, last) : []),
    ...events.flatMap(({ lines: event }) => event),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * The calendar file for a dated entry's event (a notice's, or a need's time); undefined for one
 * with no day. Its link is the entry's own, else the notice on the home page, or the need's page.
 */
export function calendarFile(entry: CalendarEvent, context: CalendarContext): string | undefined {
  const event = vevent(entry, context);
  return event && calendarOf([event], context.organizer);
}

/**
 * The one calendar to follow (RFC 5545, with RFC 7986's NAME and REFRESH-INTERVAL and the names
 * the common apps read instead): every entry with a day, each event exactly as in its own file
 * (the same UID and weekly rule), so a phone that took one file and follows the calendar holds the
 * event once. An entry with no day is left out; with none at all it is a calendar with no event yet.
 */
export function followedCalendarFile(
  entries: { event: CalendarEvent; id: string; kind: CalendarKind }[],
  context: Omit<CalendarContext, 'id' | 'kind'>,
  calendar: FollowedCalendar,
): string {
  const events = entries.flatMap(({ event, id, kind }) => vevent(event, { ...context, id, kind }) ?? []);
  return calendarOf(events, context.organizer, [
    `NAME:${escapeText(calendar.name)}`,
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `DESCRIPTION:${escapeText(calendar.description)}`,
    `X-WR-CALDESC:${escapeText(calendar.description)}`,
    `X-WR-TIMEZONE:${MINISTRY_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_REFRESH}`,
    `X-PUBLISHED-TTL:${CALENDAR_REFRESH}`,
  ]);
}
