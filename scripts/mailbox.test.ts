import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_IN_MEMORY, createMailbox, refusal, terminalText } from './mailbox.mjs';

let dir: string;
let base: string;
let close: () => void;
const logged: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mailbox-'));
  const { server } = createMailbox({ dir, log: (line) => logged.push(line) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(dir, { recursive: true, force: true });
});

const valid = {
  lib_version: '4.3.3',
  user_id: 'key',
  service_id: 'service',
  template_id: 'template',
  template_params: { emailSubject: 'Hello', emailSender: 'ruth@example.com', emialPrayers: '"peace"' },
};
const post = (body: unknown) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the local mailbox', () => {
  it('answers the CORS preflight the browser sends first', async () => {
    const response = await fetch(`${base}/api/v1.0/email/send`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });

  it.each([
    ['service_id', 'The service ID is required'],
    ['template_id', 'The template ID is required'],
    ['user_id', 'The Public Key is required'],
  ])('refuses a message without %s with 400 and the reason', async (missing, reason) => {
    const response = await post({ ...valid, [missing]: undefined });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(reason);
  });

  it('refuses template params that are not an object, and a body that is not JSON', async () => {
    const notObject = await post({ ...valid, template_params: 'text' });
    expect(notObject.status).toBe(400);
    expect(await notObject.text()).toBe('The template params have to be an object');
    const notJson = await post('{broken');
    expect(notJson.status).toBe(400);
    expect(await notJson.text()).toBe('The request body must be JSON');
    expect(refusal([valid])).toBe('The request body must be a JSON object');
  });

  it('accepts a message with 200 OK, prints it, saves it as a file and lists it', async () => {
    const response = await post(valid);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('OK');

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const saved = JSON.parse(await readFile(join(dir, files[0]!), 'utf8'));
    expect(saved).toMatchObject(valid);
    expect(logged.join('\n')).toContain('ruth@example.com');
    expect(logged.join('\n')).toContain(files[0]);

    const listed = await (await fetch(`${base}/messages`)).json();
    expect(listed).toEqual([saved]);
  });

  it('answers other paths with 404', async () => {
    expect((await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST' })).status).toBe(404);
  });

  it('keeps every one of many messages sent at once, each in a file of its own', async () => {
    const before = new Set(await readdir(dir));
    const count = MESSAGES_IN_MEMORY + 10;
    const tokens = Array.from({ length: count }, (_, i) => `parallel-${i}`);
    const answers = await Promise.all(
      tokens.map((token) => post({ ...valid, template_params: { ...valid.template_params, emailQuestion: token } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
    const added = (await readdir(dir)).filter((file) => !before.has(file));
    expect(added).toHaveLength(count);
    const saved = await Promise.all(added.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8'))));
    expect(new Set(saved.map((message) => message.template_params.emailQuestion))).toEqual(new Set(tokens));
    // Memory stays bounded: the listing holds the newest, the files hold them all.
    const listed = await (await fetch(`${base}/messages`)).json();
    expect(listed).toHaveLength(MESSAGES_IN_MEMORY);
  });

  it('chooses the time and the file name itself, whatever the body says', async () => {
    const response = await post({
      ...valid,
      receivedAt: 12,
      id: '../../escape',
      template_params: { emailQuestion: 'mine' },
    });
    expect(response.status).toBe(200);
    const listed = (await (await fetch(`${base}/messages`)).json()) as { receivedAt: unknown; id: string }[];
    const last = listed.at(-1)!;
    expect(typeof last.receivedAt).toBe('string');
    expect(last.id).not.toContain('escape');
    expect(await readdir(dir)).toContain(`${last.id}.json`);
  });

  it('limits bodies in bytes, not characters', async () => {
    // 40,000 euro signs are 40,000 characters but 120,000 bytes.
    const large = await post({ ...valid, template_params: { emailQuestion: '€'.repeat(40_000) } });
    expect(large.status).toBe(413);
    const near = await post({ ...valid, template_params: { emailQuestion: '€'.repeat(30_000) } });
    expect(near.status).toBe(200);
  });

  it('answers bad input with a clear status and keeps running', async () => {
    const raw = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, init).then((r) => r.status);
    expect((await post('')).status).toBe(400);
    expect((await post('null')).status).toBe(400);
    expect((await post('[1,2]')).status).toBe(400);
    expect((await post({ ...valid, service_id: 7 })).status).toBe(400);
    expect((await post({ ...valid, template_params: [1] })).status).toBe(400);
    const notUtf8 = await fetch(`${base}/api/v1.0/email/send`, {
      method: 'POST',
      body: new Uint8Array([0xff, 0xfe, 0x7b]),
    });
    expect(notUtf8.status).toBe(400);
    expect(await raw('/%E0%A4%A')).toBe(404);
    expect(await raw('//double//slashes')).toBe(404);
    expect(await raw(`/${'x'.repeat(4000)}`)).toBe(404);
    expect(await raw('/api/v1.0/email/send', { method: 'GET' })).toBe(405);
    // Odd values in the template are printed safely, not a reason to fall over.
    const odd = await post({ ...valid, template_params: { emailSubject: { toString: 1 }, emailQuestion: null } });
    expect(odd.status).toBe(200);
    expect((await post(valid)).status).toBe(200);
  });

  it('strips control characters from what it prints', () => {
    expect(terminalText('Ruth\u001b[2J\u001b]0;pwned\u0007 Yoder\r')).toBe('Ruth[2J]0;pwned Yoder');
    expect(terminalText({ a: 1 })).toBe('{"a":1}');
    expect(terminalText(undefined)).toBe('');
    expect(terminalText('line one\nline two')).toBe('line one\n            line two');
  });
});
