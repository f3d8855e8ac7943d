/**
 * Notices: what the ministry tells its neighbours this week ("Manna Monday supper this Monday at
 * 5 pm", "Closed for Thanksgiving"): which are on the site on a given day, in what order, and when
 * each happens, in people's words. Their file's rules: notice-schema.ts; their times:
 * ministry-time.ts; what search engines read: event-json-ld.ts; their calendar files: calendar.ts.
 */
import { MINISTRY_TIME_ZONE, addDays, daysBetween, formatDay, formatTime, instantIn } from './ministry-time';
import type { Notice } from './notice-schema';

/** When something happens and until when it shows: a notice's fields, which a volunteer need shares. */
export type Timed = Pick<Notice, 'title' | 'showUntil' | 'eventStart' | 'eventEnd' | 'repeatsWeeklyUntil'>;

/** The last day a notice is on the site: its "show until" day, else its event's last day. */
export function lastDay(notice: Timed): string | undefined {
  return notice.showUntil ?? lastEventDay(notice);
}

/** The day of an event's last time: its only day, or the last week's day of a weekly event. */
export function lastEventDay(notice: Timed): string | undefined {
  const first = notice.eventStart?.slice(0, 10);
  if (!first || !notice.repeatsWeeklyUntil) return first;
  const weeks = Math.floor(daysBetween(first, notice.repeatsWeeklyUntil) / 7);
  return addDays(first, weeks * 7);
}

/**
 * The day an event next happens, on or after `today`: its only day, or the next week's day of a
 * weekly event (today's, all day long, as the notice stays on the site all that day). Without
 * `today`, the first.
 */
export function nextEventDay(notice: Timed, today?: string): string | undefined {
  const first = notice.eventStart?.slice(0, 10);
  if (!first || !notice.repeatsWeeklyUntil || !today || first >= today) return first;
  const next = addDays(first, Math.ceil(daysBetween(first, today) / 7) * 7);
  const last = lastEventDay(notice)!;
  return next <= last ? next : last;
}

/**
 * The instant an event next starts, on or after `today` (a weekly event's next week), as a
 * <time datetime> gives it; undefined without an event.
 */
export function nextStart(notice: Timed, today: string): string | undefined {
  if (!notice.eventStart) return undefined;
  return instantIn(nextEventDay(notice, today)!, notice.eventStart.slice(11), MINISTRY_TIME_ZONE);
}

/** A notice is on the site until its last day is over (in the ministry's zone). */
export function isCurrent(notice: Timed, today: string): boolean {
  const last = lastDay(notice);
  return last === undefined || last >= today;
}

/** When a notice comes in the list: its event's next start, else the end of its last day, else last. */
function sortKey(notice: Timed, today: string): string {
  if (notice.eventStart) return `${nextEventDay(notice, today)}T${notice.eventStart.slice(11)}`;
  const last = lastDay(notice);
  return last ? `${last}T24:00` : '9999';
}

/** The notices on the site on `today`, soonest first. */
export function currentNotices<T extends { data: Timed }>(entries: readonly T[], today: string): T[] {
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

/**
 * When, as people write it: "Monday, December 1, 5:00 pm to 7:00 pm"; for a weekly event "Every
 * Monday, 5:00 pm to 7:00 pm; next on Monday, December 7; last on Monday, March 29"; or "Until
 * Sunday, November 30".
 */
export function whenText(notice: Timed, today?: string): string | undefined {
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
