/**
 * The rules a notice's fields (and a volunteer need's, which has the same "when" and "where") are held to, in the two places a notice is written: the build
 * (src/lib/notice-schema.ts, for a file written by hand or by the editor) and the editor at /admin
 * (its patterns in public/admin/config.yml, held equal by editor-config.test.ts; the rule between
 * two fields in src/admin/checks.ts, which runs before each save). No imports: the editor's
 * script bundles this file alone.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A title and a text need a character that is not a space; each has its most. */
export const NOTICE_PATTERNS = {
  title: /^(?=[\s\S]*\S)[\s\S]{1,80}$/,
  text: /^(?=[\s\S]*\S)[\s\S]{1,300}$/,
  place: /^[\s\S]{0,120}$/,
  showUntil: DAY,
  eventStart: /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/,
  eventEnd: /^([01]\d|2[0-3]):[0-5]\d$/,
  repeatsWeeklyUntil: DAY,
} as const;

/**
 * A volunteer need's own fields (src/lib/need-schema.ts): who it suits or what to bring, one line;
 * its other fields are a notice's, checked by NOTICE_PATTERNS.
 */
export const NEED_PATTERNS = {
  suits: /^[^\r\n]{0,120}$/,
} as const;

/** How many people a need may ask for: the editor's number field offers these, and the build holds to them. */
export const STILL_NEEDED = { min: 0, max: 99 } as const;

/**
 * What is wrong with a need's field, in the same words in the build's log (src/lib/need-schema.ts)
 * and on the editor's field (public/admin/config.yml; editor-config.test.ts holds them equal).
 */
export const NEED_MESSAGES = {
  title: 'Write a short title, at most 80 characters',
  stillNeeded: `Write how many more people are needed: a whole number from ${STILL_NEEDED.min} to ${STILL_NEEDED.max}`,
  suits: 'One line, at most 120 characters',
  place: 'At most 120 characters',
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
 * The problem with a notice's weekly repeat, or undefined when there is none (or no repeat). The
 * fields as they are written: "YYYY-MM-DD" for the last day, "YYYY-MM-DDTHH:MM" for the start.
 */
export function weeklyProblem(notice: { eventStart?: string; repeatsWeeklyUntil?: string }): string | undefined {
  if (!notice.repeatsWeeklyUntil) return undefined;
  if (!notice.eventStart) return WEEKLY_MESSAGES.needsStart;
  if (notice.repeatsWeeklyUntil < notice.eventStart.slice(0, 10)) return WEEKLY_MESSAGES.beforeStart;
  return undefined;
}
