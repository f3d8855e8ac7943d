/**
 * A project's rules that a volunteer can break in the editor, with the words they read: the build's
 * schema (src/lib/project-schema.ts) refuses a file written by hand in the same words the editor's
 * fields (src/lib/project-editor.ts) show. Imports only the shared patterns.
 */
import { HTTPS_URL_PATTERN, type Rule } from './patterns.ts';

export const PROJECT_STATUSES = ['current', 'future'] as const;

export const PROJECT_RULES = {
  /** Wish lists live at an online shop: a full address starting with https://. */
  wishlistUrl: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Copy the full address of the list from the shop; it starts with https://',
  },
} as const satisfies Record<string, Rule>;
