// @ts-check
/**
 * The local mailbox: a small server on this computer that answers the contact form the way the
 * EmailJS send endpoint does, so the form really sends without an EmailJS account.
 * Each message is printed in the terminal and saved as a JSON file.
 *
 *   node scripts/mailbox.mjs [--port 4320] [--dir .mailbox]
 *
 * POST /api/v1.0/email/send   what the form sends: 200 "OK", or 400 with the reason
 * GET  /messages              every message received since the server started, as JSON
 */
import { createServer } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { MAILBOX_DIR, MAILBOX_PORT } from './local-settings.mjs';

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

/**
 * @param {{ dir?: string, log?: (line: string) => void }} [options]
 */
export function createMailbox({ dir = MAILBOX_DIR, log = (line) => console.log(line) } = {}) {
  /** @type {Array<Record<string, unknown>>} */
  const received = [];
  const folder = resolve(dir);

  const server = createServer(async (request, response) => {
    const reply = (/** @type {number} */ status, /** @type {string} */ text, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { ...CORS, 'Content-Type': type });
      response.end(text);
    };
    const path = new URL(request.url ?? '/', 'http://mailbox').pathname;

    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      return response.end();
    }
    if (request.method === 'GET' && path === '/messages') {
      return reply(200, JSON.stringify(received, null, 2), 'application/json');
    }
    if (path !== SEND_PATH) return reply(404, 'Not Found');
    if (request.method !== 'POST') return reply(405, 'Method Not Allowed');

    let raw = '';
    for await (const chunk of request) {
      raw += chunk;
      if (raw.length > MAX_BODY_BYTES) return reply(413, 'The message is larger than 100 KB');
    }
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return reply(400, 'The request body must be JSON');
    }
    const reason = refusal(body);
    if (reason) return reply(400, reason);

    const message = { receivedAt: new Date().toISOString(), ...body };
    received.push(message);
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${message.receivedAt.replace(/[:.]/g, '-')}-${received.length}.json`);
    await writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
    const params = body.template_params ?? {};
    log(
      [
        '',
        `New message for the ministry (${message.receivedAt})`,
        `  Subject: ${params.emailSubject ?? ''}`,
        `  From:    ${params.emailSenderFName ?? ''} ${params.emailSenderLName ?? ''} <${params.emailSender ?? ''}>`,
        `  Question: ${params.emailQuestion ?? ''}`,
        `  Prayers:  ${params.emialPrayers ?? ''}`,
        `  Saved to ${file}`,
      ].join('\n'),
    );
    return reply(200, 'OK');
  });

  return { server, received };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: String(MAILBOX_PORT) }, dir: { type: 'string', default: MAILBOX_DIR } },
  });
  const { server } = createMailbox({ dir: values.dir });
  server.listen(Number(values.port), '127.0.0.1', () => {
    console.log(`Local mailbox listening at http://127.0.0.1:${values.port} (messages saved in ${values.dir}/)`);
  });
}
