/**
 * A notice's own rules, beside the fields every dated kind has (dated-rules.ts): its words and its
 * link, each with what a volunteer reads when it breaks the rule, in the build's log
 * (src/lib/notice-schema.ts) and on the editor's field (src/lib/notice-editor.ts) alike. The
 * editor's script may bundle this file, so it imports only the shared patterns.
 */
import { HTTPS_URL_PATTERN, type Rule } from './patterns.ts';

/** A notice's words need a character that is not a space, and are at most 300 characters. */
export const NOTICE_RULES = {
  text: { pattern: /^(?=[\s\S]*\S)[\s\S]{1,300}$/, message: 'One or two sentences, at most 300 characters' },
} as const satisfies Record<string, Rule>;

/**
 * A notice's link: one of the site's own pages (src/site.ts passes their paths), or a full
 * https:// address. The message names every page the pattern takes, from the same list.
 */
export function linkRule(pagePaths: readonly string[]): Rule {
  const pages = pagePaths.map((path) => path.replace(/[/-]/g, (c) => `\\${c}`)).join('|');
  return {
    pattern: new RegExp(`^((${pages})|${HTTPS_URL_PATTERN.source.slice(1, -1)})$`),
    message: `A page of the site (${pagePaths.join(', ')}) or a full address starting with https://`,
  };
}
