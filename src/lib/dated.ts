/**
 * Dated content: what every dated kind (a notice, a volunteer need) has in common, whatever it is
 * about. Which entries are on the site on a given day and in what order, when each one's last day
 * is, and when it happens, in people's words. Their fields' rules: dated-schema.ts; their times:
 * ministry-time.ts. The shared outputs read the same functions: what search engines read
 * (event-json-ld.ts), the calendar files (calendar.ts) and the flyers (flyers.ts).
 */
import { MINISTRY_TIME_ZONE, addDays, daysBetween, formatDay, formatTime, instantIn } from './ministry-time';

/**
 * When something happens, where, and until when it shows: the fields every dated kind has
 * (datedFields in dated-schema.ts), as the build hands them over.
 */
export interface Dated {
  title: string;
  showFrom?: string | undefined;
  showUntil?: string | undefined;
  eventStart?: string | undefined;
  eventEnd?: string | undefined;
  place?: string | undefined;
  repeatsWeeklyUntil?: string | undefined;
}

/**
 * A dated entry with its words, as the shared outputs (the calendar files, the Event for search
 * engines, the sheet of notices) tell it: a notice, or a volunteer need in a notice's words.
 */
export interface DatedText extends Dated {
  text: string;
  link?: string | undefined;
}

/** The last day an entry is on the site: its "show until" day, else its event's last day. */
export function lastDay(entry: Dated): string | undefined {
  return entry.showUntil ?? lastEventDay(entry);
}

/** The day of an event's last time: its only day, or the last week's day of a weekly event. */
export function lastEventDay(entry: Dated): string | undefined {
  const first = entry.eventStart?.slice(0, 10);
  if (!first || !entry.repeatsWeeklyUntil) return first;
  const weeks = Math.floor(daysBetween(first, entry.repeatsWeeklyUntil) / 7);
  return addDays(first, weeks * 7);
}

/**
 * The day an event next happens, on or after `today`: its only day, or the next week's day of a
 * weekly event (today's, all day long, as the entry stays on the site all that day). Without
 * `today`, the first.
 */
export function nextEventDay(entry: Dated, today?: string): string | undefined {
  const first = entry.eventStart?.slice(0, 10);
  if (!first || !entry.repeatsWeeklyUntil || !today || first >= today) return first;
  const next = addDays(first, Math.ceil(daysBetween(first, today) / 7) * 7);
  const last = lastEventDay(entry)!;
  return next <= last ? next : last;
}

/**
 * The instant an event next starts, on or after `today` (a weekly event's next week), as a
 * <time datetime> gives it; undefined without an event.
 */
export function nextStart(entry: Dated, today: string): string | undefined {
  if (!entry.eventStart) return undefined;
  return instantIn(nextEventDay(entry, today)!, entry.eventStart.slice(11), MINISTRY_TIME_ZONE);
}

/** Whether an entry's "show from" day has come (in the ministry's zone): one with none shows at once. */
export const isShownYet = (entry: { showFrom?: string | undefined }, today: string) =>
  entry.showFrom === undefined || entry.showFrom <= today;

/** An entry is on the site from its "show from" day until its last day is over (in the ministry's zone). */
export function isCurrent(entry: Dated, today: string): boolean {
  const last = lastDay(entry);
  return isShownYet(entry, today) && (last === undefined || last >= today);
}

/** When an entry comes in a list: its event's next start, else the end of its last day, else last. */
function sortKey(entry: Dated, today: string): string {
  if (entry.eventStart) return `${nextEventDay(entry, today)}T${entry.eventStart.slice(11)}`;
  const last = lastDay(entry);
  return last ? `${last}T24:00` : '9999';
}

/** The entries on the site on `today`, soonest first (by title when at the same time). */
export function currentOn<T extends { data: Dated }>(entries: readonly T[], today: string): T[] {
  return entries
    .filter((entry) => isCurrent(entry.data, today))
    .sort(
      (a, b) =>
        sortKey(a.data, today).localeCompare(sortKey(b.data, today)) ||
        a.data.title.localeCompare(b.data.title, 'en-US'),
    );
}

/**
 * When, as people write it: "Monday, December 1, 5:00 pm to 7:00 pm"; for a weekly event "Every
 * Monday, 5:00 pm to 7:00 pm; next on Monday, December 7; last on Monday, March 29"; or "Until
 * Sunday, November 30".
 */
export function whenText(entry: Dated, today?: string): string | undefined {
  if (entry.eventStart) {
    const [day, time] = entry.eventStart.split('T') as [string, string];
    const end = entry.eventEnd ? ` to ${formatTime(entry.eventEnd)}` : '';
    if (entry.repeatsWeeklyUntil) {
      const weekday = formatDay(day).split(',')[0];
      const next = nextEventDay(entry, today)!;
      const last = lastEventDay(entry)!;
      const then =
        next === last
          ? `; next and last on ${formatDay(last)}`
          : `; next on ${formatDay(next)}; last on ${formatDay(last)}`;
      return `Every ${weekday}, ${formatTime(time)}${end}${then}`;
    }
    return `${formatDay(day)}, ${formatTime(time)}${end}`;
  }
  return entry.showUntil ? `Until ${formatDay(entry.showUntil)}` : undefined;
}
