/**
 * The rules a year's record (src/content/years/<year>.yaml) must follow: what each project gave,
 * the volunteer hours, the money in and out (split into program, fundraising and administration),
 * the net assets, the board, and the filings. content.config.ts gives them to Astro, which stops
 * the build on a mistake with the file and the field named; the editor at /admin makes its fields
 * from the same rules (src/lib/year-editor.ts).
 */
import { z } from 'astro/zod';
import { optional, ruled } from './fields.ts';
import { FIRST_YEAR, LOWEST_NET_ASSETS, YEAR_MESSAGES, YEAR_RULES, splitProblem } from './year-rules.ts';

/** Whole dollars, 0 or more. */
const dollars = (label: string, name: string) =>
  z
    .number({ error: YEAR_MESSAGES.money(label, name) })
    .int(YEAR_MESSAGES.money(label, name))
    .min(0, YEAR_MESSAGES.money(label, name));

/** @param lastEnded the last year that has ended on the build's day: a record is for it or one before. */
export function yearSchema(lastEnded: number) {
  return z.strictObject({
    // A number written by hand (year: 2025), or the editor's choice, a year written as text ('2025').
    year: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{4}$/)
            .transform(Number),
        ],
        { error: YEAR_MESSAGES.year(lastEnded) },
      )
      .pipe(
        z
          .number()
          .int(YEAR_MESSAGES.year(lastEnded))
          .min(FIRST_YEAR, YEAR_MESSAGES.year(lastEnded))
          .max(lastEnded, YEAR_MESSAGES.year(lastEnded)),
      ),
    /** What the projects gave: "312 H.O.P.E. Boxes". */
    gave: z
      .array(
        z.strictObject({
          count: z.number({ error: YEAR_MESSAGES.count }).int(YEAR_MESSAGES.count).min(0, YEAR_MESSAGES.count),
          unit: ruled(YEAR_RULES.unit),
        }),
      )
      .default([]),
    volunteerHours: optional(
      z.number({ error: YEAR_MESSAGES.hours }).int(YEAR_MESSAGES.hours).min(0, YEAR_MESSAGES.hours),
    ),
    moneyIn: dollars('Money in', 'moneyIn'),
    moneyOut: z
      .strictObject({
        program: dollars('Program', 'program'),
        fundraising: dollars('Fundraising', 'fundraising'),
        administration: dollars('Administration', 'administration'),
        total: dollars('Money out in all', 'total'),
      })
      .superRefine((out, context) => {
        const problem = splitProblem(out);
        // On the money out as a whole: the mistake may be in any of its four figures.
        if (problem) context.addIssue({ code: 'custom', path: [], message: problem });
      }),
    /** Ending net assets, which may be below zero. */
    netAssets: optional(
      z
        .number({ error: YEAR_MESSAGES.netAssets })
        .int(YEAR_MESSAGES.netAssets)
        .min(LOWEST_NET_ASSETS, YEAR_MESSAGES.netAssets),
    ),
    board: z
      .array(
        z.strictObject({
          name: z.string({ error: YEAR_MESSAGES.name }).trim().min(1, YEAR_MESSAGES.name),
          role: ruled(YEAR_RULES.role),
        }),
      )
      .default([]),
    /** The year's Form 990, where the ministry files one. */
    form990: optional(ruled(YEAR_RULES.form990)),
    /** The ministry files the e-Postcard (Form 990-N) instead. */
    files990N: z.boolean().default(false),
    /** An audit or a financial review of the year. */
    review: optional(ruled(YEAR_RULES.review)),
  });
}

export type YearRecord = z.infer<ReturnType<typeof yearSchema>>;
