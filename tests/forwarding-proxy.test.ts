/**
 * e2e/support/forwarding-proxy.mjs, the network edge of every engine's session in the browser
 * tests: the mail address goes to the worker's mailbox, the site on this computer is reached as
 * it is, and nothing outside this computer is, plain or secure.
 */
import { request as httpRequest, createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startForwardingProxy } from '../e2e/support/forwarding-proxy.mjs';

/** A server on this computer that answers every request with `name`. */
async function answering(name: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => response.end(name));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, origin: `http://127.0.0.1:${port}` };
}

let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
let site: Awaited<ReturnType<typeof answering>>;
let mailbox: Awaited<ReturnType<typeof answering>>;
/**
 * The mail address the page sends to: nothing listens there, so only the proxy's forwarding
 * reaches the mailbox.
 */
const MAIL_ADDRESS = 'http://127.0.0.1:1';

beforeAll(async () => {
  [site, mailbox] = await Promise.all([answering('site'), answering('mailbox')]);
  proxy = await startForwardingProxy({ from: MAIL_ADDRESS, to: mailbox.origin });
});
afterAll(async () => {
  await proxy.close();
  site.server.close();
  mailbox.server.close();
});

/** Asks the proxy for `address` as a browser does: the body it answered, or how it failed. */
function through(address: string): Promise<string> {
  const { port } = new URL(proxy.origin);
  return new Promise((resolve) => {
    const asked = httpRequest({ host: '127.0.0.1', port, path: address, headers: { host: new URL(address).host } });
    asked.on('response', (answer) => {
      let body = '';
      answer.on('data', (chunk) => (body += chunk));
      answer.on('end', () => resolve(`${answer.statusCode} ${body}`));
    });
    asked.on('error', (error: NodeJS.ErrnoException) => resolve(`failed: ${error.code}`));
    asked.end();
  });
}

describe('the engines’ proxy', () => {
  it('takes the mail address to the mailbox and the site to the site', async () => {
    expect(await through(`${MAIL_ADDRESS}/api/v1.0/email/send`)).toBe('200 mailbox');
    expect(await through(`${site.origin}/contact`)).toBe('200 site');
  });

  it('refuses a plain request for anywhere outside this computer as a closed network would, instead of passing it on', async () => {
    const outside = 'http://www.zeffy.com/embed/donation-form/ssmc';
    expect(await through(outside)).toBe('failed: ECONNRESET');
    expect(proxy.requested).toContain(outside);
  });

  it('refuses every secure request (CONNECT)', async () => {
    const { port } = new URL(proxy.origin);
    const socket = connect(Number(port), '127.0.0.1');
    socket.end('CONNECT www.zeffy.com:443 HTTP/1.1\r\nHost: www.zeffy.com:443\r\n\r\n');
    let said = '';
    for await (const chunk of socket) said += chunk;
    expect(said).toMatch(/^HTTP\/1\.1 403 Forbidden\r\n/);
  });
});
