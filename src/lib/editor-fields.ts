/**
 * What the editor's fields at /admin are made of, for every kind: a rule as the editor takes it,
 * and the pickers and lists more than one kind uses, each written once. Each kind's fields sit
 * beside its rules (src/lib/<one>-editor.ts), and src/admin/config.ts gathers them into the
 * editor's configuration at build time. Typed by @sveltia/cms's own types, so an option that is
 * misspelt, or that Sveltia no longer has, fails `npm run check`.
 */
import type {
  DateTimeField,
  EntryCollection,
  Field,
  ListField,
  StandardField,
  StringField,
  VisibleField,
} from '@sveltia/cms';
import type { LineSpec, Rule } from './patterns.ts';

export type { Field };

/** A rule as the editor's pattern option takes it: the pattern's source, and the words it shows. */
export const editorPattern = (rule: Rule): [string, string] => [rule.pattern.source, rule.message];

/**
 * A list of fields, each one of the editor's own kinds. @sveltia/cms types a field as its own kinds
 * or a custom one that takes any option, so a misspelt option would pass as a custom field's: held
 * to the editor's own kinds, it fails `npm run check` instead.
 */
export const standard = (fields: StandardField[]): Field[] => fields;

/** The same field, which the volunteer may leave empty. */
export const optionalField = (field: VisibleField): VisibleField => ({ ...field, required: false });

/** A day, written "YYYY-MM-DD" as the build reads it. */
export const dayPicker = (name: string, label: string, hint: string): DateTimeField => ({
  name,
  label,
  widget: 'datetime',
  time_format: false,
  format: 'YYYY-MM-DD',
  hint,
});

/** A time of day, written "HH:mm" (24-hour) as the build reads it. */
export const timePicker = (name: string, label: string, hint: string): DateTimeField => ({
  name,
  label,
  widget: 'datetime',
  date_format: false,
  format: 'HH:mm',
  hint,
});

/** A day and a time, written "YYYY-MM-DDTHH:mm" as the build reads it. */
export const dayAndTimePicker = (name: string, label: string, hint: string): DateTimeField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DDTHH:mm',
  hint,
});

/** Paragraphs, each a box of its own, all shown open. */
export const paragraphList = (name: string, label: string, hint: string): ListField => ({
  name,
  label,
  label_singular: 'Paragraph',
  widget: 'list',
  collapsed: false,
  field: { name: 'paragraph', label: 'Paragraph', widget: 'text' } satisfies StandardField,
  hint,
});

/** The editor's field for a line of text made from its one definition (patterns.ts: LineSpec). */
export const editorLine = (spec: LineSpec): StringField => ({
  name: spec.name,
  label: spec.label,
  widget: 'string',
  pattern: editorPattern(spec.rule),
  hint: spec.hint,
});

/**
 * A kind of content as the editor keeps it: one YAML file an entry in the folder the build reads
 * (src/content/<kind>/, as src/content.config.ts loads it), named from its title, which volunteers
 * may add to and delete from.
 */
export const contentFolder = (kind: string) =>
  ({
    name: kind,
    folder: `src/content/${kind}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: true,
    slug: '{{slug}}',
    identifier_field: 'title',
  }) satisfies Partial<EntryCollection>;
