import { expect, type Page, type Request } from '@playwright/test';
import { CONTACT_LABELS, MAILBOX_ORIGIN, type ContactValues } from './site';

/** What the contact form's specs share: its parts by role, and what reached the mailbox. */

export const SEND_URL = `${MAILBOX_ORIGIN}/api/v1.0/email/send`;

export const form = (page: Page) => page.getByRole('form', { name: 'Email Your Questions Here' });
export const send = (page: Page) => form(page).getByRole('button', { name: 'Send' });
export const banner = (page: Page) => page.getByRole('status');
/** What the contact page says, once, of a message kept at an earlier visit that has since gone. */
export const SENT_BEFORE = /^Your message of \w+day, \d{1,2}:\d\d [ap]m has been sent\.$/;

/** What the form says while a message is kept on the device, waiting for the signal. */
export const kept = (page: Page) => page.locator('.contact-form__kept');

/** What a failed or kept message offers instead: the mail app and the phone. */
export const fallback = (page: Page) => page.locator('.contact-form__fallback');

export async function expectFormKeeps(page: Page, values: ContactValues) {
  for (const [name, label] of Object.entries(CONTACT_LABELS)) {
    await expect(form(page).getByLabel(label, { exact: true })).toHaveValue(values[name as keyof ContactValues]);
  }
}

/** Counts the form's send requests (CORS preflights aside). */
export function countSends(page: Page): () => number {
  let count = 0;
  page.on('request', (request: Request) => {
    if (request.url() === SEND_URL && request.method() === 'POST') count++;
  });
  return () => count;
}
