/**
 * The facts the ministry changes (phone, email, mailing address, place, opening times, donation
 * form, the charity's legal name, EIN and registration, the help nearby, policy date, the
 * accessibility statement's review date and answer time):
 * kept as data in src/data/site-facts.json, which volunteers edit in the editor at /admin, and
 * checked by this schema wherever they are read (src/site.ts). The editor's own rules for these
 * fields (public/admin/config.yml) are held to the same ones by editor-config.test.ts.
 */
import { z } from 'astro/zod';
import { EMAIL_PATTERN } from './contact.ts';
import { optional } from './fields.ts';
import {
  EIN_PATTERN,
  FACT_MESSAGES,
  FACT_PATTERNS,
  HELP_PHONE_PATTERN,
  SIGN_UP_PATTERNS,
  REGISTRATIONS,
  TIME_PATTERN,
  WEEKDAYS,
  helpRowProblem,
  openingTimeProblem,
} from './site-facts-rules.ts';

/** A North American number as people write it: (814) 555-0100, 814-555-0100, 814 555 0100. */
export const PHONE_PATTERN = /^\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}$/;
/** Two capital letters, as the Postal Service writes a state. */
export const STATE_PATTERN = /^[A-Z]{2}$/;
/** A ZIP code, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** The ministry's own address follows the rule a visitor's address must (src/lib/contact.ts). */
export { EMAIL_PATTERN };
/** What people call the place, such as the hall or church: at most 80 characters. */
export const PLACE_NAME_PATTERN = /^.{1,80}$/;
/**
 * A street address people can come to: anything but a post-office box, however it is written
 * (P.O. Box, PO Box, Post Office Box, POB). Written without flags, as the editor reads a pattern.
 */
export const STREET_PATTERN =
  /^(?![Pp][\s.]*[Oo][\s.]*([Bb][Oo][Xx]|[Bb]\b)|[Pp][Oo][Ss][Tt] +[Oo][Ff][Ff][Ii][Cc][Ee] +[Bb][Oo][Xx])\S.*$/;
/** A full web address on https:// with a dotted host. */
export const HTTPS_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s]+$/;

const https = (what: string) =>
  z.string().regex(HTTPS_URL_PATTERN, `${what} must be a full web address starting with https://`);

/** What is open, which days, from and until when: "Food pantry", Tuesday and Thursday, 09:00 to 12:00. */
const openingTime = z
  .strictObject({
    what: z.string().trim().regex(FACT_PATTERNS.what, FACT_MESSAGES.what),
    days: z.array(z.enum(WEEKDAYS, { error: FACT_MESSAGES.days })).min(1, FACT_MESSAGES.days),
    opens: z.string().regex(TIME_PATTERN, FACT_MESSAGES.opens),
    closes: z.string().regex(TIME_PATTERN, FACT_MESSAGES.closes),
  })
  .superRefine((time, context) => {
    const problem = openingTimeProblem(time);
    if (problem) context.addIssue({ code: 'custom', path: ['closes'], message: problem });
  });

/** Somewhere else to turn: its name, what it helps with, and a phone, a web address or both. */
const helpRow = z
  .strictObject({
    name: z.string().trim().regex(FACT_PATTERNS.helpName, FACT_MESSAGES.helpName),
    helpsWith: z.string().trim().regex(FACT_PATTERNS.helpsWith, FACT_MESSAGES.helpsWith),
    phone: optional(z.string().trim().regex(HELP_PHONE_PATTERN, FACT_MESSAGES.helpPhone)),
    /** Whether the number also takes text messages, as 988 does. */
    canText: z.boolean().default(false),
    web: optional(https('web')),
  })
  .superRefine((row, context) => {
    const problem = helpRowProblem(row);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
  });

export const siteFactsSchema = z.strictObject({
  phone: z.string().trim().regex(PHONE_PATTERN, 'phone must be a 10-digit number such as (814) 555-0100'),
  email: z.string().regex(EMAIL_PATTERN, 'email must be an email address such as questions@example.org'),
  mailingAddress: z.strictObject({
    line1: z.string().trim().min(1, 'mailingAddress.line1 is required'),
    locality: z.string().trim().min(1, 'mailingAddress.locality (the town) is required'),
    region: z.string().regex(STATE_PATTERN, 'mailingAddress.region must be a state such as PA'),
    postalCode: z
      .string()
      .regex(ZIP_PATTERN, 'mailingAddress.postalCode must be a ZIP code such as 12345 or 12345-6789'),
  }),
  /**
   * Where people come (suppers, sorting days, anything with a time): the place every notice and
   * need without one of its own is held at. Never the mailing address, which may be a P.O. box.
   */
  place: z.strictObject({
    name: z
      .string()
      .trim()
      .regex(PLACE_NAME_PATTERN, 'place.name (such as the hall or church) is required, in at most 80 characters'),
    streetAddress: z
      .string()
      .trim()
      .regex(STREET_PATTERN, 'place.streetAddress must be a street address people can come to, not a P.O. box'),
    locality: z.string().trim().min(1, 'place.locality (the town) is required'),
    region: z.string().regex(STATE_PATTERN, 'place.region must be a state such as PA'),
    postalCode: z.string().regex(ZIP_PATTERN, 'place.postalCode must be a ZIP code such as 12345 or 12345-6789'),
  }),
  /**
   * When the doors are open. No rows means the ministry asks people to call or text first.
   * `confirmed` stays false until the ministry has checked them; the preflight refuses to publish before.
   */
  openingHours: z.strictObject({
    times: z.array(openingTime).default([]),
    confirmed: z.boolean(),
  }),
  /** What a donor checks the ministry by: its registered name, its EIN, and where to read more. */
  charity: z.strictObject({
    legalName: z.string().trim().regex(FACT_PATTERNS.legalName, FACT_MESSAGES.legalName),
    ein: z.string().trim().regex(EIN_PATTERN, FACT_MESSAGES.ein),
    /** Under Pennsylvania's Solicitation of Funds for Charitable Purposes Act; left out until the ministry says. */
    registration: optional(z.enum(REGISTRATIONS, { error: FACT_MESSAGES.registration })),
    candidProfile: optional(https('charity.candidProfile')),
    financialReport: optional(https('charity.financialReport')),
  }),
  /**
   * New stories by email, through the email service the ministry chooses: its sign-up address, the
   * name of its email field if it is not `email`, and its name. Left out, no sign-up shows anywhere.
   */
  storiesByEmail: z
    .strictObject({
      signUpAddress: optional(z.string().trim().regex(SIGN_UP_PATTERNS.signUpAddress, FACT_MESSAGES.signUpAddress)),
      emailField: optional(z.string().trim().regex(SIGN_UP_PATTERNS.emailField, FACT_MESSAGES.emailField)),
      serviceName: optional(z.string().trim().regex(SIGN_UP_PATTERNS.serviceName, FACT_MESSAGES.serviceName)),
    })
    .default({}),
  /** Where else to turn when the ministry cannot help today. */
  helpNearby: z.array(helpRow).default([]),
  donationForm: z.strictObject({
    embedUrl: https('donationForm.embedUrl'),
    pageUrl: https('donationForm.pageUrl'),
  }),
  privacyPolicyDate: z.iso.date('privacyPolicyDate must be a date written YYYY-MM-DD'),
  /**
   * The accessibility statement's promises: the day the site was last checked against it, and
   * how soon the ministry answers someone who reports a barrier. `confirmed` stays false until
   * the ministry has agreed to both; the preflight refuses to publish before (scripts/preflight.mjs).
   */
  accessibility: z.strictObject({
    lastReviewed: z.iso.date('accessibility.lastReviewed must be a date written YYYY-MM-DD'),
    answerWithinWorkingDays: z
      .number()
      .int('accessibility.answerWithinWorkingDays must be a whole number of working days')
      .min(1, 'accessibility.answerWithinWorkingDays must be at least 1')
      .max(30, 'accessibility.answerWithinWorkingDays must be at most 30'),
    confirmed: z.boolean(),
  }),
});

export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** The facts, checked; a mistake stops the build with the file and the field named. */
export function parseSiteFacts(data: unknown, file: string): SiteFacts {
  const result = siteFactsSchema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  throw new Error(`${file} has a mistake:\n${problems.join('\n')}`);
}

/** The number a phone dials for a North American number as people write it: +1 and ten digits. */
export function dialFor(phone: string): string {
  return `+1${phone.replace(/\D/g, '')}`;
}

/** The number a phone dials for help nearby: a three-digit service number as it is (211, 988), else dialFor. */
export function dialForHelp(phone: string): string {
  return /^\d{3}$/.test(phone) ? phone : dialFor(phone);
}
