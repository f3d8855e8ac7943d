import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, refusal } from './mailbox.mjs';

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
});
