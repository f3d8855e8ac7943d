/**
 * The volunteer needs in the editor at /admin: their fields, made from the rules the build holds a
 * need to (dated-rules.ts through dated-editor.ts, and need-rules.ts), with the hints a volunteer reads.
 */
import type { EntryCollection } from '@sveltia/cms';
import { datedEditorFields, sharedDatedHints } from './dated-editor.ts';
import { contentFolder, editorPattern, optionalField, standard } from './editor-fields.ts';
import { NEED_RULES, STILL_NEEDED } from './need-rules.ts';

export function needsCollection(): EntryCollection {
  const dated = datedEditorFields({
    ...sharedDatedHints('need'),
    title: 'What the help is, in a few words, such as "Serve supper at Manna Monday" or "Sort donated coats".',
    showUntil: 'Optional. The last day to show the need. Left empty, it shows until its day, or until it is deleted.',
    eventStart: 'Optional. The day and time the help starts, in Pennsylvania time. Left empty, any time suits.',
    repeatsWeeklyUntil:
      'Optional, for help needed every week, such as each Manna Monday. Its last day, on or after the day it starts.',
    place: 'Optional. Where the help is, such as "Alum Bank fire hall". Left empty, the ministry’s address.',
  });
  return {
    ...contentFolder('needs'),
    label: 'Volunteers wanted',
    label_singular: 'Volunteer need',
    description:
      'The help the ministry asks for, such as three people to serve supper on Monday. It shows on the Volunteer page and the home page, and leaves the site by itself after its last day. Lower the number as people offer; at 0 it shows as filled.',
    summary: '{{title}} ({{stillNeeded}} still needed)',
    sortable_fields: ['title', 'stillNeeded'],
    fields: standard([
      dated.title,
      {
        name: 'stillNeeded',
        label: 'People still needed',
        widget: 'number',
        value_type: 'int',
        min: STILL_NEEDED.min,
        max: STILL_NEEDED.max,
        default: 1,
        hint: 'How many more people are needed. Lower it as people offer; at 0 the need shows as filled and asks for no one.',
      },
      optionalField({
        name: 'suits',
        label: 'Who it suits, or what to bring',
        widget: 'string',
        pattern: editorPattern(NEED_RULES.suits),
        hint: 'Optional. One line, such as "Good for teens with a parent. Bring an apron."',
      }),
      dated.eventStart,
      dated.eventEnd,
      dated.repeatsWeeklyUntil,
      dated.place,
      dated.showFrom,
      dated.showUntil,
    ]),
  };
}
