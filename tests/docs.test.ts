/**
 * The docs cannot go stale the way a moved setting once did: every file path and npm script the
 * README and docs/ name exists, every link between them leads somewhere, and the README stays the
 * short front door.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './support/scratch-site';

const DOCS = ['README.md', ...globSync('docs/**/*.md', { cwd: projectRoot })];
const SCRIPTS = Object.keys(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts);
/** What the build, a run or a visitor makes, which is not in the repository. */
const MADE = /^(dist|\.mailbox|\.tmp|node_modules|test-results|playwright-report)(\/|$)/;
/** Example names a page invents on purpose (a new project's file and picture). */
const EXAMPLES = new Set(['winter-coats.yaml', 'winter-coats.png', 'manna-monday-supper.yaml', '.env']);
const FILE = /^[\w.@/*-]+\.(ts|tsx|mjs|js|json|ya?ml|astro|md|toml|css|html|png|svg|example)$/;
const FOLDER = /^\.?[\w-]+(\/[\w.-]+)*\/$/;

function namedIn(doc: string) {
  const text = readFileSync(join(projectRoot, doc), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return {
    paths: spans.filter(
      (span) =>
        !span.startsWith('/') && !MADE.test(span) && !EXAMPLES.has(span) && (FILE.test(span) || FOLDER.test(span)),
    ),
    scripts: [...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]!),
    links: [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((to) => !/^(https?:|mailto:|#)/.test(to)),
  };
}

describe.each(DOCS)('%s', (doc) => {
  const { paths, scripts, links } = namedIn(doc);

  it('names only files and folders that exist', () => {
    const missing = paths.filter((path) =>
      path.includes('*') ? globSync(path, { cwd: projectRoot }).length === 0 : !existsSync(join(projectRoot, path)),
    );
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    expect(scripts.filter((script) => !SCRIPTS.includes(script))).toEqual([]);
  });

  it('links only to pages that exist', () => {
    const broken = links.filter((to) => !existsSync(join(projectRoot, dirname(doc), to.split('#')[0]!)));
    expect(broken).toEqual([]);
  });
});

it('keeps the README the front door: the two commands, at most about 150 lines', () => {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
  expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  expect(readme).toContain('npm install && npm start');
  expect(readme).toContain('npm test');
});

it('catches a path that does not exist', () => {
  expect(existsSync(join(projectRoot, 'src/site.ts'))).toBe(true);
  expect(FILE.test('src/site.ts') && FILE.test('src/data/site-facts.json')).toBe(true);
  expect(FOLDER.test('src/content/projects/')).toBe(true);
});
