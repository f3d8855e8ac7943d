// @ts-check
/**
 * The local mailbox: a small server on this computer that answers the contact form the way the
 * EmailJS send endpoint does, so the form really sends without an EmailJS account.
 * Each message is printed in the terminal and saved as a JSON file.
 *
 *   node scripts/mailbox.mjs [--port PORT] [--dir FOLDER]   (defaults: src/settings.ts)
 *
 * POST /api/v1.0/email/send   what the form sends: 200 "OK", or 400 with the reason
 * GET  /messages              every message received since the server started, as JSON
 */
import { createServer } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { LOCAL_MAILBOX, LOCAL_SIGN_UP_ADDRESS } from '../src/settings.ts';

const SEND_PATH = '/api/v1.0/email/send';
const MAX_BODY_BYTES = 100 * 1024;
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/**
 * Why EmailJS would refuse this request body, or null when it would accept it.
 * @param {unknown} body
 * @returns {string | null}
 */
export function refusal(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'The request body must be a JSON object';
  const fields = /** @type {Record<string, unknown>} */ (body);
  const text = (/** @type {string} */ name) => typeof fields[name] === 'string' && fields[name] !== '';
  if (!text('service_id')) return 'The service ID is required';
  if (!text('template_id')) return 'The template ID is required';
  if (!text('user_id')) return 'The Public Key is required';
  const params = fields.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template params have to be an object';
  }
  return null;
}

/** The newest messages kept in memory for /messages; every one is also a file on disk. */
export const MESSAGES_IN_MEMORY = 200;

/**
 * A value as one safe line of terminal text: anything not a string is shown as JSON, and control
 * characters (escape sequences that could rewrite the terminal, carriage returns...) are removed.
 * Line breaks in a visitor's text are kept, indented under the field they belong to.
 * @param {unknown} value
 */
export function terminalText(value) {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, '').replace(/\n/g, '\n            ');
}

/**
 * Reads a request body of at most `limit` bytes.
 * @param {import('node:http').IncomingMessage} request
 * @param {number} limit
 * @returns {Promise<Buffer | null>} the body, or null when it is larger
 */
async function readBody(request, limit) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {{ dir?: string, log?: (line: string) => void }} [options]
 */
export function createMailbox({ dir = LOCAL_MAILBOX.dir, log = (line) => console.log(line) } = {}) {
  /** @type {Array<Record<string, unknown>>} */
  const received = [];
  const folder = resolve(dir);

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {(status: number, text: string, type?: string) => void} reply
   */
  async function handle(request, reply) {
    let path;
    try {
      path = new URL(request.url ?? '/', 'http://mailbox').pathname;
    } catch {
      return reply(400, 'The address is not valid');
    }
    if (request.method === 'OPTIONS') return reply(204, '');
    if (request.method === 'GET' && path === '/messages') {
      return reply(200, JSON.stringify(received, null, 2), 'application/json');
    }
    // A sign-up for new stories by email, posted by a plain HTML form as to an email service.
    if (path === new URL(LOCAL_SIGN_UP_ADDRESS).pathname) {
      if (request.method !== 'POST') return reply(405, 'Method Not Allowed');
      const form = await readBody(request, MAX_BODY_BYTES);
      if (!form) return reply(413, 'The sign-up is larger than 100 KB');
      const signUp = {
        signUp: Object.fromEntries(new URLSearchParams(form.toString('utf8'))),
        receivedAt: new Date().toISOString(),
        id: randomUUID(),
      };
      received.push(signUp);
      log(`New sign-up for stories by email: ${terminalText(JSON.stringify(signUp.signUp))}`);
      return reply(
        200,
        '<!doctype html><html lang="en"><title>Signed up</title><h1>Signed up for new stories</h1><p>The local mailbox took this sign-up; an email service would send a message to confirm it.</p></html>',
        'text/html; charset=utf-8',
      );
    }
    if (path !== SEND_PATH) return reply(404, 'Not Found');
    if (request.method !== 'POST') return reply(405, 'Method Not Allowed');

    const bytes = await readBody(request, MAX_BODY_BYTES);
    if (!bytes) return reply(413, 'The message is larger than 100 KB');
    let body;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return reply(400, 'The request body must be JSON');
    }
    const reason = refusal(body);
    if (reason) return reply(400, reason);

    // The server's own fields last: nothing in the body can replace them.
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
    const message = { ...body, receivedAt: new Date().toISOString(), id };
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${id}.json`);
    // 'wx': a file of its own, never written over.
    await writeFile(file, `${JSON.stringify(message, null, 2)}\n`, { flag: 'wx' });
    received.push(message);
    if (received.length > MESSAGES_IN_MEMORY) received.splice(0, received.length - MESSAGES_IN_MEMORY);
    const params = /** @type {Record<string, unknown>} */ (body.template_params ?? {});
    log(
      [
        '',
        `New message for the ministry (${message.receivedAt})`,
        `  Subject:  ${terminalText(params.emailSubject)}`,
        `  From:     ${terminalText(params.emailSenderFName)} ${terminalText(params.emailSenderLName)} <${terminalText(params.emailSender)}>`,
        `  Question: ${terminalText(params.emailQuestion)}`,
        `  Prayers:  ${terminalText(params.emialPrayers)}`,
        `  Saved to ${file}`,
      ].join('\n'),
    );
    return reply(200, 'OK');
  }

  const server = createServer((request, response) => {
    const reply = (/** @type {number} */ status, /** @type {string} */ text, type = 'text/plain; charset=utf-8') => {
      if (response.headersSent) return;
      response.writeHead(status, status === 204 ? CORS : { ...CORS, 'Content-Type': type });
      response.end(status === 204 ? undefined : text);
    };
    // Whatever goes wrong with one request is answered, and the mailbox keeps running.
    handle(request, reply).catch((/** @type {unknown} */ error) => {
      log(`The mailbox could not handle a request: ${terminalText(error instanceof Error ? error.message : error)}`);
      reply(500, 'The mailbox could not save this message');
    });
  });

  return { server, received };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(LOCAL_MAILBOX.port) },
      dir: { type: 'string', default: LOCAL_MAILBOX.dir },
    },
  });
  const { server } = createMailbox({ dir: values.dir });
  server.listen(Number(values.port), '127.0.0.1', () => {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    console.log(`Local mailbox listening at http://127.0.0.1:${port} (messages saved in ${values.dir}/)`);
  });
}
