/**
 * The editor's fields every dated kind has (a notice, a volunteer need), written once from the
 * rules the build holds them to (dated-rules.ts): the same labels, pickers, patterns and words for
 * each kind. A kind gives only its own hints, and puts the fields in its own order.
 */
import type { StandardField } from '@sveltia/cms';
import { DATED_LABELS, DATED_RULES } from './dated-rules.ts';
import { dayAndTimePicker, dayPicker, editorPattern, optionalField, timePicker } from './editor-fields.ts';

/** What a kind says of each dated field, for its volunteers. */
export type DatedHints = Record<keyof typeof DATED_LABELS, string>;

export function datedEditorFields(hints: DatedHints): Record<keyof typeof DATED_LABELS, StandardField> {
  return {
    title: {
      name: 'title',
      label: DATED_LABELS.title,
      widget: 'string',
      pattern: editorPattern(DATED_RULES.title),
      hint: hints.title,
    },
    showFrom: optionalField(dayPicker('showFrom', DATED_LABELS.showFrom, hints.showFrom)),
    showUntil: optionalField(dayPicker('showUntil', DATED_LABELS.showUntil, hints.showUntil)),
    eventStart: optionalField(dayAndTimePicker('eventStart', DATED_LABELS.eventStart, hints.eventStart)),
    eventEnd: optionalField(timePicker('eventEnd', DATED_LABELS.eventEnd, hints.eventEnd)),
    repeatsWeeklyUntil: optionalField(
      dayPicker('repeatsWeeklyUntil', DATED_LABELS.repeatsWeeklyUntil, hints.repeatsWeeklyUntil),
    ),
    place: optionalField({
      name: 'place',
      label: DATED_LABELS.place,
      widget: 'string',
      pattern: editorPattern(DATED_RULES.place),
      hint: hints.place,
    }),
  };
}

/** The hints every dated kind words alike, with its own name for an entry ("notice", "need"). */
export const sharedDatedHints = (one: string) => ({
  showFrom: `Optional. The first day to show the ${one}; it appears just after midnight that day, with the nightly update. Empty, it shows at once.`,
  eventEnd: 'Optional. The time it ends; only used with a start. A time before the start means after midnight.',
});
