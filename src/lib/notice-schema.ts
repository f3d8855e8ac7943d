/**
 * A notice's file, as the build reads it: one YAML file each in src/content/notices/, written by
 * volunteers at /admin (its fields made from the same rules, src/lib/notice-editor.ts) or by hand.
 * Its when and where are every dated kind's (dated-schema.ts); its own rules and words are in
 * notice-rules.ts.
 */
import { z } from 'astro/zod';
import { checkDated, datedFields } from './dated-schema.ts';
import { optional, ruled } from './fields.ts';
import { NOTICE_RULES, linkRule } from './notice-rules.ts';

/** @param pagePaths the site's own pages a notice may link to */
export function noticeSchema(pagePaths: readonly string[]) {
  return z
    .strictObject({
      ...datedFields(),
      text: ruled(NOTICE_RULES.text),
      link: optional(ruled(linkRule(pagePaths))),
      /** Shown in a bar under the header on every page. */
      urgent: z.boolean().default(false),
    })
    .superRefine(checkDated);
}

export type Notice = z.infer<ReturnType<typeof noticeSchema>>;
