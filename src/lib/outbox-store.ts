/**
 * The outbox on the device, in IndexedDB, which the page and the service worker both reach. Each
 * kept message is taken by one sender at a time (claim: one IndexedDB transaction), so a page, a
 * second tab and the worker never send the same message twice. No DOM: it runs in a page and in
 * the worker alike, and in unit tests over an in-memory IndexedDB (outbox-store.test.ts).
 */
import {
  KEPT_FORMAT,
  OUTBOX,
  afterReplay,
  claimable,
  type KeptMessage,
  type KeptRequest,
  type Replayed,
  type ReplayResult,
} from './outbox';

type Send = (url: string, init: RequestInit) => Promise<Response>;

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

export class Outbox {
  /** `factory`: the device's IndexedDB unless another is given (the unit tests' in-memory one). */
  constructor(private readonly factory?: IDBFactory) {}

  /**
   * Opens the database at whatever version it has, so a page of an older build still opens one a
   * newer build made (IndexedDB refuses to open a database at a lower version than it has); made
   * new, it is version 1 with its one store.
   */
  private async open(): Promise<IDBDatabase> {
    const request = (this.factory ?? indexedDB).open(OUTBOX.database);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(OUTBOX.store)) {
        request.result.createObjectStore(OUTBOX.store, { keyPath: 'id' });
      }
    };
    return settled(request);
  }

  /** Runs `work` in one transaction over the store, and closes the database after. */
  private async within<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>): Promise<T> {
    const db = await this.open();
    try {
      const transaction = db.transaction(OUTBOX.store, mode);
      const [result] = await Promise.all([work(transaction.objectStore(OUTBOX.store)), finished(transaction)]);
      return result;
    } finally {
      db.close();
    }
  }

  /** Keeps a request to send later; resolves with the kept message. */
  async keep(request: KeptRequest, now = Date.now()): Promise<KeptMessage> {
    const message: KeptMessage = {
      format: KEPT_FORMAT,
      id: crypto.randomUUID(),
      keptAt: now,
      state: 'waiting',
      attempts: 0,
      request,
    };
    await this.within('readwrite', (store) => settled(store.add(message)));
    return message;
  }

  /** Every kept message, oldest first. */
  async list(): Promise<KeptMessage[]> {
    const all = await this.within('readonly', (store) => settled(store.getAll() as IDBRequest<KeptMessage[]>));
    return all.sort((a, b) => a.keptAt - b.keptAt);
  }

  /**
   * Takes a message out of the outbox, once it has gone or been refused, to tell the visitor:
   * true for the one page that took it, false where another already had (one transaction).
   */
  async take(id: string): Promise<boolean> {
    return this.within('readwrite', async (store) => {
      if ((await settled(store.getKey(id))) === undefined) return false;
      await settled(store.delete(id));
      return true;
    });
  }

  /**
   * Takes the message for this sender, in one transaction: no other page or worker can take it
   * between the look and the mark. Null when it is not there to take.
   */
  private async claim(id: string, now: number): Promise<KeptMessage | null> {
    return this.within('readwrite', async (store) => {
      const message = (await settled(store.get(id))) as KeptMessage | undefined;
      if (!message || !claimable(message, now)) return null;
      const claimed: KeptMessage = { ...message, state: 'sending', claimedAt: now };
      await settled(store.put(claimed));
      return claimed;
    });
  }

  private async settle(message: KeptMessage, result: ReplayResult): Promise<KeptMessage> {
    const next = afterReplay(message, result);
    await this.within('readwrite', (store) => settled(store.put(next)));
    return next;
  }

  /**
   * Sends every message waiting, each exactly as it was kept, one at a time, and tells the
   * site's open pages when one went or was refused (OUTBOX.channel). Resolves with how many went,
   * how many still wait, and how many of those found no network.
   */
  async replay(send: Send = (url, init) => fetch(url, init), now = () => Date.now()): Promise<Replayed> {
    let sent = 0;
    let waiting = 0;
    let noNetwork = 0;
    let settledAny = false;
    for (const { id } of await this.list()) {
      const message = await this.claim(id, now());
      if (!message?.request) continue;
      const { url, method, headers, body } = message.request;
      let result: ReplayResult;
      try {
        result = { status: (await send(url, { method, headers, body })).status };
      } catch {
        result = 'no-network';
      }
      const next = await this.settle(message, result);
      if (next.state === 'sent') sent++;
      if (next.state === 'waiting') waiting++;
      if (result === 'no-network') noNetwork++;
      if (next.state === 'sent' || next.state === 'refused') settledAny = true;
    }
    if (settledAny && typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(OUTBOX.channel);
      channel.postMessage('settled');
      channel.close();
    }
    return { sent, waiting, noNetwork };
  }
}
