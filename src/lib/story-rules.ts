/**
 * A story's rules in words and patterns, with no schema library: the build's schema
 * (src/lib/stories.ts) and the editor's own check before a save (src/admin/checks.ts, a small
 * script of its own) both read them, so the volunteer reads the same words from either.
 */

/** What the editor and the build both check, field by field. */
export const STORY_PATTERNS = {
  /** One line of at most 80 characters. */
  title: /^[^\n]{1,80}$/,
  /** One or two sentences, for cards, sharing previews and the feed: at most 200 characters. */
  summary: /^[^\n]{1,200}$/,
};

/**
 * What the build says when the consent box is not ticked: the editor's own label, so the volunteer
 * who reads it finds the box (src/admin/checks.ts shows the same words before a save).
 */
export const CONSENT_LABEL = 'The people in this story agreed to share it';
export const CONSENT_MESSAGE = `Tick “${CONSENT_LABEL}” once they have. The ministry serves neighbors in hard times: a story is not published without their agreement.`;
/** A photo without its description. */
export const PHOTO_ALT_MESSAGE = 'Describe the photo in “What the photo shows”, for people who cannot see it';

/**
 * What is wrong with a story's field, in the build's log; the editor's check before a save shows
 * the last two (which it imports on their own, so its script carries only those).
 */
export const STORY_MESSAGES = {
  title: 'title must be one line of at most 80 characters',
  day: 'day must be a date written YYYY-MM-DD',
  showFrom: 'showFrom must be a date written YYYY-MM-DD',
  summary: 'summary must be one or two sentences on one line, at most 200 characters',
  paragraph: 'a paragraph left empty: write it or remove it',
  paragraphs: 'paragraphs needs at least one paragraph',
  consent: CONSENT_MESSAGE,
  photoAlt: PHOTO_ALT_MESSAGE,
} as const;
