/**
 * A volunteer need's file, as the build reads it: one YAML file each in src/content/needs/, written
 * by volunteers at /admin (its fields made from the same rules, src/lib/need-editor.ts) or by hand.
 * Its when and where are every dated kind's (dated-schema.ts), so a volunteer who has posted a
 * notice has nothing new to learn. Its messages are the editor's own words for the
 * same field (NEED_MESSAGES, need-rules.ts), so a volunteer reads the same sentence in the editor
 * and, for a file written by hand, in the build's log.
 */
import { z } from 'astro/zod';
import { checkDated, datedFields } from './dated-schema.ts';
import { optional, ruled, trimmedOrLeftOut } from './fields.ts';
import { NEED_MESSAGES, NEED_RULES, STILL_NEEDED } from './need-rules.ts';

export const needSchema = z
  .strictObject({
    /** The title is what the help is, in a few words: "Serve supper at Manna Monday". */
    ...datedFields(),
    /** How many more people are needed; the ministry lowers it as people offer. At 0, the need is filled. */
    stillNeeded: z
      .number({ error: NEED_MESSAGES.stillNeeded })
      .int(NEED_MESSAGES.stillNeeded)
      .min(STILL_NEEDED.min, NEED_MESSAGES.stillNeeded)
      .max(STILL_NEEDED.max, NEED_MESSAGES.stillNeeded),
    /** Who it suits or what to bring, one line: "Good for teens with a parent. Bring an apron." */
    suits: optional(ruled(NEED_RULES.suits).transform(trimmedOrLeftOut)),
  })
  .superRefine(checkDated);

export type Need = z.infer<typeof needSchema>;
