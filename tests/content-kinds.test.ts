/**
 * Every kind of content in src/content.config.ts, held to what a kind touches: its folder, its
 * rules, its module and their tests, the build-day door, its addresses, the editor, the test
 * site's fixtures, the tests of its pages and its browser tests, and the volunteers' page. A new
 * kind that forgets one fails here, naming the kind and the touchpoint; "Adding a kind of content"
 * in docs/how-it-is-built.md lists the same touchpoints, and is held to this list. And the seams
 * between kinds: no kind's module imports another kind's, nor does a shared one import any.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorConfig } from '../src/admin/config';
import { MINISTRY_TIME_ZONE, dayIn } from '../src/lib/ministry-time';
import { TEST_SITES, projectRoot } from '../tooling/test-site.mjs';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const exists = (path: string) => existsSync(join(projectRoot, path));

/** The kinds, as content.config.ts exports them: `export const collections = { projects, notices, … }`. */
const KINDS = read('src/content.config.ts')
  .match(/export const collections = \{([^}]*)\}/)![1]!
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** A kind's name for one entry, as its modules are named: notices → notice, stories → story. */
const one = (kind: string) => kind.replace(/ies$/, 'y').replace(/s$/, '');

const editorCollections = editorConfig().collections as { name: string; folder?: string }[];
const fixtureFiles = Object.keys(TEST_SITES.events!(dayIn(MINISTRY_TIME_ZONE)).content ?? {});
const ownFiles = (kind: string) =>
  exists(`src/content/${kind}`)
    ? readdirSync(join(projectRoot, 'src/content', kind)).filter((f) => f.endsWith('.yaml'))
    : [];

/** What a kind touches: where, in the words "Adding a kind of content" uses, and how each is checked. */
const TOUCHPOINTS: { where: string; check: (kind: string) => boolean }[] = [
  { where: 'src/content/<kind>/', check: (kind) => exists(`src/content/${kind}`) },
  { where: 'src/lib/<one>-schema.ts', check: (kind) => exists(`src/lib/${one(kind)}-schema.ts`) },
  { where: 'src/lib/<kind>.ts', check: (kind) => exists(`src/lib/${kind}.ts`) },
  { where: 'src/lib/<kind>.test.ts', check: (kind) => exists(`src/lib/${kind}.test.ts`) },
  {
    where: 'src/lib/paths.ts',
    check: (kind) => new RegExp(`export const ${one(kind)}Path\\b`).test(read('src/lib/paths.ts')),
  },
  { where: 'src/on-build-day.ts', check: (kind) => read('src/on-build-day.ts').includes(`entriesOf('${kind}')`) },
  { where: 'src/lib/<one>-editor.ts', check: (kind) => exists(`src/lib/${one(kind)}-editor.ts`) },
  {
    where: 'src/admin/config.ts',
    check: (kind) => editorCollections.some(({ name, folder }) => name === kind && folder === `src/content/${kind}`),
  },
  {
    where: 'tooling/test-content.mjs',
    check: (kind) => fixtureFiles.some((file) => file.startsWith(`${kind}/`)) || ownFiles(kind).length > 0,
  },
  { where: 'tests/<kind>.test.ts', check: (kind) => exists(`tests/${kind}.test.ts`) },
  { where: 'e2e/<kind>.spec.ts', check: (kind) => exists(`e2e/${kind}.spec.ts`) },
  {
    where: 'docs/keeping-the-site-current.md',
    check: (kind) => read('docs/keeping-the-site-current.md').includes(`src/content/${kind}/`),
  },
];

describe('every kind of content', () => {
  it('is read from content.config.ts', () => {
    expect(KINDS).toEqual(['projects', 'notices', 'needs', 'stories', 'years']);
  });

  it.each(KINDS)('%s touches every touchpoint', (kind) => {
    const forgotten = TOUCHPOINTS.filter(({ check }) => !check(kind)).map(({ where }) => where);
    expect(
      forgotten,
      `${kind} has no ${forgotten.join(', ')} (see "Adding a kind of content" in docs/how-it-is-built.md)`,
    ).toEqual([]);
  });

  it('is added by the recipe in docs/how-it-is-built.md, which names every touchpoint', () => {
    const doc = read('docs/how-it-is-built.md');
    const section = doc.slice(doc.indexOf('## Adding a kind of content'));
    expect(section.length).toBeGreaterThan(200);
    const recipe = section.slice(0, section.indexOf('\n## ', 3) > 0 ? section.indexOf('\n## ', 3) : undefined);
    expect(TOUCHPOINTS.map(({ where }) => where).filter((where) => !recipe.includes(`\`${where}\``))).toEqual([]);
  });

  it('fails a kind that forgets one, naming it', () => {
    const forgotten = TOUCHPOINTS.filter(({ check }) => !check('recipes')).map(({ where }) => where);
    expect(forgotten).toEqual(TOUCHPOINTS.map(({ where }) => where));
  });
});

describe('the seams between kinds', () => {
  const LIB = 'src/lib';
  const modules = readdirSync(join(projectRoot, LIB)).filter(
    (name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'),
  );
  /** The kind a module of src/lib/ is of (notices.ts, notice-schema.ts, notice-rules.ts), or none: shared. */
  const kindOf = (name: string) =>
    KINDS.find((kind) => name === `${kind}.ts` || name.startsWith(`${one(kind)}-`) || name.startsWith(`${kind}-`));
  /**
   * The modules of src/lib/ a module's source imports: `import … from`, `export … from`, and
   * `import(…)`, each with or without its .ts.
   */
  const importsIn = (name: string, source: string) =>
    [
      ...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]/gm),
      ...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
    ].map((match) =>
      relative(join(projectRoot, LIB), resolve(join(projectRoot, LIB), dirname(name), match[1]!)).replace(
        /(\.ts)?$/,
        '.ts',
      ),
    );
  const importsOf = (name: string) => importsIn(name, read(`${LIB}/${name}`));
  const crossingsOf = (name: string, source = read(`${LIB}/${name}`)) =>
    importsIn(name, source)
      .filter((target) => kindOf(target) && kindOf(target) !== kindOf(name))
      .map((target) => `${name} → ${target}`);

  it('a kind’s module imports no other kind’s, and a shared module imports none', () => {
    expect(modules.filter((name) => kindOf(name)).length).toBeGreaterThanOrEqual(KINDS.length * 2);
    expect(modules.flatMap((name) => crossingsOf(name))).toEqual([]);
    expect(importsOf('site-facts.ts')).toContain('site-facts-rules.ts');
  });

  it('finds a crossing however it is written: with its .ts or without, and by import()', () => {
    for (const line of [
      "import { needPath } from './needs.ts';",
      "import { needPath } from './needs';",
      "export { needSchema } from './need-schema.ts';",
      "const { needSchema } = await import('./need-schema.ts');",
      "const needs = await import('./needs');",
    ]) {
      expect(crossingsOf('stories.ts', line), line).toHaveLength(1);
    }
    expect(crossingsOf('stories.ts', "import { dayIn } from './ministry-time.ts';")).toEqual([]);
  });
});
