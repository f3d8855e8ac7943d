/**
 * A malformed project stops the build with a message that names the file and the field. The
 * schema's rules are tested by parsing with it (src/lib/project-schema.test.ts); this one case
 * runs the real `astro sync` on a scratch copy of the site, which loads and validates every
 * content entry as a build does, to prove the message reaches the person who made the mistake.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { astro, removeScratchSites, scratchSite } from '../tests/support/scratch-site';

afterAll(removeScratchSites);

it('a project with no title stops the build, naming the file and the field', { timeout: 60_000 }, async () => {
  const dir = await scratchSite();
  const path = join(dir, 'src/content/projects/manna-monday.yaml');
  await writeFile(path, (await readFile(path, 'utf8')).replace(/^title: .*$/m, ''));
  const result = await astro(dir, ['sync']);
  expect(result.ok).toBe(false);
  expect(result.output).toContain('manna-monday.yaml');
  expect(result.output).toMatch(/title: title is required/);
});
