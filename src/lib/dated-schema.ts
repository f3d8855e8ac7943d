/**
 * The fields every dated kind of content has, as the build reads them: a title; when it happens
 * (a day and a time, or the same every week until a last day, or none at all); where; and the
 * last day it shows. A notice (notice-schema.ts) and a volunteer need (need-schema.ts) each spread
 * these into their schema, so a volunteer who has posted one has nothing new to learn for the
 * other. Their patterns and messages are in dated-rules.ts, which the editor shares.
 */
import { z } from 'astro/zod';
import { DATED_PATTERNS, showFromProblem, weeklyProblem } from './dated-rules';
import { asDayText, optional, trimmedOrLeftOut } from './fields';

/** A title: required, with a character that is not a space, at most 80 characters; kept trimmed. */
export const titleField = (message: string) =>
  z
    .string({ error: message })
    .regex(DATED_PATTERNS.title, message)
    .transform((value) => value.trim());

/** A place: at most 120 characters; left empty, the ministry's place. */
export const placeField = (message: string) =>
  optional(z.string().regex(DATED_PATTERNS.place, message).transform(trimmedOrLeftOut));

/**
 * When and where it happens, and the last day it shows, in the words of `messages` for the title
 * and the place (each kind's own); the other fields' messages name the field as the file spells it.
 */
export const datedFields = (messages: { title: string; place: string }) => ({
  title: titleField(messages.title),
  /** The first day it shows: before it, the entry is in no page, feed, calendar or flyer. */
  showFrom: optional(
    z.preprocess(asDayText, z.string().regex(DATED_PATTERNS.showFrom, 'showFrom must be a date, YYYY-MM-DD')),
  ),
  /** The last day it shows. Without it, an event shows until the event's (last) day. */
  showUntil: optional(
    z.preprocess(asDayText, z.string().regex(DATED_PATTERNS.showUntil, 'showUntil must be a date, YYYY-MM-DD')),
  ),
  /** When the event starts, in the ministry's time: "YYYY-MM-DDTHH:MM". */
  eventStart: optional(
    z.string().regex(DATED_PATTERNS.eventStart, 'eventStart must be a date and a time, YYYY-MM-DDTHH:MM (24-hour)'),
  ),
  /** When it ends, "HH:MM"; earlier than the start means after midnight. Used only with a start. */
  eventEnd: optional(z.string().regex(DATED_PATTERNS.eventEnd, 'eventEnd must be a time, HH:MM (24-hour)')),
  /** Where it happens; the ministry's place when left out. Used only with a start. */
  place: placeField(messages.place),
  /**
   * The last day of an event that repeats every week, on the same day and at the same time as
   * its first (eventStart). Left out, the event happens once.
   */
  repeatsWeeklyUntil: optional(
    z.preprocess(
      asDayText,
      z.string().regex(DATED_PATTERNS.repeatsWeeklyUntil, 'repeatsWeeklyUntil must be a date, YYYY-MM-DD'),
    ),
  ),
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
