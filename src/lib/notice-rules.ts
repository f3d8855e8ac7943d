/**
 * A notice's own rules, beside the fields every dated kind has (dated-rules.ts): its words, and
 * what the build says of a field that breaks a rule. The editor at /admin holds the same patterns
 * (public/admin/config.yml; editor-config.test.ts holds them equal). No imports: the editor's
 * script may bundle this file alone.
 */

/** A notice's words need a character that is not a space, and are at most 300 characters. */
export const NOTICE_PATTERNS = {
  text: /^(?=[\s\S]*\S)[\s\S]{1,300}$/,
} as const;

/** What is wrong with a notice's field, in the build's log (src/lib/notice-schema.ts). */
export const NOTICE_MESSAGES = {
  title: 'title is required, at most 80 characters',
  text: 'text is required: one or two sentences, at most 300 characters',
  place: 'place is at most 120 characters',
} as const;
