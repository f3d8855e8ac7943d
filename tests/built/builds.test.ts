/**
 * What the build publishes for the next one (integrations/carry-forward.ts): the list of builds
 * whose files it serves, never stale, and a deploy within what the hosts accept. Two real builds
 * deployed one over the other are e2e/deploy.spec.ts.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_HISTORY_FILE, parseHistory } from '../../src/lib/build-history';
import { DIST, builtFile } from '../support/built-site';

/** Cloudflare Pages' limits on its free plan: files in a deploy, bytes in one file. */
const HOST_LIMITS = { files: 20_000, fileBytes: 25 * 1024 * 1024 };

describe('the history of builds', () => {
  const history = parseHistory(builtFile(`/${BUILD_HISTORY_FILE}`).toString());

  it('names this build first, with every file of its own in _astro/ and nothing else', () => {
    const own = readdirSync(join(DIST, '_astro')).map((name) => `_astro/${name}`);
    expect(history?.builds[0]?.files.sort()).toEqual(own.sort());
    expect(own.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('is never served stale, so the next build reads the newest', () => {
    const headers = builtFile('/_headers').toString();
    expect(headers).toMatch(/^\/builds\.json\n {2}Cache-Control: no-cache\n/m);
  });
});

describe('the deploy', () => {
  it(`stays within what both hosts accept: under ${HOST_LIMITS.files} files, none over 25 MiB`, () => {
    const files = readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeLessThan(HOST_LIMITS.files);
    const large = files.filter((entry) => statSync(join(entry.parentPath, entry.name)).size > HOST_LIMITS.fileBytes);
    expect(large).toEqual([]);
  });
});
