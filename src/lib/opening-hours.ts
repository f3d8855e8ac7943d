/**
 * The ministry's opening times in people's words ("Food pantry: Tuesday and Thursday, 9:00 am to
 * 12:00 pm") and in schema.org's terms, from the rows kept in the site facts
 * (src/data/site-facts.json, checked by src/lib/site-facts.ts).
 */
import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';
import { formatTime } from './ministry-time.ts';
import { WEEKDAYS, type OpeningTime, type Weekday } from './site-facts-rules.ts';

/** What the site says when the ministry keeps no regular times. */
export const NO_TIMES = 'Call or text before you come, and we will tell you when someone is there.';

/** The days in the week's order, runs of three or more as "Monday to Thursday", the rest as a list. */
export function daysInWords(days: readonly string[]): string {
  const order = WEEKDAYS.filter((day) => days.includes(day));
  const parts: string[] = [];
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && WEEKDAYS.indexOf(order[end + 1]!) === WEEKDAYS.indexOf(order[end]!) + 1) end++;
    if (end - start >= 2) parts.push(`${order[start]} to ${order[end]}`);
    else parts.push(...order.slice(start, end + 1));
    start = end + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

/** One row in words: "Food pantry: Tuesday and Thursday, 9:00 am to 12:00 pm". */
export function openingTimeInWords(time: OpeningTime): string {
  return `${time.what}: ${daysInWords(time.days)}, ${formatTime(time.opens)} to ${formatTime(time.closes)}`;
}

/** The times on one line, for the home page: every row, or, with none, call or text first. */
export function timesInOneLine(times: readonly OpeningTime[]): string {
  return times.length > 0 ? `${times.map(openingTimeInWords).join('; ')}.` : 'Call or text before you come.';
}

/** schema.org's name for a day of the week. */
const schemaDay = (day: Weekday): DayOfWeek => `https://schema.org/${day}`;

/** The rows as schema.org OpeningHoursSpecification, for search engines. */
export function openingHoursSpecification(times: readonly OpeningTime[]): OpeningHoursSpecification[] {
  return times.map((time) => ({
    '@type': 'OpeningHoursSpecification',
    name: time.what,
    dayOfWeek: time.days.map(schemaDay),
    opens: `${time.opens}:00`,
    closes: `${time.closes}:00`,
  }));
}
