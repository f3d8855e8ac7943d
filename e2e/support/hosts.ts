/**
 * A new version going live in the middle of a visit: a host that serves the first build (dist/, as
 * `npm run build:local` made it) and then the `next` test site (tooling/test-site.mjs: the same
 * site with its islands' code changed, carrying the first build's files), switched in one step, as
 * an atomic deploy does. Each build is served by Cloudflare's runtime: dist/ by the webServer of
 * playwright.config.ts, `next` by global setup (e2e/global-setup.ts). A host is a front of this
 * worker's on a port of its own that passes each request to the live build's runtime; one per
 * worker (e2e/fixtures.ts, `sites.deployHost()`), put back to the first build for each test that
 * asks. Changing the files under a running runtime instead left it reloading for a moment, when
 * it answered 404 or 502 for files both builds have (a favicon asked for just then, in CI).
 */
import { createServer, request as ask } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_HISTORY_FILE, carriedFiles, parseHistory } from '../../src/lib/build-history';
import { CDN_ORIGIN, NEXT_ORIGIN, builtTestSite } from './site';

export interface DeployHost {
  origin: string;
  /**
   * Makes the next build live (with `carried: false`, less the earlier build's files it carries,
   * as a host that dropped them anyway). It is served from the moment this resolves.
   */
  deploy(options?: { carried?: boolean }): Promise<void>;
}

/** The earlier builds' files a build carries, by its history. */
async function carriedBy(build: string): Promise<string[]> {
  const history = parseHistory(await readFile(join(build, BUILD_HISTORY_FILE), 'utf8').catch(() => ''));
  return history ? carriedFiles(history) : [];
}

/** A deploy host of this worker's, on a free port; `reset()` puts the first build back. */
export async function startDeployHost() {
  const next = builtTestSite('next');
  const nextOrigin = process.env[NEXT_ORIGIN];
  if (!nextOrigin) throw new Error('The next build is served by e2e/global-setup.ts, which has not run');
  let live = CDN_ORIGIN;
  let dropped = new Set<string>();
  const front = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    // A dropped file is asked of the runtime under a name no build has: its own "not found".
    const target = new URL(`${dropped.has(path) ? '/dropped-by-the-host' : ''}${request.url ?? '/'}`, live);
    const onward = ask(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.headersSent || response.writeHead(502).end());
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const host: DeployHost = {
    origin: `http://127.0.0.1:${(front.address() as AddressInfo).port}`,
    async deploy({ carried = true } = {}) {
      dropped = new Set(carried ? [] : (await carriedBy(next)).map((file) => `/${file}`));
      live = nextOrigin;
    },
  };
  return {
    host,
    async reset() {
      live = CDN_ORIGIN;
      dropped = new Set();
    },
    async stop() {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    },
  };
}
