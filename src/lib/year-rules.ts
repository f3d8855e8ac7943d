/**
 * A year's record's rules that a treasurer can break in the editor, with the words they read: the
 * build's schema (src/lib/year-schema.ts) refuses a file written by hand in the same words the
 * editor's fields (src/lib/year-editor.ts) and its check before a save (src/admin/checks.ts) show.
 * Money is kept in whole dollars, as the IRS's forms ask for it. Imports only the shared patterns.
 */
import { HTTPS_URL_PATTERN, type Rule } from './patterns.ts';

/** The first year a record may be for. */
export const FIRST_YEAR = 2000;
/** The lowest net assets a record may give: below zero is possible, a billion below is a typing slip. */
export const LOWEST_NET_ASSETS = -1_000_000_000;

/** What is said of each mistake, naming the field as the editor labels it and as the file spells it. */
export const YEAR_MESSAGES = {
  year: (lastEnded: number) => `"Year" (year) must be a year that has ended, such as ${lastEnded}`,
  count: '"How many" (count) must be a whole number, 0 or more',
  unit: '"Of what" (unit) is required, such as H.O.P.E. Boxes, in at most 60 characters',
  hours: '"Volunteer hours" (volunteerHours) must be a whole number, 0 or more',
  money: (label: string, name: string) => `"${label}" (${name}) must be an amount in whole dollars, such as 12500`,
  netAssets:
    '"Net assets at the end of the year" (netAssets) must be an amount in whole dollars, such as 12500 or -800',
  role: '"Role" (role) is needed for each board member, such as President or Treasurer',
  name: '"Name" (name) is needed for each board member',
  split: (sum: number, total: number) =>
    `Program, fundraising and administration add up to ${sum}, not the ${total} written in "Money out in all" (total)`,
} as const;

export const YEAR_RULES = {
  unit: { pattern: /^[^\n]{1,60}$/, message: YEAR_MESSAGES.unit },
  role: { pattern: /^[^\n]{1,60}$/, message: YEAR_MESSAGES.role },
  form990: { pattern: HTTPS_URL_PATTERN, message: 'Paste the full address of the Form 990; it starts with https://' },
  review: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Paste the full address of the audit or financial review; it starts with https://',
  },
} as const satisfies Record<string, Rule>;

/** Where the money went, as the record keeps it: each part and the total it claims. */
export interface MoneyOut {
  program: number;
  fundraising: number;
  administration: number;
  total: number;
}

/** What is wrong with a split of expenses that does not add up to the total it claims, or undefined. */
export function splitProblem(out: Partial<MoneyOut>): string | undefined {
  const { program, fundraising, administration, total } = out;
  if ([program, fundraising, administration, total].some((value) => typeof value !== 'number')) return undefined;
  const sum = program! + fundraising! + administration!;
  return sum === total ? undefined : YEAR_MESSAGES.split(sum, total!);
}
