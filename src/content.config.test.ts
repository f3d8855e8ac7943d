/**
 * The projects schema stops a build on a malformed entry, with a message that names the file
 * and the field. Each case copies the site to a scratch folder, breaks one entry, and runs the
 * real `astro sync`, which loads and validates every content entry as a build does.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');
// Inside the project, so the scratch copy resolves the project's own node_modules.
const scratchRoot = join(root, '.tmp');
const made: string[] = [];

async function syncWith(file: string, edit: (yaml: string) => string): Promise<{ ok: boolean; output: string }> {
  await mkdir(scratchRoot, { recursive: true });
  const dir = await mkdtemp(join(scratchRoot, 'schema-'));
  made.push(dir);
  for (const entry of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'public']) {
    await cp(join(root, entry), join(dir, entry), { recursive: true });
  }
  const path = join(dir, 'src/content/projects', file);
  await writeFile(path, edit(await readFile(path, 'utf8')));
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

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
