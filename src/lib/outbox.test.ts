import { describe, expect, it } from 'vitest';
import { buildTemplateParams } from './contact';
import {
  MAX_ATTEMPTS,
  STALE_CLAIM_MS,
  SYNC_PAUSES_MS,
  afterReplay,
  claimable,
  keptAtWords,
  keptParams,
  keptWords,
  outcomeWords,
  sendPatiently,
  type KeptMessage,
  type Replayed,
} from './outbox';

const request = {
  url: 'https://api.emailjs.com/api/v1.0/email/send',
  method: 'POST',
  headers: [['content-type', 'application/json']] as [string, string][],
  body: JSON.stringify({ lib_version: '4.3.3', template_params: { emailSender: 'ruth@example.com' } }),
};
const waiting: KeptMessage = { id: 'a', keptAt: 0, state: 'waiting', attempts: 0, request };

describe('who may send a kept message', () => {
  it('takes a waiting message, and one whose sender stopped halfway, but not one being sent now', () => {
    expect(claimable(waiting, 1)).toBe(true);
    const taken = { ...waiting, state: 'sending' as const, claimedAt: 1_000 };
    expect(claimable(taken, 1_000 + STALE_CLAIM_MS)).toBe(false);
    expect(claimable(taken, 1_001 + STALE_CLAIM_MS)).toBe(true);
  });

  it('never takes one that has gone, or was given back', () => {
    expect(claimable({ ...waiting, state: 'sent', request: undefined }, 1)).toBe(false);
    expect(claimable({ ...waiting, state: 'refused' }, 1)).toBe(false);
  });
});

describe('the worker, woken by the signal coming back', () => {
  /** Replays that come to these, in turn, and the pauses taken between them. */
  const replays = (...results: Replayed[]) => {
    const pauses: number[] = [];
    return {
      pauses,
      replay: async () => results.shift()!,
      pause: async (ms: number) => void pauses.push(ms),
    };
  };
  const noNetwork = (count: number): Replayed => ({ sent: 0, waiting: count, noNetwork: count });
  const gone: Replayed = { sent: 1, waiting: 0, noNetwork: 0 };

  it('replays once when every message has gone', async () => {
    const worker = replays(gone);
    expect(await sendPatiently(worker.replay, SYNC_PAUSES_MS, worker.pause)).toEqual(gone);
    expect(worker.pauses).toEqual([]);
  });

  it('replays again after a pause while a message finds no network, until it has gone', async () => {
    const worker = replays(noNetwork(1), noNetwork(1), gone);
    expect(await sendPatiently(worker.replay, SYNC_PAUSES_MS, worker.pause)).toEqual(gone);
    expect(worker.pauses).toEqual([1_000, 3_000]);
  });

  it('gives up after the last pause, saying how many still wait, for the browser to try later', async () => {
    const worker = replays(noNetwork(2), noNetwork(2), noNetwork(2), noNetwork(1));
    expect(await sendPatiently(worker.replay, SYNC_PAUSES_MS, worker.pause)).toEqual(noNetwork(1));
    expect(worker.pauses).toEqual([...SYNC_PAUSES_MS]);
  });

  it("does not hurry a message the service answered with a 5xx: it waits for the browser's next try", async () => {
    const answered: Replayed = { sent: 0, waiting: 1, noNetwork: 0 };
    const worker = replays(answered);
    expect(await sendPatiently(worker.replay, SYNC_PAUSES_MS, worker.pause)).toEqual(answered);
    expect(worker.pauses).toEqual([]);
  });
});

describe('after a replay', () => {
  it('a yes is sent, and nothing of the message is kept', () => {
    const sent = afterReplay({ ...waiting, state: 'sending', claimedAt: 5 }, { status: 200 });
    expect(sent).toEqual({ id: 'a', keptAt: 0, state: 'sent', attempts: 0 });
  });

  it('no network keeps it waiting, as often as it happens', () => {
    let message = waiting;
    for (let i = 0; i < MAX_ATTEMPTS * 2; i++) message = afterReplay(message, 'no-network');
    expect(message).toMatchObject({ state: 'waiting', attempts: 0, request });
  });

  it('a refusal of the request itself is given back at once, words and all', () => {
    for (const status of [400, 403, 404, 413]) {
      expect(afterReplay(waiting, { status })).toMatchObject({ state: 'refused', attempts: 0, request });
    }
  });

  it(`a server's trouble or its rate limit is tried again, ${MAX_ATTEMPTS} times in all`, () => {
    for (const status of [500, 503, 429, 408]) {
      let message = waiting;
      for (let i = 1; i < MAX_ATTEMPTS; i++) {
        message = afterReplay(message, { status });
        expect(message).toMatchObject({ state: 'waiting', attempts: i });
      }
      expect(afterReplay(message, { status })).toMatchObject({ state: 'refused', attempts: MAX_ATTEMPTS });
    }
  });
});

describe('what the visitor is told', () => {
  const tuesday = Date.parse('2026-11-24T20:10:00Z'); // 3:10 pm in Pennsylvania

  it('says when a message was kept as a person would, in their own time', () => {
    expect(keptAtWords(tuesday, tuesday + 60_000, 'America/New_York')).toBe('Tuesday, 3:10 pm');
    expect(keptAtWords(tuesday, tuesday + 60_000, 'America/Los_Angeles')).toBe('Tuesday, 12:10 pm');
    expect(keptAtWords(tuesday, tuesday + 8 * 86_400_000, 'America/New_York')).toBe('Tuesday, November 24, 3:10 pm');
  });

  it('says whether the page may be closed, and how long the message stays', () => {
    expect(keptWords(true)).toContain('even if you close this page');
    expect(keptWords(false)).toContain('the next time you open this website, so please come back');
    expect(keptWords(false)).not.toContain('close this page');
    for (const closes of [true, false]) {
      expect(keptWords(closes)).toContain('It stays only on this device, and only until it has gone.');
    }
  });

  it('says what became of a kept message at the next visit', () => {
    const at = { keptAt: tuesday };
    const now = tuesday + 3_600_000;
    expect(outcomeWords({ ...at, state: 'sent' }, now, 'America/New_York')).toBe(
      'Your message of Tuesday, 3:10 pm has been sent.',
    );
    expect(outcomeWords({ ...at, state: 'refused' }, now, 'America/New_York')).toMatch(
      /^Your message of Tuesday, 3:10 pm could not be sent: .* Your words are back in the form below\.$/,
    );
    expect(outcomeWords({ ...at, state: 'waiting' }, now, 'America/New_York')).toMatch(
      /^Your message of Tuesday, 3:10 pm is kept on this device and has not been sent yet\./,
    );
  });
});

it('reads the template variables back out of a kept request', () => {
  const params = buildTemplateParams(
    { FirstName: 'Ruth', LastName: 'Yoder', ContactEmail: 'r@example.com', Question: 'Q', Prayers: 'P' },
    'SSMC',
  );
  expect(keptParams({ ...request, body: JSON.stringify({ template_params: params }) })).toEqual(params);
  expect(keptParams({ ...request, body: 'not json' })).toBeNull();
  expect(keptParams({ ...request, body: '{}' })).toBeNull();
});
