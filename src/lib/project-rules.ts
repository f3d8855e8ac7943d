/**
 * A project's rules that a volunteer can break in the editor, with the words they read: the build's
 * schema (src/lib/project-schema.ts) refuses a file written by hand in the same words the editor's
 * fields (src/lib/project-editor.ts) show. Imports only the shared patterns.
 */
import { HTTPS_URL_PATTERN, type LineSpec, type Rule } from './patterns.ts';

export const PROJECT_STATUSES = ['current', 'future'] as const;

export const PROJECT_RULES = {
  /** Wish lists live at an online shop: a full address starting with https://. */
  wishlistUrl: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Copy the full address of the list from the shop; it starts with https://',
  },
} as const satisfies Record<string, Rule>;

/** A line a neighbour reads: one line, short enough to read at a glance on a phone. */
const neighborLine = (name: string, label: string, hint: string, most: number): LineSpec => ({
  name,
  label,
  hint,
  rule: {
    pattern: new RegExp(`^[^\\n]{0,${most}}$`),
    message: `"${label}" (${name}) is one line of at most ${most} characters`,
  },
});

/**
 * What a current project says to a neighbour who may need it, in short plain lines: who it is for,
 * how soon the ministry answers, how often one may ask, and what to have ready. The help page
 * (src/pages/help.astro) gathers them; a current project still missing one builds and shows, and
 * `npm run preflight` names it.
 */
export const NEIGHBOR_LINES = {
  whoFor: neighborLine(
    'whoFor',
    'Who it is for',
    'For a neighbor who may need it, such as "A family in our county with a child’s birthday coming up."',
    160,
  ),
  howSoon: neighborLine('howSoon', 'How soon we answer', 'Such as "We call or text you back within two days."', 120),
  howOften: neighborLine(
    'howOften',
    'How often someone may ask',
    'Such as "Once every three months" or "Once a year, for each child."',
    120,
  ),
  bring: neighborLine(
    'bring',
    'What to have ready or bring',
    'Such as "Nothing. Just ask." or "The child’s first name and age."',
    120,
  ),
} as const satisfies Record<string, LineSpec>;

/** How a neighbour may ask for a project: by phone, by text, with the form written for it, or in person. */
export const ASK_WAYS = ['call', 'text', 'form', 'visit'] as const;
export type AskWay = (typeof ASK_WAYS)[number];
/** What the editor calls each way, in the order the page offers them. */
export const ASK_WAY_LABELS: Record<AskWay, string> = {
  call: 'Call us',
  text: 'Text us',
  form: 'Write with the form',
  visit: 'Come by when we are open',
};

/** Whether the help is picked up, brought to the neighbour, or either. */
export const HANDOVERS = ['pickUp', 'bring', 'either'] as const;
export type Handover = (typeof HANDOVERS)[number];
/** What the editor offers, and what the page says, of each. */
export const HANDOVER_WORDS: Record<Handover, string> = {
  pickUp: 'You pick it up from us.',
  bring: 'We bring it to you.',
  either: 'You pick it up, or we bring it to you.',
};

/** Each thing a neighbour needs to know of a current project, in the order the page shows them, by its name in the file. */
export const NEIGHBOR_FIELDS = [
  { name: 'whoFor', label: NEIGHBOR_LINES.whoFor.label },
  { name: 'askBy', label: 'How to ask' },
  { name: 'howSoon', label: NEIGHBOR_LINES.howSoon.label },
  { name: 'handover', label: 'Picked up or brought' },
  { name: 'howOften', label: NEIGHBOR_LINES.howOften.label },
  { name: 'bring', label: NEIGHBOR_LINES.bring.label },
] as const;

/** What a project file said before "Who it is for": the build names the new field for it. */
export const WHO_IT_SERVES_MOVED =
  'whoItServes is now "Who it is for" (whoFor); say how to ask in "How to ask" (askBy)';

/** The things a current project does not yet tell a neighbour, as the preflight names them. */
export function missingNeighborFields(project: Record<string, unknown>): string[] {
  return NEIGHBOR_FIELDS.filter(({ name }) => {
    const value = project[name];
    return Array.isArray(value) ? value.length === 0 : typeof value !== 'string' || value.trim() === '';
  }).map(({ name, label }) => `"${label}" (${name})`);
}
