/**
 * The notices in the editor at /admin: their fields, made from the rules the build holds a notice
 * to (dated-rules.ts through dated-editor.ts, and notice-rules.ts), with the hints a volunteer reads.
 */
import type { EntryCollection } from '@sveltia/cms';
import { datedEditorFields, sharedDatedHints } from './dated-editor.ts';
import { contentFolder, editorPattern, optionalField, standard } from './editor-fields.ts';
import { NOTICE_RULES, linkRule } from './notice-rules.ts';

/** @param pagePaths the site's own pages a notice may link to, as the build is given them */
export function noticesCollection(pagePaths: readonly string[]): EntryCollection {
  const dated = datedEditorFields({
    ...sharedDatedHints('notice'),
    title: 'A few words, such as "Manna Monday supper this week" or "Closed for Thanksgiving".',
    showUntil: 'Optional. The last day to show the notice. Left empty, an event’s notice shows until the event’s day.',
    eventStart: 'Optional, for an event. The day and time it starts, in Pennsylvania time.',
    repeatsWeeklyUntil:
      'Optional, for an event held every week, such as Manna Monday. Its last day, on or after the day it starts. Empty, it happens once.',
    place: 'Optional. Where the event is, such as "Alum Bank fire hall". Left empty, the ministry’s address.',
  });
  return {
    ...contentFolder('notices'),
    label: 'Notices',
    label_singular: 'Notice',
    description:
      'News and events for the home page, such as a supper this Monday or a day the office is closed. A notice leaves the site by itself after its last day.',
    summary: '{{title}}',
    sortable_fields: ['title'],
    fields: standard([
      dated.title,
      {
        name: 'text',
        label: 'What to tell people',
        widget: 'text',
        pattern: editorPattern(NOTICE_RULES.text),
        hint: 'One or two sentences, such as "Everyone is welcome; bring a friend."',
      },
      optionalField({
        name: 'link',
        label: 'Link',
        widget: 'string',
        pattern: editorPattern(linkRule(pagePaths)),
        hint: 'Optional. A page of this site, such as /donate or /volunteer, or a full address starting with https://.',
      }),
      dated.showFrom,
      dated.showUntil,
      dated.eventStart,
      dated.eventEnd,
      dated.repeatsWeeklyUntil,
      dated.place,
      optionalField({
        name: 'urgent',
        label: 'Urgent (show on every page)',
        widget: 'boolean',
        default: false,
        hint: 'Shows the notice in a bar under the menu on every page. Use it for one notice at a time.',
      }),
    ]),
  };
}
