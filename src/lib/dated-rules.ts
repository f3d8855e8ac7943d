/**
 * The rules of the fields every dated kind of content has (a notice, a volunteer need): its title,
 * when it happens, where, and until when it shows, with the labels the editor gives them. They are
 * held in the two places an entry is written: the build (src/lib/dated-schema.ts, for a file
 * written by hand or by the editor) and the editor at /admin (its fields, made from these in
 * src/lib/dated-editor.ts; the rule between two fields in src/admin/checks.ts, which runs before
 * each save). The editor's script bundles this file, so it imports only the shared patterns.
 */
import { DAY_PATTERN, type Rule } from './patterns.ts';

/** What the editor calls each dated field; the messages below name them so. */
export const DATED_LABELS = {
  title: 'Title',
  showFrom: 'Show from',
  showUntil: 'Show until',
  eventStart: 'Event starts',
  eventEnd: 'Event ends',
  repeatsWeeklyUntil: 'Repeats every week until',
  place: 'Place',
} as const;

/** A title needs a character that is not a space; a place has its most. The same words for every dated kind. */
export const DATED_RULES = {
  title: { pattern: /^(?=[\s\S]*\S)[\s\S]{1,80}$/, message: 'Write a short title, at most 80 characters' },
  place: { pattern: /^[\s\S]{0,120}$/, message: 'At most 120 characters' },
} as const satisfies Record<string, Rule>;

/** The forms the editor's pickers write and the build reads. */
export const DATED_PATTERNS = {
  showUntil: DAY_PATTERN,
  showFrom: DAY_PATTERN,
  eventStart: /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/,
  eventEnd: /^([01]\d|2[0-3]):[0-5]\d$/,
  repeatsWeeklyUntil: DAY_PATTERN,
} as const;

/**
 * What is wrong with a weekly event's last day, in the build's log and in the editor alike: each
 * names the fields as the editor labels them and as the file spells them.
 */
const named = (field: keyof typeof DATED_LABELS) => `"${DATED_LABELS[field]}" (${field})`;
export const WEEKLY_MESSAGES = {
  needsStart: `${named('repeatsWeeklyUntil')} needs ${named('eventStart')}: a weekly event repeats from its first day.`,
  beforeStart: `${named('repeatsWeeklyUntil')} is before the day in ${named('eventStart')}: the last day must be on or after the first.`,
} as const;

/**
 * What is wrong with a "show from" day that would keep an entry off the site for good: after its
 * event, or after its own last day shown. The same words in the build's log and in the editor.
 */
export const SHOW_FROM_MESSAGES = {
  afterEvent: `${named('showFrom')} is after the event's day ("${DATED_LABELS.eventStart}", or "${DATED_LABELS.repeatsWeeklyUntil}" for a weekly event): it would only appear once the event is over.`,
  afterShowUntil: `${named('showFrom')} is after ${named('showUntil')}: it would never appear. Show from a day on or before the last day.`,
} as const;

/** The problem with an entry's "show from" day, or undefined. Days as "YYYY-MM-DD". */
export function showFromProblem(entry: {
  showFrom?: string;
  showUntil?: string;
  eventStart?: string;
  repeatsWeeklyUntil?: string;
}): string | undefined {
  if (!entry.showFrom) return undefined;
  if (entry.showUntil && entry.showFrom > entry.showUntil) return SHOW_FROM_MESSAGES.afterShowUntil;
  const eventDay = entry.repeatsWeeklyUntil ?? entry.eventStart?.slice(0, 10);
  if (eventDay && entry.showFrom > eventDay) return SHOW_FROM_MESSAGES.afterEvent;
  return undefined;
}

/**
 * The problem with an entry's weekly repeat, or undefined when there is none (or no repeat). The
 * fields as they are written: "YYYY-MM-DD" for the last day, "YYYY-MM-DDTHH:MM" for the start.
 */
export function weeklyProblem(entry: { eventStart?: string; repeatsWeeklyUntil?: string }): string | undefined {
  if (!entry.repeatsWeeklyUntil) return undefined;
  if (!entry.eventStart) return WEEKLY_MESSAGES.needsStart;
  if (entry.repeatsWeeklyUntil < entry.eventStart.slice(0, 10)) return WEEKLY_MESSAGES.beforeStart;
  return undefined;
}
