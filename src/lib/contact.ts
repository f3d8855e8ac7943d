/**
 * The contact form's message, as pure functions: the form island holds state and calls these;
 * the unit tests check them without a browser.
 *
 * The names below (emailSubject, emialPrayers...) are the variables of the ministry's existing
 * EmailJS template. They are a contract with that template: do not rename them, typo included.
 */
import { EMAIL_PATTERN } from './patterns.ts';

/** What a visitor sends with the contact form. Nothing is stored; it is emailed. */
export interface ContactSubmission {
  FirstName: string;
  LastName: string;
  ContactEmail: string;
  Question: string;
  Prayers: string;
}

type ContactField = keyof ContactSubmission;

export const CONTACT_FIELDS: readonly ContactField[] = ['FirstName', 'LastName', 'ContactEmail', 'Question', 'Prayers'];

/** The words the visitor sees. Spelled as the ministry has always shown them. */
export const MESSAGES = {
  badEmail: 'Bad Contact Email',
  sent: 'An email has been submitted.',
  failed: 'An error has occured',
  thanks: 'Thank you for sending in a quesiton.',
} as const;

/** A send that has had no answer for this long ends as a failure, and its request is aborted. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * One message a minute from a browser. A person who writes a second message takes longer than
 * that; a script replaying the form does not.
 */
export const RATE_LIMIT = { id: 'ssmc-contact-form', throttle: 60_000 } as const;

/**
 * How long, in milliseconds, before this browser may send again, given the time of its last
 * message as EmailJS keeps it (milliseconds since 1970, as text); 0 when it may send now.
 */
export function msUntilNextSend(
  lastSentAt: string | null,
  now: number,
  throttle: number = RATE_LIMIT.throttle,
): number {
  const last = Number(lastSentAt);
  if (!lastSentAt || !Number.isFinite(last) || last > now) return 0;
  return Math.max(0, last + throttle - now);
}

/** What a visitor who writes again too soon is told: plainly, and when they can send. */
export function waitMessage(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `You sent a message less than a minute ago. Your new message is kept here: you can send it in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/**
 * Whether trying the same message again could work after this failure. The service's refusals of
 * the request itself (400: a setting is wrong; 403: it was blocked) will be the same next time.
 */
export function retryMayWork(status: number | undefined): boolean {
  return status !== 400 && status !== 403;
}

/**
 * Longest accepted value of each field, in characters. They keep the largest possible message
 * (every character one that HTML-escaping turns into six) under EmailJS's 50 KB limit on the
 * template variables; a unit test holds that.
 */
export const MAX_LENGTH: Record<ContactField, number> = {
  FirstName: 100,
  LastName: 100,
  ContactEmail: 254,
  Question: 2000,
  Prayers: 2000,
};

/** EmailJS refuses template variables larger than this, in bytes. */
export const EMAILJS_PARAMS_LIMIT_BYTES = 50 * 1024;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe to place inside HTML: what a visitor typed can never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Escaped text with its line breaks kept, for the HTML body of the email. */
function htmlParagraph(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** The EmailJS template variables for a submission. */
export interface TemplateParams {
  emailSubject: string;
  emailBody: string;
  emailSender: string;
  emailQuestion: string;
  emailSenderFName: string;
  emailSenderLName: string;
  emialPrayers: string;
  [key: string]: string;
}

/** Trims every field: stray spaces from a phone keyboard are not part of the message. */
function tidySubmission(submission: ContactSubmission): ContactSubmission {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, submission[field].trim()]),
  ) as unknown as ContactSubmission;
}

export function buildTemplateParams(submission: ContactSubmission, organisationShortName: string): TemplateParams {
  const { FirstName, LastName, ContactEmail, Question, Prayers } = tidySubmission(submission);
  const rows: [string, string][] = [
    ['First name', FirstName],
    ['Last name', LastName],
    ['Email', ContactEmail],
    ['Question', Question],
    ['Prayer request', Prayers],
  ];
  const emailBody = [
    `<h2>New message from the ${escapeHtml(organisationShortName)} website contact form</h2>`,
    ...rows.map(([label, value]) => `<p><strong>${label}:</strong><br>${htmlParagraph(value)}</p>`),
  ].join('\n');

  return {
    emailSubject: `${organisationShortName} website contact form: a question and prayer request`,
    emailBody,
    emailSender: ContactEmail,
    // The template expects these four as JSON-encoded strings (quoted, with escapes).
    emailQuestion: JSON.stringify(Question),
    emailSenderFName: JSON.stringify(FirstName),
    emailSenderLName: JSON.stringify(LastName),
    emialPrayers: JSON.stringify(Prayers),
  };
}

/**
 * The visitor's words back from the template variables buildTemplateParams made (a kept message
 * the service refused goes back into the form); null when they are not such variables.
 */
export function submissionFromParams(params: Record<string, unknown>): ContactSubmission | null {
  const decoded = (value: unknown) => {
    try {
      const text: unknown = typeof value === 'string' ? JSON.parse(value) : undefined;
      return typeof text === 'string' ? text : null;
    } catch {
      return null;
    }
  };
  const submission = {
    FirstName: decoded(params.emailSenderFName),
    LastName: decoded(params.emailSenderLName),
    ContactEmail: typeof params.emailSender === 'string' ? params.emailSender : null,
    Question: decoded(params.emailQuestion),
    Prayers: decoded(params.emialPrayers),
  };
  return Object.values(submission).every((value) => value !== null) ? (submission as ContactSubmission) : null;
}

/** Size in bytes of the template variables as they travel (UTF-8 JSON). */
export function templateParamsBytes(params: TemplateParams): number {
  return new TextEncoder().encode(JSON.stringify(params)).length;
}

/**
 * A mailto: link that opens the visitor's own email app with the message already written,
 * for when the form cannot send.
 */
export function mailtoLink(to: string, submission: ContactSubmission, organisationShortName: string): string {
  const { FirstName, LastName, ContactEmail, Question, Prayers } = tidySubmission(submission);
  const subject = `Question and prayer request for ${organisationShortName}`;
  const body = [
    `Name: ${[FirstName, LastName].filter(Boolean).join(' ')}`,
    `Email: ${ContactEmail}`,
    '',
    'Question:',
    Question,
    '',
    'How you can pray for me:',
    Prayers,
  ].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Where the form keeps its draft in sessionStorage (the island hydrates at idle when it is set). */
export const DRAFT_KEY = 'ssmc-contact-draft';

/** A draft of the form, as kept in sessionStorage. Anything unexpected is ignored. */
export function parseDraft(stored: string | null): Partial<ContactSubmission> {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return {};
    const draft: Partial<ContactSubmission> = {};
    for (const field of CONTACT_FIELDS) {
      const text = (value as Record<string, unknown>)[field];
      if (typeof text === 'string') draft[field] = text.slice(0, MAX_LENGTH[field]);
    }
    return draft;
  } catch {
    return {};
  }
}

/** How many characters are left, once few enough that the visitor should be told. */
export function remainingToAnnounce(length: number, max: number, warnWithin = 200): number | null {
  const left = max - length;
  return left <= warnWithin ? Math.max(left, 0) : null;
}
