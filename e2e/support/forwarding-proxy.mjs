// @ts-check
/**
 * An HTTP proxy for the browsers the tests cannot intercept requests in the way Chromium lets
 * them (Firefox under WebDriver BiDi applies the page's CSP to a redirected request; WebKit's
 * classic WebDriver has no interception at all). Requests to `from` go to `to`; every other
 * request for this computer goes where it was going, and nothing goes further: the proxy is the
 * network edge of every engine's session. The local build sends mail to `from`, moved here to a
 * free port: the browser, the page and @emailjs/browser are not changed.
 */
import http from 'node:http';

/** The names of this computer: the site, its CDN and the mailbox are all served on it. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost'];

/**
 * `refuse` fails matching requests as a network would (the page before its scripts arrive);
 * `answer` replies to requests for `from` itself (a mail service that refuses, say); `hold` keeps
 * matching requests waiting until its `until` settles (a script on a slow network). `requested`
 * lists the address of every request, in the order they came; `signal(false)` refuses every
 * request from then on, as a phone with no signal would, and `signal(true)` brings it back.
 * `forget` answers matching requests with `Cache-Control: no-store`: the browser's own cache keeps
 * none of them, as a phone's small cache has let them go.
 * @param {{ from: string, to: string, refuse?: RegExp, answer?: { status: number, body: string }, hold?: { match: RegExp, until: Promise<unknown> }, forget?: RegExp }} route
 * @returns {Promise<{ origin: string, requested: string[], signal(on: boolean): void, close(): Promise<void> }>}
 */
export async function startForwardingProxy({ from, to, refuse, answer, hold, forget }) {
  /** @type {string[]} */
  const requested = [];
  let noSignal = false;
  const server = http.createServer(async (request, response) => {
    let target;
    try {
      target = new URL(String(request.url));
    } catch {
      response.writeHead(400).end('A proxy request names the whole address.');
      return;
    }
    requested.push(target.href);
    // Nothing outside this computer: refused as a closed network would, as the secure requests are.
    if (noSignal || refuse?.test(target.href) || !LOCAL_HOSTS.includes(target.hostname)) {
      request.socket.destroy();
      return;
    }
    if (hold?.match.test(target.href)) await hold.until;
    if (target.origin === from && answer) {
      // The service's own CORS answer, so the page reads the refusal as the service's.
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (request.method === 'OPTIONS') response.writeHead(204, cors).end();
      else response.writeHead(answer.status, { ...cors, 'content-type': 'text/plain' }).end(answer.body);
      return;
    }
    const forgotten = !!forget?.test(target.href);
    if (target.origin === from) target = new URL(target.pathname + target.search, to);
    const onward = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        const headers = forgotten ? { ...answer.headers, 'cache-control': 'no-store' } : answer.headers;
        response.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.headersSent || response.writeHead(502).end());
    request.pipe(onward);
  });
  // Secure requests (CONNECT) are refused: the tests reach nothing outside this machine.
  server.on('connect', (_request, socket) => socket.end('HTTP/1.1 403 Forbidden\r\n\r\n'));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    requested,
    signal: (on) => {
      noSignal = !on;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
