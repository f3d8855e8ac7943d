// @ts-check
/**
 * A built site on a free port, each page at its own address (/contact from contact.html, as a
 * CDN serves it), for tests that only need the files as they are: printing the flyers.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** @type {Record<string, string>} */
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.svg': 'image/svg+xml' };

/** @param {string} dir the built site */
export async function serveSite(dir) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(String(request.url), 'http://site');
    const name = pathname === '/' ? '/index.html' : extname(pathname) ? pathname : `${pathname}.html`;
    const file = await readFile(join(dir, normalize(name).replace(/^(\.\.[/\\])+/, ''))).catch(() => null);
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream' }).end(file);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
