/**
 * The adapter's promises about @emailjs/browser 4.3.3, which it uses beyond its documented API
 * (send.ts): each test fails with a message naming the library and what changed, so an upgrade
 * that breaks one is caught here, not by a visitor. Upgrading: docs/upgrading.md.
 *
 * The library runs for real; only the network edge is answered here (the page's fetch), and
 * localStorage is a plain in-memory stand-in, since these tests run outside a browser.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT } from '../../lib/contact';
import { OUTBOX } from '../../lib/outbox';
import { Outbox } from '../../lib/outbox-store';
import { KeptForLater, initEmailjs, sendWithin } from './send';

const SETTINGS = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x', origin: 'https://mail.test' };
const seen: { url: string; init: RequestInit | undefined }[] = [];
let answer: (init?: RequestInit) => Promise<Response>;

// Vitest runs test files one after another in a worker (isolate: false): put back what this changes.
const { fetch: realFetch } = globalThis;

beforeEach(() => {
  const store = new Map<string, string>();
  Object.assign(globalThis, {
    window: globalThis,
    location: new URL('https://site.test/contact'),
    localStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    },
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ url: String(input), init });
      return answer(init);
    },
  });
  seen.length = 0;
  answer = async () => new Response('OK', { status: 200 });
  initEmailjs(SETTINGS);
});
afterEach(() => {
  for (const name of ['window', 'location', 'localStorage']) Reflect.deleteProperty(globalThis, name);
  globalThis.fetch = realFetch;
});

describe('@emailjs/browser, as send.ts uses it', () => {
  it('sends through the page’s fetch, so the timeout can abort it', async () => {
    await sendWithin(SETTINGS, { emailSubject: 'Hello' } as never);
    expect(seen.length, '@emailjs/browser no longer sends through window.fetch: sendWithin cannot abort a send').toBe(
      1,
    );
    expect(seen[0]!.url).toBe('https://mail.test/api/v1.0/email/send');
    expect(
      seen[0]!.init?.signal,
      '@emailjs/browser no longer passes fetch options through: no abort signal',
    ).toBeInstanceOf(AbortSignal);
    const body = JSON.parse(String(seen[0]!.init?.body));
    expect(body.lib_version, '@emailjs/browser reports another version: the spec names 4.3.3').toBe('4.3.3');
    expect(body).toMatchObject({ user_id: 'key_x', service_id: 'service_x', template_id: 'template_x' });
  });

  it('gives up after the time allowed, aborting the request', async () => {
    // A service that never answers; the request ends only when it is aborted, as fetch's does.
    answer = (init) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const failed = await sendWithin(SETTINGS, {} as never, 20).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(DOMException);
    expect(seen[0]!.init?.signal?.aborted, '@emailjs/browser no longer lets the page abort a send').toBe(true);
  });

  it('keeps the one-message-a-minute limit in the storage init() is given', async () => {
    await sendWithin(SETTINGS, {} as never);
    expect(
      localStorage.getItem(RATE_LIMIT.id),
      '@emailjs/browser no longer records the last send through the storageProvider passed to init()',
    ).toMatch(/^\d+$/);
    const second = await sendWithin(SETTINGS, {} as never).catch((error: { status?: number }) => error);
    expect(second, '@emailjs/browser no longer refuses a second send within the limit').toMatchObject({ status: 429 });
    expect(seen).toHaveLength(1);
  });

  it('with no network, keeps in the outbox the very request it made', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const outbox = new Outbox(new IDBFactory());
    const failed = await sendWithin(SETTINGS, { emailSubject: 'Hello' } as never, 1_000, outbox).catch(
      (error: unknown) => error,
    );
    expect(failed, '@emailjs/browser no longer lets a network failure through as fetch gives it').toBeInstanceOf(
      KeptForLater,
    );
    const [kept] = await outbox.list();
    expect(kept?.request).toEqual({
      url: seen[0]!.url,
      method: 'POST',
      headers: [['content-type', 'application/json']],
      body: seen[0]!.init?.body,
    });
    expect(JSON.parse(kept!.request!.body)).toMatchObject({
      lib_version: '4.3.3',
      user_id: 'key_x',
      service_id: 'service_x',
      template_id: 'template_x',
      template_params: { emailSubject: 'Hello' },
    });
    expect(localStorage.getItem(OUTBOX.flag)).toBe('1');
  });
});
