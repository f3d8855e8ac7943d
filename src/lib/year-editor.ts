/**
 * The years' records in the editor at /admin: their fields, made from the rules the build holds a
 * record to (year-rules.ts), with the hints a treasurer reads. That the split of the money out adds
 * up to its total is checked before a save (src/admin/checks.ts), in the same words.
 */
import type { EntryCollection, NumberField } from '@sveltia/cms';
import { contentFolder, editorPattern, optionalField, standard } from './editor-fields.ts';
import { FIRST_YEAR, LOWEST_NET_ASSETS, YEAR_RULES } from './year-rules.ts';

/** Whole dollars, 0 or more. */
const dollars = (name: string, label: string, hint: string): NumberField => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min: 0,
  hint,
});

/** The years a record may be for, newest first, as the editor offers them. */
const endedYears = (lastEnded: number) =>
  Array.from({ length: lastEnded - FIRST_YEAR + 1 }, (_, index) => String(lastEnded - index));

/** @param lastEnded the last year that has ended: the latest a record may be for. */
export function yearsCollection(lastEnded: number): EntryCollection {
  return {
    ...contentFolder('years'),
    label: 'Our year',
    label_singular: 'Year',
    description:
      'A record of each year that has ended: what the projects gave, the money in and out, the board and the filings. Shown on /our-year, the latest first.',
    identifier_field: 'year',
    // The field's value: {{year}} alone is the editor's own tag for the year the entry is saved in.
    slug: '{{fields.year}}',
    summary: 'Year {{fields.year}}',
    sortable_fields: ['year'],
    fields: standard([
      {
        // A list to pick from, of the years that have ended, newest first: written as text, so the
        // editor's list shows "Year 2025", not the number "2,025".
        name: 'year',
        label: 'Year',
        widget: 'select',
        options: endedYears(lastEnded),
        default: String(lastEnded),
        hint: 'The year this record is for: one that has ended.',
      },
      optionalField({
        name: 'gave',
        label: 'What the projects gave',
        label_singular: 'Thing given',
        widget: 'list',
        collapsed: false,
        summary: '{{count}} {{unit}}',
        hint: 'One row for each thing the projects gave, such as 312 H.O.P.E. Boxes.',
        fields: standard([
          {
            name: 'count',
            label: 'How many',
            widget: 'number',
            value_type: 'int',
            min: 0,
            hint: 'A whole number, such as 312.',
          },
          {
            name: 'unit',
            label: 'Of what',
            widget: 'string',
            pattern: editorPattern(YEAR_RULES.unit),
            hint: 'Such as "H.O.P.E. Boxes" or "Birthday Blessing Boxes".',
          },
        ]),
      }),
      optionalField({
        name: 'volunteerHours',
        label: 'Volunteer hours',
        widget: 'number',
        value_type: 'int',
        min: 0,
        hint: 'Optional. The hours volunteers gave in the year, as a whole number.',
      }),
      dollars('moneyIn', 'Money in', 'Everything the ministry received in the year, in whole dollars, such as 48200.'),
      {
        name: 'moneyOut',
        label: 'Money out',
        widget: 'object',
        collapsed: false,
        hint: 'What the ministry spent, in whole dollars, in three parts that add up to the total.',
        fields: standard([
          dollars('program', 'Program', 'Spent on the projects themselves: the help given.'),
          dollars('fundraising', 'Fundraising', 'Spent on asking for gifts.'),
          dollars(
            'administration',
            'Administration',
            'Spent on running the ministry: insurance, the bank, the office.',
          ),
          dollars('total', 'Money out in all', 'The three above added together.'),
        ]),
      },
      optionalField({
        name: 'netAssets',
        label: 'Net assets at the end of the year',
        widget: 'number',
        value_type: 'int',
        min: LOWEST_NET_ASSETS,
        hint: 'Optional. What the ministry owned less what it owed on December 31, in whole dollars.',
      }),
      optionalField({
        name: 'board',
        label: 'The board',
        label_singular: 'Board member',
        widget: 'list',
        collapsed: false,
        summary: '{{name}}, {{role}}',
        hint: 'Each member of the board that year, with their role.',
        fields: standard([
          { name: 'name', label: 'Name', widget: 'string', hint: 'As the member wants it shown, such as Ruth Miller.' },
          {
            name: 'role',
            label: 'Role',
            widget: 'string',
            pattern: editorPattern(YEAR_RULES.role),
            hint: 'Such as President, Treasurer, Secretary or Member.',
          },
        ]),
      }),
      optionalField({
        name: 'form990',
        label: 'Form 990',
        widget: 'string',
        pattern: editorPattern(YEAR_RULES.form990),
        hint: 'Optional. The address of the year’s Form 990, if the ministry files one, starting with https://.',
      }),
      optionalField({
        name: 'files990N',
        label: 'We file the 990-N postcard',
        widget: 'boolean',
        default: false,
        hint: 'Tick if the ministry files the e-Postcard (Form 990-N) instead of a Form 990.',
      }),
      optionalField({
        name: 'review',
        label: 'Audit or financial review',
        widget: 'string',
        pattern: editorPattern(YEAR_RULES.review),
        hint: 'Optional. The address of an audit or financial review of the year, starting with https://.',
      }),
    ]),
  };
}
