/**
 * The stories in the editor at /admin: their fields, made from the rules the build holds a story
 * to (story-rules.ts), with the hints a volunteer reads. The consent and the photo's description
 * are checked before a save (src/admin/checks.ts), in the same words.
 */
import type { EntryCollection } from '@sveltia/cms';
import {
  contentFolder,
  dayPicker,
  editorLine,
  editorPattern,
  optionalField,
  paragraphList,
  standard,
} from './editor-fields.ts';
import { CONSENT_LABEL, PHOTO_CREDIT, STORY_RULES } from './story-rules.ts';

export function storiesCollection(): EntryCollection {
  return {
    ...contentFolder('stories'),
    label: 'Stories',
    label_singular: 'Story',
    description:
      'Short stories of what gifts and volunteers made possible, newest first on the home page and on /stories. Only with the agreement of the people in them.',
    // Photos go beside the build's other pictures, which it turns into small AVIF and WebP copies.
    media_folder: '../../assets/stories',
    public_folder: '../../assets/stories',
    summary: '{{title}} ({{day}})',
    sortable_fields: ['day', 'title'],
    fields: standard([
      {
        name: 'title',
        label: 'Title',
        widget: 'string',
        pattern: editorPattern(STORY_RULES.title),
        hint: 'A few words that say what happened, such as "Forty boxes before the storm".',
      },
      dayPicker('day', 'Day', 'The day it happened, or the day you tell it. The newest stories come first.'),
      optionalField(
        dayPicker(
          'showFrom',
          'Show from',
          'Optional. The first day to show the story; it appears just after midnight that day, with the nightly update. Empty, it shows at once.',
        ),
      ),
      {
        name: 'summary',
        label: 'Summary',
        widget: 'string',
        pattern: editorPattern(STORY_RULES.summary),
        hint: 'One or two sentences for the story’s card, for sharing and for the feed.',
      },
      {
        ...paragraphList(
          'paragraphs',
          'The story',
          'A few short paragraphs. Say what the gift or the help did, in plain words.',
        ),
        min: 1,
      },
      optionalField({
        name: 'photo',
        label: 'Photo',
        widget: 'image',
        choose_url: false,
        accept: 'image/jpeg,image/png,image/webp',
        hint: 'Optional. A landscape photo (JPEG, PNG or WebP), at least 1200 pixels wide.',
      }),
      optionalField({
        name: 'photoAlt',
        label: 'What the photo shows',
        widget: 'string',
        hint: 'Needed with a photo. One sentence for people who cannot see it, such as "Boxes lined up by a door".',
      }),
      optionalField(editorLine(PHOTO_CREDIT)),
      optionalField({
        name: 'project',
        label: 'Project',
        widget: 'relation',
        collection: 'projects',
        value_field: '{{slug}}',
        search_fields: ['title'],
        display_fields: ['title'],
        hint: 'Optional. The project the story is from; its card on the Projects page links to its newest story.',
      }),
      {
        name: 'consent',
        label: CONSENT_LABEL,
        widget: 'boolean',
        default: false,
        hint: 'Tick only once everyone named or shown agreed. The site will not publish the story before.',
      },
    ]),
  };
}
