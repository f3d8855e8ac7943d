/**
 * The build carrying earlier builds' files forward from the live site, against a live site
 * served here (a small server on a free port): what it fetches, what it writes, and that a site
 * it cannot reach, or a first deploy, says so and fails nothing. The rules themselves are
 * src/lib/build-history.test.ts; two real builds deployed one over the other, e2e/deploy.spec.ts.
 */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../tooling/free-port.mjs';
import { BUILD_HISTORY_FILE, type BuildHistory } from '../src/lib/build-history';
import { carryForward, liveSite } from './carry-forward';
import { precacheManifest } from './service-worker';

let dist = '';
let said: { info: string[]; warn: string[] };
const say = { info: (line: string) => said.info.push(line), warn: (line: string) => said.warn.push(line) };
const servers: Server[] = [];

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'ssmc-carry-'));
  await mkdir(join(dist, '_astro'));
  await writeFile(join(dist, '_astro/ContactForm.NEW.js'), 'new form');
  await writeFile(join(dist, '_astro/client.SAME.js'), 'react');
  await writeFile(join(dist, 'contact.html'), '<!doctype html>');
  said = { info: [], warn: [] };
});
afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
  await rm(dist, { recursive: true, force: true });
});

/** A live site answering `files` (path to body) and 404 for anything else; resolves with its address. */
async function liveSiteWith(files: Record<string, string>): Promise<{ origin: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200).end(body ?? 'Not found');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

const history = async () => JSON.parse(await readFile(join(dist, BUILD_HISTORY_FILE), 'utf8')) as BuildHistory;
const yesterday: BuildHistory = {
  format: 1,
  builds: [
    { id: 'old', builtAt: '2026-11-25T12:00:00.000Z', files: ['_astro/ContactForm.OLD.js', '_astro/client.SAME.js'] },
  ],
};

describe('carrying earlier files forward', () => {
  it("fetches the build before's own files from the live site and lists both builds", async () => {
    const live = await liveSiteWith({
      '/builds.json': JSON.stringify(yesterday),
      '/_astro/ContactForm.OLD.js': 'old form',
      '/_astro/client.SAME.js': 'react',
    });
    await carryForward(dist, live.origin, say, new Date('2026-11-26T12:00:00Z'));
    expect(await readFile(join(dist, '_astro/ContactForm.OLD.js'), 'utf8')).toBe('old form');
    // A file this build has itself is never fetched.
    expect(live.asked).toEqual(['/builds.json', '/_astro/ContactForm.OLD.js']);
    const { builds } = await history();
    expect(builds.map(({ id, replacedAt }) => [id.length, replacedAt])).toEqual([
      [16, undefined],
      [3, '2026-11-26T12:00:00.000Z'],
    ]);
    expect(builds[0]!.files).toEqual(['_astro/ContactForm.NEW.js', '_astro/client.SAME.js']);
    expect(said.warn).toEqual([]);
    expect(said.info.join('\n')).toMatch(/Carried 1 files \(0\.0 KB\) of 1 earlier build forward/);
  });

  it('leaves the carried files out of what the service worker fetches: they are the host’s to serve', async () => {
    const live = await liveSiteWith({ '/builds.json': JSON.stringify(yesterday), '/_astro/ContactForm.OLD.js': 'old' });
    await carryForward(dist, live.origin, say);
    const { entries } = await precacheManifest(dist);
    expect(entries.map(({ url }) => url)).toEqual([
      '_astro/ContactForm.NEW.js',
      '_astro/client.SAME.js',
      'contact.html',
    ]);
  });

  it('says which files the live site no longer had, and leaves them out of the history', async () => {
    const live = await liveSiteWith({ '/builds.json': JSON.stringify(yesterday) });
    await carryForward(dist, live.origin, say);
    expect(said.warn.join('\n')).toMatch(/1 earlier files could not be fetched .* _astro\/ContactForm\.OLD\.js/);
    expect((await history()).builds[1]!.files).toEqual(['_astro/client.SAME.js']);
    expect(await readdir(join(dist, '_astro'))).toEqual(['ContactForm.NEW.js', 'client.SAME.js']);
  });

  it('starts the history with a first deploy, whose live site has none yet', async () => {
    const live = await liveSiteWith({});
    await carryForward(dist, live.origin, say);
    expect((await history()).builds).toHaveLength(1);
    expect(said.info.join('\n')).toMatch(/builds\.json is not there yet \(a first deploy\)/);
    expect(said.warn).toEqual([]);
  });

  it('builds with a clear word, and no failure, when the live site cannot be reached', async () => {
    // A free port: nothing listens there.
    await carryForward(dist, `http://127.0.0.1:${await freePort()}`, say);
    expect((await history()).builds).toHaveLength(1);
    expect(said.warn.join('\n')).toMatch(/Could not reach .*builds\.json .* carries no earlier files/);
  });

  it('takes no file outside _astro/ from what the live site says', async () => {
    const hostile = {
      format: 1,
      builds: [{ id: 'x', builtAt: '2026-11-25T12:00:00Z', files: ['_astro/../contact.html', 'sw.js'] }],
    };
    const live = await liveSiteWith({ '/builds.json': JSON.stringify(hostile), '/sw.js': 'not mine' });
    await carryForward(dist, live.origin, say);
    expect(live.asked).toEqual(['/builds.json']);
    expect(await readFile(join(dist, 'contact.html'), 'utf8')).toBe('<!doctype html>');
  });

  it('asks no live site in a local build, whose address is the placeholder, nor of a preview on this computer', () => {
    expect(liveSite({})).toBeNull();
    expect(liveSite({ SITE_URL: 'https://www.example.org' })).toBeNull();
    // The bench builds with its own server's address, which is not up while it builds.
    expect(liveSite({ SITE_URL: 'http://127.0.0.1:4567' })).toBeNull();
    expect(liveSite({ SITE_URL: 'http://localhost:4321' })).toBeNull();
    expect(liveSite({ CARRY_FORWARD_FROM: 'http://127.0.0.1:4567' })).toBe('http://127.0.0.1:4567');
    expect(liveSite({ SITE_URL: 'https://ssmc.org' })).toBe('https://ssmc.org');
    expect(liveSite({ SITE_URL: 'https://ssmc.org', CARRY_FORWARD_FROM: 'https://ssmc.pages.dev' })).toBe(
      'https://ssmc.pages.dev',
    );
  });
});
