/**
 * The facts the ministry changes (phone, email, mailing address, place, opening times, donation
 * form, the charity's legal name, EIN and registration, the help nearby, policy date, the
 * accessibility statement's review date and answer time):
 * kept as data in src/data/site-facts.json, which volunteers edit in the editor at /admin, and
 * checked by this schema wherever they are read (src/site.ts). The editor's fields for them
 * (src/lib/site-facts-editor.ts) are made from the same rules (site-facts-rules.ts).
 */
import { z } from 'astro/zod';
import { dayText, optional, ruled } from './fields.ts';
import {
  ACCESSIBILITY_ANSWER_DAYS,
  FACT_MESSAGES,
  FACT_RULES,
  REGISTRATIONS,
  TIME_PATTERN,
  WEEKDAYS,
  helpRowProblem,
  openingTimeProblem,
  usdaProblem,
} from './site-facts-rules.ts';

/** What is open, which days, from and until when: "Food pantry", Tuesday and Thursday, 09:00 to 12:00. */
const openingTime = z
  .strictObject({
    what: ruled(FACT_RULES.what),
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
    name: ruled(FACT_RULES.helpName),
    helpsWith: ruled(FACT_RULES.helpsWith),
    phone: optional(ruled(FACT_RULES.helpPhone)),
    /** Whether the number also takes text messages, as 988 does. */
    canText: z.boolean().default(false),
    web: optional(ruled(FACT_RULES.helpWeb)),
  })
  .superRefine((row, context) => {
    const problem = helpRowProblem(row);
    if (problem) context.addIssue({ code: 'custom', path: ['phone'], message: problem });
  });

export const siteFactsSchema = z.strictObject({
  phone: ruled(FACT_RULES.phone),
  email: ruled(FACT_RULES.email),
  mailingAddress: z.strictObject({
    line1: z.string().trim().min(1, 'mailingAddress.line1 is required'),
    locality: z.string().trim().min(1, 'mailingAddress.locality (the town) is required'),
    region: ruled(FACT_RULES.region),
    postalCode: ruled(FACT_RULES.postalCode),
  }),
  /**
   * Where people come (suppers, sorting days, anything with a time): the place every notice and
   * need without one of its own is held at. Never the mailing address, which may be a P.O. box.
   */
  place: z.strictObject({
    name: ruled(FACT_RULES.placeName),
    streetAddress: ruled(FACT_RULES.streetAddress),
    locality: z.string().trim().min(1, 'place.locality (the town) is required'),
    region: ruled(FACT_RULES.region),
    postalCode: ruled(FACT_RULES.postalCode),
  }),
  /**
   * When the doors are open. No rows means the ministry asks people to call or text first.
   * `confirmed` stays false until the ministry has checked them; the preflight refuses to publish before.
   */
  openingHours: z.strictObject({
    times: z.array(openingTime).default([]),
    confirmed: z.boolean(),
    /** The day the ministry last checked the times, shown beside them; the preflight asks again after six months. */
    checkedOn: optional(dayText('openingHours.checkedOn')),
  }),
  /** What a donor checks the ministry by: its registered name, its EIN, and where to read more. */
  charity: z.strictObject({
    legalName: ruled(FACT_RULES.legalName),
    ein: ruled(FACT_RULES.ein),
    /** Under Pennsylvania's Solicitation of Funds for Charitable Purposes Act; left out until the ministry says. */
    registration: optional(z.enum(REGISTRATIONS, { error: FACT_MESSAGES.registration })),
    candidProfile: optional(ruled(FACT_RULES.candidProfile)),
    financialReport: optional(ruled(FACT_RULES.financialReport)),
  }),
  /**
   * New stories by email, through the email service the ministry chooses: its sign-up address, the
   * name of its email field if it is not `email`, and its name. Left out, no sign-up shows anywhere.
   */
  storiesByEmail: z
    .strictObject({
      signUpAddress: optional(ruled(FACT_RULES.signUpAddress)),
      emailField: optional(ruled(FACT_RULES.emailField)),
      serviceName: optional(ruled(FACT_RULES.serviceName)),
    })
    .default({}),
  /**
   * What the help page (src/pages/help.astro) promises someone who asks, who at the ministry sees
   * what they send, and whether the ministry hands out USDA Foods (with the nondiscrimination
   * statement, pasted from the Department of Agriculture, both forms). `confirmed` stays false until
   * the ministry has agreed to the promises and to who sees; the preflight names them before.
   */
  gettingHelp: z
    .strictObject({
      promises: z.array(ruled(FACT_RULES.promise)).default([]),
      whoSees: ruled(FACT_RULES.whoSees),
      confirmed: z.boolean(),
      usdaFoods: z.boolean().default(false),
      usdaStatement: z.array(z.string().trim().min(1, FACT_MESSAGES.usdaStatement)).default([]),
      usdaShortStatement: optional(ruled(FACT_RULES.usdaShortStatement)),
    })
    .superRefine((help, context) => {
      const problem = usdaProblem(help);
      if (problem) context.addIssue({ code: 'custom', path: ['usdaStatement'], message: problem });
    }),
  /** Where else to turn when the ministry cannot help today. */
  helpNearby: z.array(helpRow).default([]),
  donationForm: z.strictObject({
    embedUrl: ruled(FACT_RULES.embedUrl),
    pageUrl: ruled(FACT_RULES.pageUrl),
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
      .min(
        ACCESSIBILITY_ANSWER_DAYS.min,
        `accessibility.answerWithinWorkingDays must be at least ${ACCESSIBILITY_ANSWER_DAYS.min}`,
      )
      .max(
        ACCESSIBILITY_ANSWER_DAYS.max,
        `accessibility.answerWithinWorkingDays must be at most ${ACCESSIBILITY_ANSWER_DAYS.max}`,
      ),
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
