/**
 * tooling/cdn.mjs, the Cloudflare runtime the tests serve a build with: several may start at once
 * (two Vitest workers; a spec beside Playwright's web server), each with state of its own, which
 * it removes when it stops.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdn, whyItStopped } from '../tooling/cdn.mjs';
import { freePort } from '../tooling/free-port.mjs';
import { projectRoot } from '../tooling/test-site.mjs';
import site from '../playwright.config';

/** Every file and folder under `dir` with the time it last changed, or null where there is none. */
async function changes(dir: string): Promise<string[] | null> {
  const names = await readdir(dir, { recursive: true }).catch(() => null);
  if (!names) return null;
  return Promise.all(names.sort().map(async (name) => `${name} ${(await stat(join(dir, name))).mtimeMs}`));
}

let folder = '';
let served = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ssmc-cdn-test-'));
  served = join(folder, 'site');
  await mkdir(served);
  await writeFile(join(served, 'index.html'), '<!doctype html><title>Served</title><p>Served');
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('the CDN runtime', { timeout: 60_000 }, () => {
  it('started twice at once, as a test starts it and as Playwright does, answers twice, writes nothing into the project, and leaves nothing once stopped', async () => {
    const project = await changes(join(projectRoot, '.wrangler'));
    // Its state goes under the system's temporary folder: here, one this test alone looks into.
    const temporary = join(folder, 'temporary');
    await mkdir(temporary);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = temporary;
    // Playwright's web server: the command line, in a process group of its own.
    const port = await freePort();
    const command = spawn(process.execPath, ['tooling/cdn.mjs', '--dir', served, '--port', String(port)], {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = once(command, 'exit');
    let said = '';
    command.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const serving = new Promise<void>((resolve, reject) => {
      command.stdout.on('data', () => said.includes('Serving') && resolve());
      command.once('exit', (code) => reject(new Error(`tooling/cdn.mjs stopped (exit ${code}): ${said}`)));
    });
    const started = await Promise.allSettled([startCdn({ dir: served }), serving]).finally(() => {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    });
    const [test] = started;
    try {
      expect(started.filter((each) => each.status === 'rejected')).toEqual([]);
      for (const origin of [test.status === 'fulfilled' && test.value.origin, `http://127.0.0.1:${port}`])
        expect(await (await fetch(`${origin}/`)).text()).toContain('Served');
      expect(await changes(join(projectRoot, '.wrangler'))).toEqual(project);
    } finally {
      if (test.status === 'fulfilled') await test.value.stop();
      // As Playwright stops it (playwright.config.ts).
      if (command.exitCode === null) process.kill(-command.pid!, 'SIGTERM');
      await exited;
    }
    expect(await readdir(temporary)).toEqual([]);
    const cdnServer = [site.webServer].flat().find((server) => server?.command.includes('tooling/cdn.mjs'));
    expect(cdnServer?.gracefulShutdown?.signal).toBe('SIGTERM');
  });

  it('that stopped is said to have stopped for its own error lines, however long what follows them', () => {
    // What a runtime said on a busy machine when its port was taken: the error, then the stack of
    // the esbuild it stopped in the middle of its work, longer than any tail of the output kept.
    const goStack = Array.from(
      { length: 60 },
      (_, index) =>
        `goroutine ${index} [chan receive]:\nmain.(*serviceType).sendRequest(0xd769bc80ff0)\n\tservice.go:192 +0x12b`,
    ).join('\n\n');
    const said = [
      '\u001b[33m▲ [WARNING]\u001b[0m a warning first',
      '\u001b[31m✘ \u001b[41;31m[\u001b[41;97mERROR\u001b[41;31m]\u001b[0m \u001b[1mAddress already in use (127.0.0.1:4321).\u001b[0m',
      '',
      '\u001b[31m✘ [ERROR]\u001b[0m The Workers runtime failed to start.',
      '  Runtime stderr:',
      '  database is locked: SQLITE_BUSY',
      '🪵  Logs were written to "/tmp/ssmc-cdn-x/logs/wrangler.log"',
      goStack,
    ].join('\n');
    expect(whyItStopped(said)).toBe(
      [
        '✘ [ERROR] Address already in use (127.0.0.1:4321).',
        '✘ [ERROR] The Workers runtime failed to start.',
        '  Runtime stderr:',
        '  database is locked: SQLITE_BUSY',
      ].join('\n'),
    );
    // With no error line, the end of what it said, less the log the runtime's folder took away.
    expect(whyItStopped('starting\nworkerd exited\n🪵  Logs were written to "/tmp/x"\n')).toBe(
      'starting\nworkerd exited',
    );
  });

  it('that cannot start says why, in the error, and is not mistaken for whatever holds its port', async () => {
    // Its port taken by a listener that answers as another runtime's own listener does: a runtime
    // told it was ready by any answer there would hand the tests an origin that is not the site.
    const holder = createServer((socket) =>
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-length: 9\r\nconnection: close\r\n\r\nForbidden'),
    );
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as { port: number };
    try {
      await expect(startCdn({ dir: served, port })).rejects.toThrow(/stopped \(exit 1\):[\s\S]*Address already in use/);
    } finally {
      holder.close();
    }
  });
});
