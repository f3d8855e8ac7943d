/**
 * A volunteer need's own rules, beside the fields every dated kind has (dated-rules.ts): who it
 * suits, how many are still needed, and what is wrong with a field, in the same words in the
 * build's log (src/lib/need-schema.ts) and on the editor's field (src/lib/need-editor.ts). The
 * editor's script may bundle this file, so it imports only the shared patterns.
 */
import type { Rule } from './patterns.ts';

/** Who it suits or what to bring: one line. */
export const NEED_RULES = {
  suits: { pattern: /^[^\r\n]{0,120}$/, message: 'One line, at most 120 characters' },
} as const satisfies Record<string, Rule>;

/** How many people a need may ask for: the editor's number field offers these, and the build holds to them. */
export const STILL_NEEDED = { min: 0, max: 99 } as const;

export const NEED_MESSAGES = {
  stillNeeded: `Write how many more people are needed: a whole number from ${STILL_NEEDED.min} to ${STILL_NEEDED.max}`,
  suits: NEED_RULES.suits.message,
} as const;
