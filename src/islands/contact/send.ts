import emailjs from '@emailjs/browser';
import { RATE_LIMIT, SEND_TIMEOUT_MS, msUntilNextSend, type TemplateParams } from '../../lib/contact';
import { OUTBOX, type KeptMessage } from '../../lib/outbox';
import { Outbox } from '../../lib/outbox-store';

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

/** A send that found no network: the request EmailJS made is kept in the outbox, to go later. */
export class KeptForLater extends Error {
  constructor(readonly kept: KeptMessage) {
    super('No network: the message is kept on this device');
  }
}

/**
 * Sends through EmailJS, and gives up after SEND_TIMEOUT_MS: the request is aborted, so an answer
 * that comes later cannot also count. EmailJS's send() takes no abort signal, so for the length
 * of this one call the page's fetch adds ours to requests for the email service (the contact page
 * makes no other requests meanwhile), and is put back afterwards. Where the request finds no
 * network at all, the very request EmailJS made is kept in the outbox (src/lib/outbox-store.ts),
 * and this rejects with KeptForLater.
 */
export async function sendWithin(
  settings: EmailjsSettings,
  params: TemplateParams,
  ms = SEND_TIMEOUT_MS,
  outbox = new Outbox(),
) {
  const origin = settings.origin ?? 'https://api.emailjs.com';
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('No answer from the email service', 'TimeoutError')),
    ms,
  );
  const pageFetch = window.fetch;
  let kept: KeptMessage | undefined;
  window.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(origin)) return pageFetch(input, init);
    try {
      // The browser knows it has no signal: the request would fail at once, so it is not made.
      if (navigator.onLine === false) throw new TypeError('No network');
      return await pageFetch(input, { ...init, signal: controller.signal });
    } catch (error) {
      // A request the network never took (fetch rejects only then, or when we abort it).
      if (!controller.signal.aborted) {
        kept = await outbox
          .keep({
            url,
            method: init?.method ?? 'GET',
            headers: [...new Headers(init?.headers)],
            body: typeof init?.body === 'string' ? init.body : '',
          })
          .catch(() => undefined); // no storage on this device: it fails as before
        if (kept) localStorage.setItem(OUTBOX.flag, '1');
      }
      throw error;
    }
  };
  try {
    return await emailjs.send(settings.serviceId, settings.templateId, { ...params });
  } catch (error) {
    throw kept ? new KeptForLater(kept) : error;
  } finally {
    clearTimeout(timer);
    window.fetch = pageFetch;
  }
}

/** Background Sync, where the browser has it (Chromium): not yet in TypeScript's DOM types. */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the service worker to send the outbox when the signal returns, even with the page closed.
 * True where the browser will (Background Sync, and a worker in charge); false where the outbox
 * goes only while a page of the site is open, or at the next visit.
 */
export async function sendLaterWithPageClosed(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & WithSync) | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(OUTBOX.syncTag);
    return true;
  } catch {
    return false;
  }
}
