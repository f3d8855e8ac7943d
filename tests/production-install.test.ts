/**
 * A host installs production dependencies alone (`npm ci --omit=dev`: netlify.toml, and the
 * Cloudflare settings in docs/publishing.md), so everything the build loads is a dependency.
 * The build's own Node side is held to it by tests/support/production-only.mjs, loaded into the
 * production build of tests/production-build.test.ts; the browser side (what the pages' and the
 * service worker's scripts import, bundled by Vite and esbuild) is read from the source here.
 */
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ONLY, projectRoot } from '../tooling/test-site.mjs';

const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));

/** Runs `code` as an ES module under the production-only hook; resolves with what it printed. */
async function underTheHook(code: string) {
  try {
    const { stdout } = await run(process.execPath, ['--import', PRODUCTION_ONLY, '--input-type=module', '-e', code], {
      cwd: projectRoot,
    });
    return stdout;
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
}

describe('the production-only hook', () => {
  it('stops a process that loads a devDependency, naming it and what to do', async () => {
    expect(await underTheHook("await import('vitest/config')")).toMatch(
      /The build loads vitest \(for vitest\/config\), a devDependency[\s\S]*Move it to "dependencies"/,
    );
  });

  it('lets dependencies, and what they bring, load', async () => {
    expect(await underTheHook("await import('yaml'); await import('astro/config'); console.log('loaded')")).toBe(
      'loaded\n',
    );
  });
});

/** Every package a source file imports for real (type-only imports are erased by the build). */
function packagesImportedBy(text: string): string[] {
  const names = [];
  for (const [, kind, specifier] of text.matchAll(/\bimport\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g)) {
    if (kind || !specifier || specifier.startsWith('.') || specifier.startsWith('node:')) continue;
    if (/^(astro:|virtual:)/.test(specifier)) continue;
    const parts = specifier.split('/');
    names.push(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
  return names;
}

it('everything the pages, islands and service worker import is a dependency', () => {
  const files = readdirSync(join(projectRoot, 'src'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(ts|tsx|astro|mjs)$/.test(file) && !/\.test\.ts$/.test(file),
  );
  const imported = new Set(
    files.flatMap((file) => packagesImportedBy(readFileSync(join(projectRoot, 'src', file), 'utf8'))),
  );
  expect(imported.size).toBeGreaterThan(3);
  for (const name of imported) expect(Object.keys(pkg.dependencies), `src/ imports ${name}`).toContain(name);
});

it('keeps the installs light: at most 900 packages in all, and 450 for a host (decision 0004)', () => {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8'));
  const installed = Object.entries(lock.packages as Record<string, { dev?: boolean; link?: boolean }>).filter(
    ([path, entry]) => path.includes('node_modules/') && !entry.link,
  );
  expect(installed.length).toBeLessThanOrEqual(900);
  expect(installed.filter(([, entry]) => !entry.dev).length).toBeLessThanOrEqual(450);
});
