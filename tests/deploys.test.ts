/**
 * The `next` test site the browser tests deploy over the first (tooling/test-site.mjs): with no
 * first build to carry files from, it says how to make one instead of failing on a missing file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { liveSiteWorker } from '../tooling/test-site.mjs';

it('with no first build, says to build one first', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'ssmc-no-build-'));
  try {
    await expect(liveSiteWorker(empty)).rejects.toThrow(
      `testSite: ${empty} has no built site to deploy over. Build it first: npm run build:local`,
    );
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});
