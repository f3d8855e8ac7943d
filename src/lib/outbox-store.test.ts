/**
 * The outbox over a real IndexedDB implementation held in memory (fake-indexeddb): what is kept,
 * that each message goes exactly once however many senders look at once, and what is forgotten.
 */
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_FORMAT, OUTBOX, STALE_CLAIM_MS, type KeptMessage, type KeptRequest } from './outbox';
import { Outbox } from './outbox-store';

const REQUEST: KeptRequest = {
  url: 'https://api.emailjs.com/api/v1.0/email/send',
  method: 'POST',
  headers: [['content-type', 'application/json']],
  body: '{"lib_version":"4.3.3","template_params":{"emialPrayers":"\\"Pray for us\\""}}',
};

let factory: IDBFactory;
let outbox: Outbox;
beforeEach(() => {
  factory = new IDBFactory();
  outbox = new Outbox(factory);
});

/** A mail service that records each request and answers with `status`, or has no network. */
function service(answer: number | 'no-network' = 200) {
  const received: { url: string; init: RequestInit }[] = [];
  const send = async (url: string, init: RequestInit) => {
    received.push({ url, init });
    // Let the other senders run between the request and its answer, as a real network does.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (answer === 'no-network') throw new TypeError('Failed to fetch');
    return new Response('OK', { status: answer });
  };
  return { send, received };
}

describe('the outbox', () => {
  it('keeps the request as it was given, and sends it exactly so', async () => {
    const kept = await outbox.keep(REQUEST, 1_000);
    expect(await outbox.list()).toEqual([
      { format: KEPT_FORMAT, id: kept.id, keptAt: 1_000, state: 'waiting', attempts: 0, request: REQUEST },
    ]);
    const mail = service();
    expect(await outbox.replay(mail.send)).toEqual({ sent: 1, waiting: 0, noNetwork: 0 });
    expect(mail.received).toEqual([
      { url: REQUEST.url, init: { method: 'POST', headers: REQUEST.headers, body: REQUEST.body } },
    ]);
  });

  it('forgets every word of a message once it has gone, and the rest once the visitor was told', async () => {
    const kept = await outbox.keep(REQUEST);
    await outbox.replay(service().send);
    const [sent] = await outbox.list();
    expect(sent).toEqual({ format: KEPT_FORMAT, id: kept.id, keptAt: kept.keptAt, state: 'sent', attempts: 0 });
    // Two tabs told at once: only one says it.
    expect(await Promise.all([outbox.take(kept.id), new Outbox(factory).take(kept.id)])).toEqual([true, false]);
    expect(await outbox.list()).toEqual([]);
  });

  it('sends each message once, however many pages and workers try at the same moment', async () => {
    await outbox.keep(REQUEST);
    await outbox.keep({ ...REQUEST, body: '{"second":true}' });
    const mail = service();
    // Two tabs and the worker, each with its own connection to the same database.
    const senders = [new Outbox(factory), new Outbox(factory), new Outbox(factory)];
    const results = await Promise.all(senders.map((sender) => sender.replay(mail.send)));
    expect(mail.received.map(({ init }) => init.body).sort()).toEqual([REQUEST.body, '{"second":true}'].sort());
    expect(results.reduce((sum, { sent }) => sum + sent, 0)).toBe(2);
  });

  it('keeps a message the network did not take, to try again later', async () => {
    await outbox.keep(REQUEST);
    expect(await outbox.replay(service('no-network').send)).toEqual({ sent: 0, waiting: 1, noNetwork: 1 });
    expect((await outbox.list())[0]).toMatchObject({ state: 'waiting', request: REQUEST });
    expect(await outbox.replay(service().send)).toEqual({ sent: 1, waiting: 0, noNetwork: 0 });
  });

  it('keeps a message the service answered with a 5xx waiting, without counting it as one the network did not take', async () => {
    await outbox.keep(REQUEST);
    expect(await outbox.replay(service(503).send)).toEqual({ sent: 0, waiting: 1, noNetwork: 0 });
    expect((await outbox.list())[0]).toMatchObject({ state: 'waiting', attempts: 1, request: REQUEST });
  });

  it('does not try a refused message again', async () => {
    await outbox.keep(REQUEST);
    const refusing = service(400);
    await outbox.replay(refusing.send);
    await outbox.replay(refusing.send);
    expect(refusing.received).toHaveLength(1);
    expect((await outbox.list())[0]).toMatchObject({ state: 'refused', request: REQUEST });
  });

  it('takes again a message whose sender stopped halfway, once the claim is stale', async () => {
    await outbox.keep(REQUEST, 0);
    // A sender that claimed it and was stopped before it could settle (a closed page).
    const db = await new Promise<IDBDatabase>((resolve) => {
      const open = factory.open(OUTBOX.database, 1);
      open.onsuccess = () => resolve(open.result);
    });
    const [message] = await outbox.list();
    await new Promise((resolve) => {
      const put = db
        .transaction(OUTBOX.store, 'readwrite')
        .objectStore(OUTBOX.store)
        .put({ ...message, state: 'sending', claimedAt: 100 });
      put.onsuccess = resolve;
    });
    db.close();
    const mail = service();
    expect(await outbox.replay(mail.send, () => 100 + STALE_CLAIM_MS)).toEqual({ sent: 0, waiting: 0, noNetwork: 0 });
    expect(mail.received).toHaveLength(0);
    expect(await outbox.replay(mail.send, () => 101 + STALE_CLAIM_MS)).toEqual({ sent: 1, waiting: 0, noNetwork: 0 });
  });
});

/** Puts `messages` into the outbox's database at `version`, as another build of the site would have. */
async function keptByAnotherBuild(messages: object[], version = 1) {
  const open = factory.open(OUTBOX.database, version);
  open.onupgradeneeded = () => open.result.createObjectStore(OUTBOX.store, { keyPath: 'id' });
  const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
  const transaction = db.transaction(OUTBOX.store, 'readwrite');
  for (const message of messages) transaction.objectStore(OUTBOX.store).put(message);
  await new Promise((resolve) => (transaction.oncomplete = resolve));
  db.close();
}

describe('a message kept by another build', () => {
  it('is sent by this one as it was kept by the builds before shapes were numbered, once', async () => {
    // Exactly what the build before this change wrote: no format.
    const yesterday = { id: 'yesterday', keptAt: 1_000, state: 'waiting', attempts: 0, request: REQUEST };
    await keptByAnotherBuild([yesterday]);
    const mail = service();
    expect(await outbox.replay(mail.send)).toEqual({ sent: 1, waiting: 0, noNetwork: 0 });
    expect(await outbox.replay(mail.send)).toEqual({ sent: 0, waiting: 0, noNetwork: 0 });
    expect(mail.received.map(({ init }) => init.body)).toEqual([REQUEST.body]);
    expect(await outbox.list()).toEqual([{ id: 'yesterday', keptAt: 1_000, state: 'sent', attempts: 0 }]);
  });

  it('in a shape later than this build knows is left waiting for the build that knows it, never sent or dropped', async () => {
    const later: KeptMessage = {
      format: KEPT_FORMAT + 1,
      id: 'tomorrow',
      keptAt: 2_000,
      state: 'waiting',
      attempts: 0,
      request: REQUEST,
    };
    await keptByAnotherBuild([later]);
    const mail = service();
    expect(await outbox.replay(mail.send)).toEqual({ sent: 0, waiting: 0, noNetwork: 0 });
    expect(mail.received).toEqual([]);
    expect(await outbox.list()).toEqual([later]);
  });

  it('is read and sent from a database a later build opened at a higher version', async () => {
    await keptByAnotherBuild([{ id: 'newer-db', keptAt: 3_000, state: 'waiting', attempts: 0, request: REQUEST }], 3);
    await outbox.keep(REQUEST, 4_000);
    expect(await outbox.replay(service().send)).toEqual({ sent: 2, waiting: 0, noNetwork: 0 });
  });
});
