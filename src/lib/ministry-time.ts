/**
 * The ministry's own wall-clock, in America/New_York, whatever zone the build machine is in: a
 * day is a "YYYY-MM-DD" string and a time an "HH:MM" string, never a Date, so nothing here
 * depends on the machine's zone. Instants are made by Temporal, not by hand arithmetic.
 */
import { Temporal } from 'temporal-polyfill';

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

/** Whole days from one "YYYY-MM-DD" to another. */
export function daysBetween(from: string, to: string): number {
  return Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'day' }).days;
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
