/**
 * The projects in the editor at /admin: their fields, made from the rules the build holds a
 * project to (project-rules.ts), with the hints a volunteer reads.
 */
import type { EntryCollection } from '@sveltia/cms';
import { contentFolder, editorLine, editorPattern, optionalField, paragraphList, standard } from './editor-fields.ts';
import {
  ASK_WAYS,
  ASK_WAY_LABELS,
  HANDOVERS,
  HANDOVER_WORDS,
  NEIGHBOR_LINES,
  PROJECT_RULES,
  PROJECT_STATUSES,
} from './project-rules.ts';

/** What the editor calls each status, in the order the build lists them. */
const STATUS_LABELS: Record<(typeof PROJECT_STATUSES)[number], string> = {
  current: 'Current: under way now',
  future: 'Future: planned',
};

export function projectsCollection(): EntryCollection {
  return {
    ...contentFolder('projects'),
    label: 'Projects',
    label_singular: 'Project',
    description: 'The ministry’s current and future projects, as they appear on the Projects page.',
    // Pictures go next to the others, where the build turns them into small AVIF and WebP copies;
    // each project file names its picture by a path from itself.
    media_folder: '../../assets/projects',
    public_folder: '../../assets/projects',
    summary: '{{title}} ({{status}}, {{order}})',
    sortable_fields: ['title', 'status', 'order'],
    fields: standard([
      {
        name: 'title',
        label: 'Project name',
        widget: 'string',
        hint: 'As it appears on the Projects page, such as "H.O.P.E. Box".',
      },
      {
        name: 'status',
        label: 'Current or future',
        widget: 'select',
        options: PROJECT_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value })),
        default: 'current',
        hint: 'Which list on the Projects page the project appears in.',
      },
      {
        name: 'order',
        label: 'Place in its list',
        widget: 'number',
        value_type: 'int',
        min: 1,
        default: 1,
        hint: '1 comes first in its list, then 2, and so on.',
      },
      {
        name: 'image',
        label: 'Picture',
        widget: 'image',
        // What the build can make into AVIF and WebP copies; a picture from an address would fail
        // the build, so there is no "Enter URL".
        choose_url: false,
        accept: 'image/jpeg,image/png,image/webp',
        hint: 'A landscape photo or drawing (JPEG, PNG or WebP), at least 1080 pixels wide.',
      },
      {
        name: 'imageAlt',
        label: 'What the picture shows',
        widget: 'string',
        hint: 'One sentence for people who cannot see the picture, such as "Gift bags packed for a birthday".',
      },
      {
        ...paragraphList('description', 'Description', 'The paragraphs on the project’s card. At least one.'),
        min: 1,
      },
      optionalField(
        paragraphList(
          'readMore',
          'Read More',
          'Optional. With paragraphs here, the card gets a "Read More" button that shows them.',
        ),
      ),
      optionalField({
        name: 'wishlist',
        label: 'Wish lists',
        label_singular: 'Wish list',
        widget: 'list',
        collapsed: false,
        hint: 'Optional. Each becomes a link on the card that opens the shop in a new tab.',
        fields: standard([
          {
            name: 'btnTxt',
            label: 'Wish list button text',
            widget: 'string',
            hint: 'The words on the link, such as "Hygiene items wish list".',
          },
          {
            name: 'url',
            label: 'Wish list address',
            widget: 'string',
            pattern: editorPattern(PROJECT_RULES.wishlistUrl),
            hint: 'The full address of the list at the online shop, starting with https://.',
          },
        ]),
      }),
      // What a neighbour who may need it reads on the help page: a current project's only. Each
      // may wait, but the preflight names a current project still missing one.
      optionalField(editorLine(NEIGHBOR_LINES.whoFor)),
      optionalField({
        name: 'askBy',
        label: 'How to ask',
        widget: 'select',
        multiple: true,
        options: ASK_WAYS.map((value) => ({ label: ASK_WAY_LABELS[value], value })),
        hint: 'Each way a neighbor may ask for it. "Write with the form" gives the project a page with the request already written.',
      }),
      optionalField(editorLine(NEIGHBOR_LINES.howSoon)),
      optionalField({
        name: 'handover',
        label: 'Picked up or brought',
        widget: 'select',
        options: HANDOVERS.map((value) => ({ label: HANDOVER_WORDS[value], value })),
        hint: 'Whether the neighbor picks it up, the ministry brings it, or either.',
      }),
      optionalField(editorLine(NEIGHBOR_LINES.howOften)),
      optionalField(editorLine(NEIGHBOR_LINES.bring)),
    ]),
  };
}
