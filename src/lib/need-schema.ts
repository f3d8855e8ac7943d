/**
 * A volunteer need's file, as the build reads it: one YAML file each in src/content/needs/, written
 * by volunteers at /admin (public/admin/config.yml, held to these rules by editor-config.test.ts)
 * or by hand. Its when and where are a notice's (src/lib/notice-schema.ts), so a volunteer who
 * has posted a notice has nothing new to learn; the rules both share are in notice-rules.ts.
 */
import { z } from 'astro/zod';
import { NEED_PATTERNS, STILL_NEEDED } from './notice-rules';
import { checkWeekly, optional, titleField, whenAndWhereFields } from './notice-schema';

export const needSchema = z
  .strictObject({
    /** What the help is, in a few words: "Serve supper at Manna Monday". */
    title: titleField(),
    /** How many more people are needed; the ministry lowers it as people offer. At 0, the need is filled. */
    stillNeeded: z
      .number({ error: `stillNeeded is required: a whole number from ${STILL_NEEDED.min} to ${STILL_NEEDED.max}` })
      .int(`stillNeeded must be a whole number from ${STILL_NEEDED.min} to ${STILL_NEEDED.max}`)
      .min(STILL_NEEDED.min, `stillNeeded must be a whole number from ${STILL_NEEDED.min} to ${STILL_NEEDED.max}`)
      .max(STILL_NEEDED.max, `stillNeeded must be a whole number from ${STILL_NEEDED.min} to ${STILL_NEEDED.max}`),
    /** Who it suits or what to bring, one line: "Good for teens with a parent. Bring an apron." */
    suits: optional(
      z
        .string()
        .regex(NEED_PATTERNS.suits, 'suits is one line of at most 120 characters')
        .transform((value) => value.trim() || undefined),
    ),
    ...whenAndWhereFields(),
  })
  .superRefine(checkWeekly);

export type Need = z.infer<typeof needSchema>;
