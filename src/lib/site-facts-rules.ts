/**
 * The rules of the ministry's facts that the editor checks before a save (src/admin/checks.ts)
 * and the build holds a file written by hand to (src/lib/site-facts.ts), in the same words: the
 * opening times, the EIN, the Pennsylvania registration, and the list of help nearby. Each
 * message names the field as the editor labels it and as the file spells it. No imports: the
 * editor's script bundles this file alone.
 */

/** The days a time may name, in the order a week is read. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A 24-hour time, as the editor's time picker writes it: "09:00", "17:30". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An Employer Identification Number as the IRS writes it: two digits, a dash, seven digits. */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;
/** The made-up EIN the facts hold until the ministry sets its own: no EIN starts with 00. */
export const PLACEHOLDER_EIN = '00-0000000';
/** What the ministry is under Pennsylvania's charitable solicitation law (10 P.S. § 162.6, § 162.13). */
export const REGISTRATIONS = ['registered', 'exempt'] as const;
/** The words of a row: what is open, the registered name, a place's name and what it helps with. */
export const FACT_PATTERNS = {
  what: /^.{1,40}$/,
  legalName: /^.{1,120}$/,
  helpName: /^.{1,60}$/,
  helpsWith: /^.{1,120}$/,
} as const;
/**
 * Where the stories-by-email sign-up posts: the email service's sign-up address, on https (or the
 * local mailbox, http://127.0.0.1, in a build made on this computer); the name of its email field;
 * the service's name, for the privacy policy.
 */
export const SIGN_UP_PATTERNS = {
  signUpAddress: /^(https:\/\/[^\s/]+\.[^\s]+|http:\/\/127\.0\.0\.1:\d+\/\S*)$/,
  // eslint-disable-next-line no-useless-escape -- written as the editor reads it, where a bare [ would not do
  emailField: /^[A-Za-z0-9_.\[\]-]{1,40}$/,
  serviceName: /^.{1,60}$/,
} as const;
/** A number to call for help nearby: three digits (211, 988) or ten, as people write them. */
export const HELP_PHONE_PATTERN = /^(\d{3}|\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4})$/;

export const FACT_MESSAGES = {
  what: '"What is open" (what) is required, such as Office or Food pantry, in at most 40 characters',
  days: '"Days" (days) needs at least one day of the week',
  opens: '"Opens" (opens) must be a time such as 09:00',
  closes: '"Closes" (closes) must be a time such as 15:00',
  closesAfterOpens: '"Closes" (closes) must be later than "Opens" (opens) on the same day',
  legalName: '"Legal name" (legalName) is required: the name as registered, in at most 120 characters',
  ein: '"EIN" (ein) must be nine digits written as on the IRS letter, such as 12-3456789',
  registration: '"Pennsylvania registration" (registration) must be registered or exempt',
  helpName: '"Name" (name) is required, in at most 60 characters',
  helpsWith: '"What it helps with" (helpsWith) is required: one line of at most 120 characters',
  helpPhone: '"Phone" (phone) must be three digits such as 211, or ten such as (814) 555-0100',
  helpReach: 'Give a "Phone" (phone) or a "Web address" (web), or both, so people can reach it',
  signUpAddress: '"Sign-up address" (signUpAddress) must be the full address the service gives, starting with https://',
  emailField:
    '"Name of the email field" (emailField) is one word of letters, digits, dots, dashes or underscores, such as email',
  serviceName: '"Email service" (serviceName) is its name, such as Buttondown, in at most 60 characters',
} as const;

/** An opening time as the editor and the file hold it. */
export interface OpeningTime {
  what: string;
  days: readonly Weekday[];
  opens: string;
  closes: string;
}

/** What is wrong between an opening time's two times, or undefined. */
export function openingTimeProblem(time: { opens?: string; closes?: string }): string | undefined {
  if (!time.opens || !time.closes || !TIME_PATTERN.test(time.opens) || !TIME_PATTERN.test(time.closes))
    return undefined;
  return time.closes > time.opens ? undefined : FACT_MESSAGES.closesAfterOpens;
}

/** What is wrong with a row of help nearby that gives no way to reach it, or undefined. */
export function helpRowProblem(row: { phone?: string; web?: string }): string | undefined {
  return row.phone || row.web ? undefined : FACT_MESSAGES.helpReach;
}
