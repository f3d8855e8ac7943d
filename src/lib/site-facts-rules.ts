/**
 * The rules of the ministry's facts that the editor checks before a save (src/admin/checks.ts)
 * and the build holds a file written by hand to (src/lib/site-facts.ts), in the same words: the
 * opening times, the EIN, the Pennsylvania registration, and the list of help nearby. Each
 * message names the field as the editor labels it and as the file spells it. The editor's script
 * bundles this file, so it imports only the shared patterns.
 */
import { EMAIL_PATTERN, HTTPS_URL_PATTERN, type Rule } from './patterns.ts';

/** The days a time may name, in the order a week is read. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A 24-hour time, as the editor's time picker writes it: "09:00", "17:30". */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The made-up EIN the facts hold until the ministry sets its own: no EIN starts with 00. */
export const PLACEHOLDER_EIN = '00-0000000';
/** What the ministry is under Pennsylvania's charitable solicitation law (10 P.S. § 162.6, § 162.13). */
export const REGISTRATIONS = ['registered', 'exempt'] as const;
/** How many working days the accessibility statement may promise an answer in. */
export const ACCESSIBILITY_ANSWER_DAYS = { min: 1, max: 30 } as const;
/**
 * Each written fact's rule, with the words a volunteer reads when a value breaks it: on the
 * editor's field (src/lib/site-facts-editor.ts) and, for a file written by hand, in the build's
 * log (src/lib/site-facts.ts), which names the field by its path.
 */
export const FACT_RULES = {
  /** A North American number as people write it: (814) 555-0100, 814-555-0100, 814 555 0100. */
  phone: {
    pattern: /^\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$/,
    message: 'Write the 10-digit number as people dial it, such as (814) 555-0100',
  },
  email: { pattern: EMAIL_PATTERN, message: 'Write a full email address, such as questions@example.org' },
  /** Two capital letters, as the Postal Service writes a state. */
  region: { pattern: /^[A-Z]{2}$/, message: 'Two capital letters, such as PA' },
  /** A ZIP code, or ZIP+4. */
  postalCode: { pattern: /^\d{5}(-\d{4})?$/, message: 'Five digits, such as 12345, or ZIP+4, such as 12345-6789' },
  /** What people call the place, such as the hall or church. */
  placeName: { pattern: /^.{1,80}$/, message: 'At most 80 characters, such as the name of the hall or church' },
  /**
   * A street address people can come to: anything but a post-office box, however it is written
   * (P.O. Box, PO Box, Post Office Box, POB). Written without flags, as the editor reads a pattern.
   */
  streetAddress: {
    pattern:
      /^(?![Pp][\s.]*[Oo][\s.]*([Bb][Oo][Xx]|[Bb]\b)|[Pp][Oo][Ss][Tt] +[Oo][Ff][Ff][Ii][Cc][Ee] +[Bb][Oo][Xx])\S.*$/,
    message: 'Write the street address people drive to; a P.O. Box cannot hold a supper',
  },
  what: {
    pattern: /^.{1,40}$/,
    message: '"What is open" (what) is required, such as Office or Food pantry, in at most 40 characters',
  },
  legalName: {
    pattern: /^.{1,120}$/,
    message: '"Legal name" (legalName) is required: the name as registered, in at most 120 characters',
  },
  /** An Employer Identification Number as the IRS writes it: two digits, a dash, seven digits. */
  ein: {
    pattern: /^\d{2}-\d{7}$/,
    message: '"EIN" (ein) must be nine digits written as on the IRS letter, such as 12-3456789',
  },
  candidProfile: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Paste the full address of the profile; it starts with https://',
  },
  financialReport: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Paste the full address of the report; it starts with https://',
  },
  /**
   * Where the stories-by-email sign-up posts: the email service's sign-up address, on https (or
   * the local mailbox, http://127.0.0.1, in a build made on this computer, which the preflight
   * refuses to publish).
   */
  signUpAddress: {
    pattern: /^(https:\/\/[^\s/]+\.[^\s]+|http:\/\/127\.0\.0\.1:\d+\/\S*)$/,
    message: '"Sign-up address" (signUpAddress) must be the full address the service gives, starting with https://',
  },
  /** The name of the sign-up form's email field. */
  emailField: {
    // eslint-disable-next-line no-useless-escape -- written as the editor reads it, where a bare [ would not do
    pattern: /^[A-Za-z0-9_.\[\]-]{1,40}$/,
    message:
      '"Name of the email field" (emailField) is one word of letters, digits, dots, dashes or underscores, such as email',
  },
  /** The service's name, for the privacy policy. */
  serviceName: {
    pattern: /^.{1,60}$/,
    message: '"Email service" (serviceName) is its name, such as Buttondown, in at most 60 characters',
  },
  helpName: { pattern: /^.{1,60}$/, message: '"Name" (name) is required, in at most 60 characters' },
  helpsWith: {
    pattern: /^.{1,120}$/,
    message: '"What it helps with" (helpsWith) is required: one line of at most 120 characters',
  },
  /** A number to call for help nearby: three digits (211, 988) or ten, as people write them. */
  helpPhone: {
    pattern: /^(\d{3}|\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4})$/,
    message: '"Phone" (phone) must be three digits such as 211, or ten such as (814) 555-0100',
  },
  helpWeb: { pattern: HTTPS_URL_PATTERN, message: 'Paste the full address of the web page; it starts with https://' },
  /** One of the ministry's promises to someone who asks for help, on the help page. */
  promise: {
    pattern: /^[^\n]{1,120}$/,
    message: 'Each promise is one line of at most 120 characters; delete a promise you do not need',
  },
  /** Who at the ministry reads what someone who asks sends, on the help page and in the privacy policy. */
  whoSees: {
    pattern: /^[^\n]{1,160}$/,
    message: '"Who sees it" (whoSees) is one line of at most 160 characters',
  },
  /** The USDA statement's short form, for a flyer where space is short. */
  usdaShortStatement: {
    pattern: /^[^\n]{1,200}$/,
    message: '"Short statement" (usdaShortStatement) is one line, copied from the Department of Agriculture',
  },
  embedUrl: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Paste the full address of the embed link from Zeffy; it starts with https://',
  },
  pageUrl: {
    pattern: HTTPS_URL_PATTERN,
    message: 'Paste the full address of the page link from Zeffy; it starts with https://',
  },
} as const satisfies Record<string, Rule>;

/** What is wrong with a fact that no pattern says, in the build's log and before the editor saves. */
export const FACT_MESSAGES = {
  days: '"Days" (days) needs at least one day of the week',
  opens: '"Opens" (opens) must be a time such as 09:00',
  closes: '"Closes" (closes) must be a time such as 15:00',
  closesAfterOpens: '"Closes" (closes) must be later than "Opens" (opens) on the same day',
  registration: '"Pennsylvania registration" (registration) must be registered or exempt',
  helpReach: 'Give a "Phone" (phone) or a "Web address" (web), or both, so people can reach it',
  usdaStatement:
    'With "We hand out USDA Foods" ticked, paste both the statement and its short form from the Department of Agriculture',
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

/** What is wrong with the USDA statement's fact: turned on with either form of the words missing, or undefined. */
export function usdaProblem(help: {
  usdaFoods?: boolean;
  usdaStatement?: readonly string[];
  usdaShortStatement?: string;
}) {
  if (!help.usdaFoods) return undefined;
  return help.usdaStatement?.length && help.usdaShortStatement ? undefined : FACT_MESSAGES.usdaStatement;
}

/** How long opening times stay "checked" before the preflight asks for them to be checked again, in months. */
export const HOURS_CHECK_MONTHS = 6;

/** What is wrong with a row of help nearby that gives no way to reach it, or undefined. */
export function helpRowProblem(row: { phone?: string; web?: string }): string | undefined {
  return row.phone || row.web ? undefined : FACT_MESSAGES.helpReach;
}
