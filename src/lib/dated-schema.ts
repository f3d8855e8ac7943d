/**
 * The fields every dated kind of content has, as the build reads them: a title; when it happens
 * (a day and a time, or the same every week until a last day, or none at all); where; and the
 * last day it shows. A notice (notice-schema.ts) and a volunteer need (need-schema.ts) each spread
 * these into their schema, so a volunteer who has posted one has nothing new to learn for the
 * other. Their patterns, labels and messages are in dated-rules.ts, which the editor's fields
 * (dated-editor.ts) are made from.
 */
import { z } from 'astro/zod';
import { DATED_PATTERNS, DATED_RULES, showFromProblem, weeklyProblem } from './dated-rules.ts';
import { dayText, optional, ruled, trimmedOrLeftOut } from './fields.ts';

/**
 * When and where it happens, and the last day it shows, in the same words for every dated kind
 * (the title's and the place's are the editor's, DATED_RULES; the others name the field as the
 * file spells it).
 */
export const datedFields = () => ({
  /** Required, with a character that is not a space, at most 80 characters; kept trimmed. */
  title: ruled(DATED_RULES.title),
  /** The first day it shows: before it, the entry is in no page, feed, calendar or flyer. */
  showFrom: optional(dayText('showFrom')),
  /** The last day it shows. Without it, an event shows until the event's (last) day. */
  showUntil: optional(dayText('showUntil')),
  /** When the event starts, in the ministry's time: "YYYY-MM-DDTHH:MM". */
  eventStart: optional(
    z.string().regex(DATED_PATTERNS.eventStart, 'eventStart must be a date and a time, YYYY-MM-DDTHH:MM (24-hour)'),
  ),
  /** When it ends, "HH:MM"; earlier than the start means after midnight. Used only with a start. */
  eventEnd: optional(z.string().regex(DATED_PATTERNS.eventEnd, 'eventEnd must be a time, HH:MM (24-hour)')),
  /** Where it happens, at most 120 characters; the ministry's place when left out. Used only with a start. */
  place: optional(ruled(DATED_RULES.place).transform(trimmedOrLeftOut)),
  /**
   * The last day of an event that repeats every week, on the same day and at the same time as
   * its first (eventStart). Left out, the event happens once.
   */
  repeatsWeeklyUntil: optional(dayText('repeatsWeeklyUntil')),
});

/**
 * Refuses what no single field can say, naming the field: a weekly repeat without a first day, or
 * ending before it; a "show from" day after the event or after the last day shown.
 */
export function checkDated(
  value: { eventStart?: string; repeatsWeeklyUntil?: string; showFrom?: string; showUntil?: string },
  context: z.RefinementCtx,
): void {
  const weekly = weeklyProblem(value);
  if (weekly) context.addIssue({ code: 'custom', path: ['repeatsWeeklyUntil'], message: weekly });
  const showFrom = showFromProblem(value);
  if (showFrom) context.addIssue({ code: 'custom', path: ['showFrom'], message: showFrom });
}
