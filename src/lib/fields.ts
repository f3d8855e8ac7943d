/**
 * What every kind of content means by a field left empty. The editor saves an optional field left
 * empty as "", and a YAML file written by hand may leave it with nothing after the colon (null):
 * both mean the same as leaving the field out, in every kind, by this one helper.
 */
import { z } from 'astro/zod';
import type { LineSpec, Rule } from './patterns.ts';

/** "" and null, the two ways a field is left empty, read as a field left out. */
export const leftEmpty = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional field: left out, or left empty, it is undefined; written, `schema` checks it. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(leftEmpty, schema.optional());

/**
 * A day as text. A YAML reader may hand a bare 2026-12-01 over as a Date (at midnight UTC); the
 * editor writes strings. Either way the day is kept as "YYYY-MM-DD".
 */
export const asDayText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** Text that is left out when it holds nothing but spaces, and kept trimmed otherwise. */
export const trimmedOrLeftOut = (text: string) => text.trim() || undefined;

/**
 * Text that must follow `rule`, read as the editor reads it (trimmed): missing, not text, or not
 * matching, it is refused in the rule's own words, the words the editor shows on the field.
 */
export const ruled = (rule: Rule) => z.string({ error: rule.message }).trim().regex(rule.pattern, rule.message);

/**
 * A day, kept as "YYYY-MM-DD" (a YAML date read as one); anything else is refused in one message
 * for every kind's days, naming the field as the file spells it.
 */
export const dayText = (name: string) =>
  z.preprocess(asDayText, z.iso.date(`${name} must be a date written YYYY-MM-DD`));

/** An optional line of text made from its one definition (patterns.ts: LineSpec); empty, it is left out. */
export const optionalLine = (spec: LineSpec) => optional(ruled(spec.rule).transform(trimmedOrLeftOut));
