/**
 * The patterns more than one kind of content and form share, and what a rule is: a pattern with
 * the words a volunteer reads when a value breaks it. The build's schemas refuse with those words
 * (src/lib/fields.ts: `ruled`), and the editor at /admin shows them on the field
 * (src/lib/editor-fields.ts: `editorPattern`), so both say the same thing of the same mistake. No
 * imports: the editor's checks before a save may bundle this file.
 */

/** A rule a written value must follow, and what is said when it does not. */
export interface Rule {
  /** Anchored (^…$) and without flags: the editor reads it from its source alone. */
  readonly pattern: RegExp;
  readonly message: string;
}

/** A full web address on https:// with a dotted host. */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s]+$/;

/**
 * A general email address: a local part of the characters addresses allow, an @, and a domain
 * of dotted labels ("someone@localhost" has no dot, so it fails).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A day as the editor's date picker writes it and the build reads it. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A line of text a kind may carry, written once: its name in the file, what the editor calls it
 * and says of it, and its rule. The build's schema (src/lib/fields.ts: `line`) and the editor's
 * field (src/lib/editor-fields.ts: `editorLine`) are both made from it.
 */
export interface LineSpec {
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly rule: Rule;
}
