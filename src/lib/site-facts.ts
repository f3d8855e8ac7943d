/**
 * The facts the ministry changes (phone, email, mailing address, place, donation form, policy date, the
 * accessibility statement's review date and answer time):
 * kept as data in src/data/site-facts.json, which volunteers edit in the editor at /admin, and
 * checked by this schema wherever they are read (src/site.ts). The editor's own rules for these
 * fields (public/admin/config.yml) are held to the same ones by editor-config.test.ts.
 */
import { z } from 'astro/zod';
import { EMAIL_PATTERN } from './contact.ts';

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
