/**
 * The outbox's rules: a message pressed Send with no signal is kept on the visitor's device and
 * goes by itself, once, when the signal returns, whether or not the page is still open. Pure
 * functions, unit-tested in outbox.test.ts; the store over IndexedDB that the page and the
 * service worker share is outbox-store.ts.
 */

/** Names shared by the page, the service worker and the tests. */
export const OUTBOX = {
  /** The IndexedDB database and its one object store. */
  database: 'ssmc-outbox',
  store: 'messages',
  /** The Background Sync tag the page registers and the service worker answers. */
  syncTag: 'ssmc-outbox',
  /**
   * The BroadcastChannel on which whoever sent or gave back a message (a page, another tab, the
   * worker) tells the site's open pages, so the page that kept it says so at once.
   */
  channel: 'ssmc-outbox',
  /**
   * Set in localStorage while the outbox may hold something to send or to tell the visitor
   * about: the contact form then hydrates at once (client:interaction's `kept`) to say it.
   */
  flag: 'ssmc-outbox',
} as const;

/** The request `@emailjs/browser` made in the page, kept as it was. */
export interface KeptRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: string;
}

/**
 * waiting: to be sent; sending: a page or the worker is sending it now; sent: gone (its words
 * already forgotten), to be told once; refused: the service would not take it, to be given back.
 */
export type KeptState = 'waiting' | 'sending' | 'sent' | 'refused';

/**
 * The shape of a kept message as this code writes it. A message waits on the device across
 * builds: one kept by yesterday's build is sent by today's. A build that changes the shape raises
 * this number and still reads every earlier shape as it was; one that meets a later shape than it
 * knows (a tab of an older build) leaves that message alone, for the build that knows it. The
 * database's own version stays 1 for the same reason: an older page opening a newer version would
 * be refused by IndexedDB (outbox-store.ts opens it without one).
 */
export const KEPT_FORMAT = 1;

export interface KeptMessage {
  /** The shape it was kept in; none on messages kept before shapes were numbered, which are 1. */
  format?: number;
  id: string;
  /** When the visitor pressed Send, in milliseconds since 1970. */
  keptAt: number;
  state: KeptState;
  /** Answers that were neither a yes nor a refusal (a 5xx, a 429). */
  attempts: number;
  /** When a sender took it, while state is 'sending'. */
  claimedAt?: number;
  /** The request itself, until it has gone: nothing of the message stays once it is sent. */
  request?: KeptRequest;
}

/**
 * A claim older than this belongs to a sender that was stopped halfway (a page closed during
 * the send, a worker the browser ended): the message may be taken again. Longer than any send
 * can take (the page gives up after 20 s, a browser ends a worker's sync after a few minutes at
 * most), so two live senders never hold it at once.
 */
export const STALE_CLAIM_MS = 5 * 60_000;

/** Answers that were neither a yes nor a refusal, after which a kept message is given back. */
export const MAX_ATTEMPTS = 5;

/**
 * The service worker's pauses before each new try within one Background Sync, while a message
 * finds no network: the browser says the signal is back as soon as it sees one, and on a weak
 * signal the first requests often fail. After the last, the browser's own next try comes minutes
 * later (Chromium: five), or the next visit sends it. An answer from the service (a 5xx) is not
 * tried again sooner: it waits for the browser's next try, as each of MAX_ATTEMPTS does.
 */
export const SYNC_PAUSES_MS = [1_000, 3_000, 9_000] as const;

/** What one replay of the outbox came to: how many went, how many wait, how many found no network. */
export interface Replayed {
  sent: number;
  waiting: number;
  noNetwork: number;
}

/**
 * Replays (`replay`) and, while a message found no network, replays again after each of
 * `pauses` in turn. Resolves with what the last replay came to.
 */
export async function sendPatiently(
  replay: () => Promise<Replayed>,
  pauses: readonly number[],
  pause: (ms: number) => Promise<void>,
): Promise<Replayed> {
  let replayed = await replay();
  for (const ms of pauses) {
    if (replayed.noNetwork === 0) break;
    await pause(ms);
    replayed = await replay();
  }
  return replayed;
}

/** Whether a sender may take this message now. */
export function claimable(message: KeptMessage, now: number): boolean {
  if (!message.request || (message.format ?? 1) > KEPT_FORMAT) return false;
  if (message.state === 'waiting') return true;
  return message.state === 'sending' && now - (message.claimedAt ?? 0) > STALE_CLAIM_MS;
}

/** What a replay came to: the service's status, or no network at all. */
export type ReplayResult = { status: number } | 'no-network';

/**
 * The message's next state after a replay. A yes is sent; a refusal of the request itself (a
 * 4xx) will be the same next time, so it is not tried again; no network keeps it waiting as it
 * was; anything else (a 5xx, the service's own rate limit) is tried again a few times.
 */
export function afterReplay(message: KeptMessage, result: ReplayResult): KeptMessage {
  if (result === 'no-network') return { ...message, state: 'waiting', claimedAt: undefined };
  const { status } = result;
  if (status >= 200 && status < 300) {
    const { format, id, keptAt, attempts } = message;
    return { ...(format === undefined ? {} : { format }), id, keptAt, state: 'sent', attempts };
  }
  const refusal = status >= 400 && status < 500 && status !== 408 && status !== 429;
  const attempts = refusal ? message.attempts : message.attempts + 1;
  const state = refusal || attempts >= MAX_ATTEMPTS ? 'refused' : 'waiting';
  return { ...message, state, attempts, claimedAt: undefined };
}

/** The template variables of a kept request, or null when its body is not what EmailJS sends. */
export function keptParams(request: KeptRequest): Record<string, string> | null {
  try {
    const body: unknown = JSON.parse(request.body);
    const params = (body as { template_params?: unknown } | null)?.template_params;
    return params && typeof params === 'object' ? (params as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/**
 * "Tuesday, 3:10 pm": when a message was kept, in the visitor's own time, as they would say it;
 * with the date when it was more than six days ago.
 */
export function keptAtWords(keptAt: number, now: number, timeZone?: string): string {
  const longAgo = now - keptAt > 6 * 24 * 60 * 60_000;
  const parts = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    ...(longAgo ? { month: 'long', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).formatToParts(new Date(keptAt));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = longAgo ? `${part('weekday')}, ${part('month')} ${part('day')}` : part('weekday');
  return `${day}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toLowerCase()}`;
}

/** What the visitor is told the moment a message is kept: the truth for this browser. */
export function keptWords(sendsWithPageClosed: boolean): string {
  const when = sendsWithPageClosed
    ? 'It will be sent by itself as soon as the connection returns, even if you close this page.'
    : 'It will be sent by itself when the connection returns while this page is open, or else the next time you open this website, so please come back to it.';
  return `There is no internet connection right now. Your message is kept on this device. ${when} It stays only on this device, and only until it has gone.`;
}

/** What the contact page says, once, of a message kept at an earlier visit. */
export function outcomeWords(message: Pick<KeptMessage, 'state' | 'keptAt'>, now: number, timeZone?: string): string {
  const of = `Your message of ${keptAtWords(message.keptAt, now, timeZone)}`;
  switch (message.state) {
    case 'sent':
      return `${of} has been sent.`;
    case 'refused':
      return `${of} could not be sent: the message service did not accept it. Your words are back in the form below.`;
    default:
      return `${of} is kept on this device and has not been sent yet. It will go by itself when the connection returns.`;
  }
}
