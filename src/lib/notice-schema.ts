/**
 * A notice's file, as the build reads it: one YAML file each in src/content/notices/, written by
 * volunteers at /admin (public/admin/config.yml, held to these rules by editor-config.test.ts)
 * or by hand. The rules themselves are in notice-rules.ts, which the editor shares.
 */
import { z } from 'astro/zod';
import { NOTICE_PATTERNS, weeklyProblem } from './notice-rules';
import { HTTPS_URL_PATTERN } from './site-facts';

/**
 * The pattern a notice's link must match: one of the site's own pages, or a full https://
 * address. Built from the page list (src/site.ts passes its paths), and written out the same in
 * the editor's config.
 */
export function linkPattern(pagePaths: readonly string[]): RegExp {
  const pages = pagePaths.map((path) => path.replace(/[/-]/g, (c) => `\\${c}`)).join('|');
  return new RegExp(`^((${pages})|${HTTPS_URL_PATTERN.source.slice(1, -1)})$`);
}

/**
 * A YAML reader may hand a bare 2026-12-01 over as a Date (at midnight UTC); the editor writes
 * strings. Either way the day is kept as "YYYY-MM-DD".
 */
const asDayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
/** Left empty in the editor, an optional field is saved as "": the same as leaving it out. */
const emptyAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsMissing, schema.optional());

/** A title: required, with a character that is not a space, at most 80 characters; kept trimmed. */
export const titleField = (message = 'title is required, at most 80 characters') =>
  z
    .string({ error: message })
    .regex(NOTICE_PATTERNS.title, message)
    .transform((value) => value.trim());

/** A place: at most 120 characters; left empty, the ministry's address. */
export const placeField = (message = 'place is at most 120 characters') =>
  optional(
    z
      .string()
      .regex(NOTICE_PATTERNS.place, message)
      .transform((value) => value.trim() || undefined),
  );

/**
 * When and where something happens, as a notice and a volunteer need both say it: a day and a
 * time, or the same every week until a last day, or none at all; a place; and the last day shown.
 */
export const whenAndWhereFields = () => ({
  /** The last day it shows. Without it, an event shows until the event's (last) day. */
  showUntil: optional(
    z.preprocess(asDayText, z.string().regex(NOTICE_PATTERNS.showUntil, 'showUntil must be a date, YYYY-MM-DD')),
  ),
  /** When the event starts, in the ministry's time: "YYYY-MM-DDTHH:MM". */
  eventStart: optional(
    z.string().regex(NOTICE_PATTERNS.eventStart, 'eventStart must be a date and a time, YYYY-MM-DDTHH:MM (24-hour)'),
  ),
  /** When it ends, "HH:MM"; earlier than the start means after midnight. Used only with a start. */
  eventEnd: optional(z.string().regex(NOTICE_PATTERNS.eventEnd, 'eventEnd must be a time, HH:MM (24-hour)')),
  /** Where it happens; the ministry's address when left out. Used only with a start. */
  place: placeField(),
  /**
   * The last day of an event that repeats every week, on the same day and at the same time as
   * its first (eventStart). Left out, the event happens once.
   */
  repeatsWeeklyUntil: optional(
    z.preprocess(
      asDayText,
      z.string().regex(NOTICE_PATTERNS.repeatsWeeklyUntil, 'repeatsWeeklyUntil must be a date, YYYY-MM-DD'),
    ),
  ),
});

/** Refuses a weekly repeat without a first day, or ending before it, naming the field. */
export function checkWeekly(
  value: { eventStart?: string; repeatsWeeklyUntil?: string },
  context: z.RefinementCtx,
): void {
  const problem = weeklyProblem(value);
  if (problem) context.addIssue({ code: 'custom', path: ['repeatsWeeklyUntil'], message: problem });
}

/** @param pagePaths the site's own pages a notice may link to */
export function noticeSchema(pagePaths: readonly string[]) {
  return z
    .strictObject({
      title: titleField(),
      text: z
        .string({ error: 'text is required' })
        .regex(NOTICE_PATTERNS.text, 'text is required: one or two sentences, at most 300 characters')
        .transform((value) => value.trim()),
      link: optional(
        z
          .string()
          .regex(linkPattern(pagePaths), `link must be one of the site's pages (${pagePaths.join(', ')}) or https://…`),
      ),
      ...whenAndWhereFields(),
      /** Shown in a bar under the header on every page. */
      urgent: z.boolean().default(false),
    })
    .superRefine(checkWeekly);
}

export type Notice = z.infer<ReturnType<typeof noticeSchema>>;
