import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { SITE } from '../../src/site';
import type { EnginePage, Target } from './drivers';
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

/**
 * Counts the form's send requests (CORS preflights aside), the page's or the whole context's (its
 * service worker's too): every one that left, or, `reached`, leaving out those that failed on the
 * way for want of a network (the worker tries again after one). A request counts the moment it
 * leaves, before the mailbox can have it; a failed one is taken off as it fails.
 */
export function countSends(where: Page | BrowserContext, { reached = false } = {}): () => number {
  let count = 0;
  const isSend = (request: Request) => request.url() === SEND_URL && request.method() === 'POST';
  where.on('request', (request) => void (isSend(request) && count++));
  if (reached) where.on('requestfailed', (request) => void (isSend(request) && count--));
  return () => count;
}

/** The form's fields by name (the template parameter each fills), for every engine. */
export const FIELDS = ['FirstName', 'LastName', 'ContactEmail', 'Question', 'Prayers'] as const;
/** A field of the form by its label, for every engine. */
export const field = (name: (typeof FIELDS)[number]): Target => ({ label: CONTACT_LABELS[name] });
export const SEND: Target = { role: 'button', name: 'Send' };
const FALLBACK = '.contact-form__fallback';

/**
 * The state a failed send leaves, wherever it failed (a refusal, no answer, a kept message the
 * service refused later), in any engine: every word kept, Send back, and the other ways to reach
 * the ministry, the mail app with the message in it and the phone; another try offered only where
 * it may work.
 */
export async function expectFailedSend(page: EnginePage, values: ContactValues, { retry }: { retry: boolean }) {
  await page.until(
    (fallback) => !!document.querySelector(fallback) && !!document.querySelector('.contact-form button[type="submit"]'),
    FALLBACK,
  );
  for (const name of FIELDS) expect(await page.value(field(name)), `${name}, kept`).toBe(values[name]);
  expect(await page.shown(SEND), 'Send, back').toBe(true);
  const mailApp = `${FALLBACK} a[href^="mailto:"]`;
  expect(await page.text(mailApp)).toBe('send it from your own email app');
  const href = (await page.attribute(mailApp, 'href')) ?? '';
  expect(href.startsWith(`mailto:${SITE.email}?`), href).toBe(true);
  const mail = decodeURIComponent(/body=([^&]*)/.exec(href)?.[1] ?? '');
  for (const field of ['Question', 'Prayers', 'ContactEmail'] as const) expect(mail).toContain(values[field]);
  expect(await page.attribute(`${FALLBACK} a[href^="tel:"]`, 'href')).toBe(`tel:${SITE.phone.dial}`);
  expect(await page.text(`${FALLBACK} a[href^="tel:"]`)).toContain(SITE.phone.display);
  const words = await page.text(FALLBACK);
  if (retry) expect(words).toContain('You can try again in a moment');
  else expect(words).not.toContain('try again');
}
