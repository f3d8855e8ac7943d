/**
 * The second build the browser tests deploy over the first (tooling/deploys.mjs): with no first
 * build to deploy over, it says how to make one instead of failing on a missing file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { makeNextBuild } from '../tooling/deploys.mjs';

it('with no first build, says to build one first', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'ssmc-no-build-'));
  try {
    await expect(makeNextBuild(empty)).rejects.toThrow(
      'makeNextBuild: dist/ has no built site to deploy over. Build it first: npm run build:local',
    );
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});
