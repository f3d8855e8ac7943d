import emailjs from '@emailjs/browser';
import { RATE_LIMIT, SEND_TIMEOUT_MS, msUntilNextSend, type TemplateParams } from '../../lib/contact';

export interface EmailjsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** A non-default service address (the local mailbox); EmailJS's own when absent. */
  origin?: string | undefined;
}

/**
 * Where EmailJS keeps the time of the last message. Passed to init() explicitly: EmailJS 4.3.3's
 * init() replaces its own default with the option given, so without one its throttle is off.
 */
const storage = {
  get: async (key: string) => localStorage.getItem(key),
  set: async (key: string, value: string) => localStorage.setItem(key, value),
  remove: async (key: string) => localStorage.removeItem(key),
};

export function initEmailjs(settings: EmailjsSettings) {
  emailjs.init({
    publicKey: settings.publicKey,
    origin: settings.origin,
    limitRate: { ...RATE_LIMIT },
    storageProvider: storage,
  });
}

/** How long before this browser may send again under the one-message-a-minute limit. */
export function msUntilAllowed(now = Date.now()): number {
  return msUntilNextSend(localStorage.getItem(RATE_LIMIT.id), now);
}

/** A failed send must not count against the limit (EmailJS records the time before sending). */
export function forgetFailedSend() {
  localStorage.removeItem(RATE_LIMIT.id);
}

/**
 * Sends through EmailJS, and gives up after SEND_TIMEOUT_MS: the request is aborted, so an answer
 * that comes later cannot also count. EmailJS's send() takes no abort signal, so for the length
 * of this one call the page's fetch adds ours to requests for the email service (the contact page
 * makes no other requests meanwhile), and is put back afterwards.
 */
export async function sendWithin(settings: EmailjsSettings, params: TemplateParams, ms = SEND_TIMEOUT_MS) {
  const origin = settings.origin ?? 'https://api.emailjs.com';
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('No answer from the email service', 'TimeoutError')),
    ms,
  );
  const pageFetch = window.fetch;
  window.fetch = (input, init) =>
    pageFetch(
      input,
      String(input instanceof Request ? input.url : input).startsWith(origin)
        ? { ...init, signal: controller.signal }
        : init,
    );
  try {
    return await emailjs.send(settings.serviceId, settings.templateId, { ...params });
  } finally {
    clearTimeout(timer);
    window.fetch = pageFetch;
  }
}
