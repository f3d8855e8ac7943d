/**
 * The projects schema stops a build on a malformed entry, with a message that names the file
 * and the field. Each case breaks one entry in a scratch copy of the site and runs the real
 * `astro sync`, which loads and validates every content entry as a build does.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astro, removeScratchSites, scratchSite } from '../scripts/testing/scratch-site';

async function syncWith(file: string, edit: (yaml: string) => string) {
  const dir = await scratchSite();
  const path = join(dir, 'src/content/projects', file);
  await writeFile(path, edit(await readFile(path, 'utf8')));
  return astro(dir, ['sync']);
}

afterAll(removeScratchSites);

describe('the projects schema', { timeout: 60_000, concurrent: true }, () => {
  it('accepts the entries as they are', async () => {
    const result = await syncWith('hope-box.yaml', (yaml) => yaml);
    expect(result.output).not.toMatch(/does not match collection schema/);
    expect(result.ok).toBe(true);
  });

  it('rejects an entry with no title, naming the file and the field', async () => {
    const result = await syncWith('manna-monday.yaml', (yaml) => yaml.replace(/^title: .*$/m, ''));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('manna-monday.yaml');
    expect(result.output).toMatch(/title: title is required/);
  });

  it('rejects a malformed wish-list address', async () => {
    const result = await syncWith('hope-box.yaml', (yaml) =>
      yaml.replace('https://wishlist.example.org/ssmc/hope-box-food', 'wishlist dot example dot org'),
    );
    expect(result.ok).toBe(false);
    expect(result.output).toContain('hope-box.yaml');
    expect(result.output).toMatch(/wishlist\.2\.url: url must be a full web address starting with https:\/\//);
  });

  it('rejects an unknown status', async () => {
    const result = await syncWith('second-chance.yaml', (yaml) => yaml.replace('status: future', 'status: someday'));
    expect(result.ok).toBe(false);
    expect(result.output).toContain('second-chance.yaml');
    expect(result.output).toMatch(/status: status must be "current" or "future"/);
  });
});
