/**
 * The rules of the fields every dated kind of content has (a notice, a volunteer need): its title,
 * when it happens, where, and until when it shows. They are held in the two places an entry is
 * written: the build (src/lib/dated-schema.ts, for a file written by hand or by the editor) and
 * the editor at /admin (its patterns in public/admin/config.yml, held equal by
 * editor-config.test.ts; the rule between two fields in src/admin/checks.ts, which runs before each
 * save). No imports: the editor's script bundles this file alone.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A title needs a character that is not a space; each field has its most. */
export const DATED_PATTERNS = {
  title: /^(?=[\s\S]*\S)[\s\S]{1,80}$/,
  place: /^[\s\S]{0,120}$/,
  showUntil: DAY,
  showFrom: DAY,
  eventStart: /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/,
  eventEnd: /^([01]\d|2[0-3]):[0-5]\d$/,
  repeatsWeeklyUntil: DAY,
} as const;

/**
 * What is wrong with a weekly event's last day, in the build's log and in the editor alike: each
 * names the fields as the editor labels them and as the file spells them.
 */
export const WEEKLY_MESSAGES = {
  needsStart:
    '"Repeats every week until" (repeatsWeeklyUntil) needs "Event starts" (eventStart): a weekly event repeats from its first day.',
  beforeStart:
    '"Repeats every week until" (repeatsWeeklyUntil) is before the day in "Event starts" (eventStart): the last day must be on or after the first.',
} as const;

/**
 * What is wrong with a "show from" day that would keep an entry off the site for good: after its
 * event, or after its own last day shown. The same words in the build's log and in the editor.
 */
export const SHOW_FROM_MESSAGES = {
  afterEvent:
    '"Show from" (showFrom) is after the event\'s day ("Event starts", or "Repeats every week until" for a weekly event): it would only appear once the event is over.',
  afterShowUntil:
    '"Show from" (showFrom) is after "Show until" (showUntil): it would never appear. Show from a day on or before the last day.',
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
