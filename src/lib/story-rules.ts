/**
 * A story's rules in words and patterns, with no schema library: the build's schema
 * (src/lib/story-schema.ts), the editor's fields (src/lib/story-editor.ts) and its own check
 * before a save (src/admin/checks.ts, a small script of its own) all read them, so the volunteer
 * reads the same words from each.
 */
import type { LineSpec, Rule } from './patterns.ts';

/** What the editor and the build both check, field by field, in the same words. */
export const STORY_RULES = {
  /** One line of at most 80 characters. */
  title: { pattern: /^[^\n]{1,80}$/, message: 'Write a short title on one line, at most 80 characters' },
  /** One or two sentences, for cards, sharing previews and the feed: at most 200 characters. */
  summary: { pattern: /^[^\n]{1,200}$/, message: 'One or two sentences on one line, at most 200 characters' },
} as const satisfies Record<string, Rule>;

/**
 * Who took the photo, shown under it on the story's page: written here once, and made into both
 * the build's rule (story-schema.ts) and the editor's field (story-editor.ts).
 */
export const PHOTO_CREDIT = {
  name: 'photoCredit',
  label: 'Photo by',
  hint: 'Optional. The name of whoever took the photo, shown under it as "Photo: …". Empty, no name is shown.',
  rule: { pattern: /^[^\n]{0,60}$/, message: 'The name of whoever took the photo, on one line, at most 60 characters' },
} as const satisfies LineSpec;

/**
 * What the build says when the consent box is not ticked: the editor's own label, so the volunteer
 * who reads it finds the box (src/admin/checks.ts shows the same words before a save).
 */
export const CONSENT_LABEL = 'The people in this story agreed to share it';
export const CONSENT_MESSAGE = `Tick “${CONSENT_LABEL}” once they have. The ministry serves neighbors in hard times: a story is not published without their agreement.`;
/** A photo without its description. */
export const PHOTO_ALT_MESSAGE = 'Describe the photo in “What the photo shows”, for people who cannot see it';

/**
 * What is wrong with a story's field that no pattern says, in the build's log; the editor's check
 * before a save shows the last two (which it imports on their own, so its script carries only those).
 */
export const STORY_MESSAGES = {
  paragraph: 'a paragraph left empty: write it or remove it',
  paragraphs: 'paragraphs needs at least one paragraph',
  consent: CONSENT_MESSAGE,
  photoAlt: PHOTO_ALT_MESSAGE,
} as const;
