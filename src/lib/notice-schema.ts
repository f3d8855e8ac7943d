/**
 * A notice's file, as the build reads it: one YAML file each in src/content/notices/, written by
 * volunteers at /admin (public/admin/config.yml, held to these rules by editor-config.test.ts)
 * or by hand. Its when and where are every dated kind's (dated-schema.ts); its own rules and
 * words are in notice-rules.ts.
 */
import { z } from 'astro/zod';
import { checkDated, datedFields } from './dated-schema';
import { optional } from './fields';
import { NOTICE_MESSAGES, NOTICE_PATTERNS } from './notice-rules';
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

/** @param pagePaths the site's own pages a notice may link to */
export function noticeSchema(pagePaths: readonly string[]) {
  return z
    .strictObject({
      ...datedFields(NOTICE_MESSAGES),
      text: z
        .string({ error: NOTICE_MESSAGES.text })
        .regex(NOTICE_PATTERNS.text, NOTICE_MESSAGES.text)
        .transform((value) => value.trim()),
      link: optional(
        z
          .string()
          .regex(linkPattern(pagePaths), `link must be one of the site's pages (${pagePaths.join(', ')}) or https://…`),
      ),
      /** Shown in a bar under the header on every page. */
      urgent: z.boolean().default(false),
    })
    .superRefine(checkDated);
}

export type Notice = z.infer<ReturnType<typeof noticeSchema>>;
