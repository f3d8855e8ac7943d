// @ts-check
import { createServer } from 'node:net';

/** A port nothing is listening on now: every server a test starts takes one, never a fixed one. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolveClose) => server.close(resolveClose));
  return port;
}
