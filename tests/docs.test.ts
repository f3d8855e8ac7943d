/**
 * The docs cannot go stale the way a moved setting once did: every file path and npm script the
 * README and docs/ name exists, every link between them leads somewhere, and the README stays the
 * short front door.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tooling/test-site.mjs';

const DOCS = ['README.md', ...globSync('docs/**/*.md', { cwd: projectRoot })];
const SCRIPTS = Object.keys(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts);
/** What the build, a run or a visitor makes, which is not in the repository. */
const MADE = /^(dist|\.mailbox|\.tmp|node_modules|test-results|playwright-report)(\/|$)/;
/** Example names a page invents on purpose (a new project's file and picture). */
const EXAMPLES = new Set([
  'winter-coats.yaml',
  'winter-coats.png',
  'manna-monday-supper.yaml',
  'serve-supper-manna-monday.yaml',
  '.env',
]);
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

/*
 * Figures. The bench's are written into docs/testing.md by the bench itself, from
 * bench/latest.json; the others the docs name are held to the file they come from. Decision
 * records are history, dated, and are not checked: they keep the reasons.
 */
describe('the figures the docs give', () => {
  const LIVING = DOCS.filter((doc) => !doc.startsWith('docs/decisions/'));
  const read = (doc: string) => readFileSync(join(projectRoot, doc), 'utf8');
  const pkg = JSON.parse(read('package.json'));
  const node = read('.nvmrc').trim();
  /** Versions the docs name that are not this project's: kept as history or as a limit. */
  const OTHERS = {
    '127.0.0': 'the loopback address, 127.0.0.1',
    '7.3.5': 'the astro release whose lockfile broke npm ci here (docs/upgrading.md)',
    '1.65.0': 'the Playwright release the hold stops before',
    '8.1.9': 'the browser-compat-data release the support policy was read from',
    '3.3.11': "the section of RFC 5545 that defines a calendar file's TEXT values",
  };

  it('show the bench’s figures as the bench wrote them, from bench/latest.json', async () => {
    const { withReport } = await import('../bench/report.mjs');
    const latest = JSON.parse(read('bench/latest.json'));
    const page = read('docs/testing.md');
    expect(page.length).toBeGreaterThan(1000);
    expect(withReport(page, latest) === page, 'docs/testing.md differs from bench/latest.json: run npm run bench').toBe(
      true,
    );
    // And the report does change with the file it is made from.
    expect(withReport(page, { ...latest, runs: latest.runs + 1 })).not.toBe(page);
  });

  it('name the versions package.json and .nvmrc hold, and no other', () => {
    const ours = new Set(
      Object.values({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.overrides }).map((range) =>
        String(range).replace(/^[\^~]/, ''),
      ),
    );
    for (const doc of LIVING) {
      const text = read(doc);
      for (const [version] of text.matchAll(/\b\d+\.\d+\.\d+\b/g)) {
        expect(ours.has(version) || version in OTHERS, `${doc} names ${version}`).toBe(true);
      }
      for (const [, named, image] of text.matchAll(/\bNode\.js (\d+)\b|\bnode:(\d+)-bookworm/g)) {
        const major = named ?? image;
        expect(major, `${doc}: Node.js ${major}, .nvmrc says ${node}`).toBe(node);
      }
      for (const [range] of text.matchAll(/`>=\d+\.\d+\.\d+`/g)) {
        expect(range, doc).toBe(`\`${pkg.engines.node}\``);
      }
    }
  });

  it('give the HTTP Observatory’s grade the build is held to', () => {
    const floor = /OBSERVATORY_FLOOR = \{ grade: '([^']+)', score: (\d+) \}/.exec(
      read('tests/production-build.test.ts'),
    );
    expect(floor).not.toBeNull();
    for (const doc of LIVING) {
      for (const [, grade, score] of read(doc).matchAll(/\*\*(A\+?|[B-F]), (\d+)\b/g)) {
        expect(`${grade} ${score}`, doc).toBe(`${floor![1]} ${floor![2]}`);
      }
    }
  });

  it('keep no hand-copied count of tests and no timing log', () => {
    for (const doc of LIVING) {
      const text = read(doc).replace(/<!-- The bench report[\s\S]*?The end of the bench report\. -->/, '');
      expect(text.match(/\b\d+ (browser|Vitest|unit) tests\b/g) ?? [], doc).toEqual([]);
      expect(text.match(/\b\d+ s of processor time\b/g) ?? [], doc).toEqual([]);
    }
  });
});

describe('which tests run where', () => {
  /** The table of Playwright's projects, as playwright.config.ts defines them. */
  async function projectsTable() {
    const { default: config } = await import('../playwright.config');
    const shown = (value: unknown): string =>
      value === undefined
        ? ''
        : [value]
            .flat()
            .map((each) => `\`${typeof each === 'string' ? `e2e/${each}` : String(each).replaceAll('|', '\\|')}\``)
            .join(', ');
    return [
      '| project | browser | spec files | tests | workers |',
      '| --- | --- | --- | --- | --- |',
      ...config.projects!.map((project) =>
        [
          `\`${project.name}\``,
          String((project.metadata as { browser: string }).browser),
          [shown(project.testMatch) || 'every spec', project.testIgnore ? `but ${shown(project.testIgnore)}` : '']
            .join(' ')
            .trim(),
          [
            project.grep ? `tagged ${shown(project.grep)}` : 'every test',
            project.grepInvert ? `but ${shown(project.grepInvert)}` : '',
          ]
            .join(' ')
            .trim(),
          String(project.workers ?? config.workers),
        ].join(' | '),
      ),
    ].map((row) => (row.startsWith('| project') || row.startsWith('| ---') ? row : `| ${row} |`));
  }
  /** A table's rows as their cells, the line under the heading left out (Prettier pads it). */
  const cells = (rows: string[]) =>
    rows.filter((row) => !/^\|[\s|:-]+\|$/.test(row)).map((row) => row.split(/(?<!\\)\|/).map((cell) => cell.trim()));

  it('is one table in docs/testing.md, made from playwright.config.ts', async () => {
    const page = readFileSync(join(projectRoot, 'docs/testing.md'), 'utf8');
    const start = page.indexOf('| project ');
    expect(start).toBeGreaterThan(0);
    const inDocs = page.slice(start).split('\n\n')[0]!.split('\n');
    expect(cells(inDocs)).toEqual(cells(await projectsTable()));
  });

  it('names every test site, each with what it holds', async () => {
    const { TEST_SITES } = await import('../tooling/test-site.mjs');
    const page = readFileSync(join(projectRoot, 'docs/testing.md'), 'utf8');
    for (const name of Object.keys(TEST_SITES)) expect(page).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
  });
});
