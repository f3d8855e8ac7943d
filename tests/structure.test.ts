/**
 * The house rules a reviewer would otherwise have to remember: each fact and each piece of
 * machinery in one place, and the folders leaning one way (src/lib/ never reads src/site.ts,
 * which reads src/lib/; the browser tests use the commands in scripts/, never their insides).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../tooling/test-site.mjs';

/**
 * The project's own code under a folder, as paths from `root`. Installed packages are not ours:
 * `npm run bench` installs the bench's own into bench/node_modules, thousands of files.
 */
function filesUnder(folder: string, root = projectRoot): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, root);
    return entry.isFile() && /\.(ts|tsx|mjs|astro)$/.test(entry.name) ? [path] : [];
  });
}
const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');
const imports = (file: string) =>
  [...read(file).matchAll(/^\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the layout of the code', () => {
  it('is read from the project’s own files, never from packages installed under a folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'ssmc-structure-'));
    try {
      for (const file of ['code/a.ts', 'code/deep/b.mjs', 'code/node_modules/pkg/c.ts', 'code/notes.md']) {
        mkdirSync(join(root, dirname(file)), { recursive: true });
        writeFileSync(join(root, file), '');
      }
      expect(filesUnder('code', root).sort()).toEqual(['code/a.ts', 'code/deep/b.mjs']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('src/lib/ never imports src/site.ts (the facts are passed in)', () => {
    const offenders = filesUnder('src/lib')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => imports(file).some((from) => /(^|\/)site(\.ts)?$/.test(from)));
    expect(offenders).toEqual([]);
  });

  it('no folder imports one that imports it back (tests beside the code count as tests)', () => {
    const folders = ['src', 'integrations', 'scripts', 'tooling', 'bench', 'tests', 'e2e'];
    const leans = new Set<string>();
    for (const folder of folders) {
      for (const file of filesUnder(folder).filter((name) => !name.endsWith('.test.ts'))) {
        for (const from of imports(file).filter((spec) => spec.startsWith('.'))) {
          const target = relative(projectRoot, resolve(projectRoot, dirname(file), from)).split('/')[0]!;
          if (target !== folder && folders.includes(target)) leans.add(`${folder} → ${target}`);
        }
      }
    }
    expect(leans.size).toBeGreaterThan(5);
    const both = [...leans].filter((lean) => leans.has(lean.split(' → ').reverse().join(' → ')));
    expect(both).toEqual([]);
  });

  it('integrations/ holds Astro integrations only: each file, or each folder’s index.ts, is one', () => {
    const entries = readdirSync(join(projectRoot, 'integrations'), { withFileTypes: true });
    const integrations = entries
      .filter((entry) => entry.isDirectory() || !/\.(test|d)\.ts$/.test(entry.name))
      .map((entry) => (entry.isDirectory() ? `integrations/${entry.name}/index.ts` : `integrations/${entry.name}`));
    for (const file of integrations) {
      expect(read(file), file).toMatch(/export default function \w+\([^)]*\)[^{]*: AstroIntegration \{/);
    }
  });

  it('e2e/ imports nothing from scripts/', () => {
    const offenders = filesUnder('e2e').filter((file) => imports(file).some((from) => from.includes('scripts/')));
    expect(offenders).toEqual([]);
  });

  it('only global setup builds a test site for the browser tests: a worker reads the one it built', () => {
    // A worker that asked tooling/test-site.mjs would build a site again when a source file was
    // saved during the run, under the runtime serving it (builtTestSite in e2e/support/site.ts).
    const builders = filesUnder('e2e').filter((file) => /\btestSite\(/.test(read(file)));
    expect(builders).toEqual(['e2e/global-setup.ts']);
  });

  it('every browser spec runs in its project’s workers: its test comes from e2e/fixtures.ts and adds no worker fixture or option', () => {
    // Playwright runs a spec only in a worker with the same worker fixtures and options; one that
    // differs stops a worker and starts another, with a new browser, each time the tests reach it.
    // A browser launched otherwise is a project of its own (desktop-full, playwright.config.ts).
    const workerOption = /\b(launchOptions|browserName|channel|headless|connectOptions|screenshot|trace|video)\s*:/;
    const offenders = filesUnder('e2e')
      .filter((file) => file.endsWith('.spec.ts'))
      .filter((file) => {
        const source = read(file);
        const fromFixtures = /import \{[^}]*\b(test|withWorkerFixtures)\b[^}]*\} from '\.\/fixtures'/.test(source);
        const ownTest = /import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/.test(source);
        const workerUse = [...source.matchAll(/test\.use\(\{([\s\S]*?)\}\);/g)].some(([, used]) =>
          workerOption.test(used!),
        );
        return !fromFixtures || ownTest || workerUse || /scope: 'worker'/.test(source);
      });
    expect(offenders).toEqual([]);
  });

  it('a tel: or sms: link to a number is written in one component only, and a message to no one yet in one module', () => {
    const writers = filesUnder('src').filter(
      (file) => !file.endsWith('.test.ts') && /["'`](tel|sms)[:'"`]/.test(read(file)),
    );
    expect(writers.sort()).toEqual(['src/components/PhoneLink.astro', 'src/lib/share.ts']);
    // "Send this to someone" writes a text message with words and no number, never a call or a number.
    expect(read('src/lib/share.ts').match(/["'`](tel|sms):[^$\s]*/g)).toEqual(['`sms:?&body=']);
  });

  it('a page’s heading is written in one component only, and a flyer’s in one other', () => {
    const writers = filesUnder('src').filter((file) => /\.(astro|tsx)$/.test(file) && /<h1[\s>]/.test(read(file)));
    // The site's pages take theirs from PAGES (src/site.ts); a flyer's is its notice's or project's title.
    expect(writers.sort()).toEqual(['src/components/Flyer.astro', 'src/components/PageHeading.astro']);
  });

  it('the contact form’s fields are written by one component', () => {
    const writers = filesUnder('src/islands').filter((file) => /<(input|textarea)\b[^>]*\brequired\b/.test(read(file)));
    expect(writers).toEqual([]);
    expect(read('src/islands/contact/Field.tsx')).toMatch(/required: true/);
  });

  it('a form’s draft has one writer: one module sets and removes it in storage', () => {
    const writers = filesUnder('src').filter(
      (file) => !file.endsWith('.test.ts') && /sessionStorage\.(setItem|removeItem)/.test(read(file)),
    );
    expect(writers).toEqual(['src/directives/keep-draft.ts']);
    // The island leaves keystrokes to the directive: each page that holds the form asks it to keep them.
    const forms = filesUnder('src/pages').flatMap((file) => [...read(file).matchAll(/<ContactForm\b[^>]*>/g)]);
    expect(forms.length).toBeGreaterThan(0);
    for (const [form] of forms) expect(form).toMatch(/client:interaction=\{\{[^}]*\bdraft: /);
  });

  it('the mailing address is put on one line, and into schema.org’s terms, in one module only', () => {
    const writers = filesUnder('src').filter(
      (file) => /PostalAddress'|\.line1\}, \$\{/.test(read(file)) && !file.endsWith('.test.ts'),
    );
    expect(writers).toEqual(['src/lib/address.ts']);
  });

  it('comments in the configs and the tooling carry no timings (they go stale; decision 0006 keeps them)', () => {
    const files = [
      ...readdirSync(projectRoot).filter((name) => /\.config\.(ts|mjs|js)$/.test(name)),
      ...['tooling', 'e2e/support', 'scripts', 'bench'].flatMap((folder) => filesUnder(folder)),
    ].filter((file) => !file.endsWith('.test.ts') && !file.includes('node_modules/'));
    const timed = files.flatMap((file) =>
      read(file)
        .split('\n')
        .filter((line) => /^\s*(\/\/|\*|\/\*).*\b\d+(\.\d+)?( s| ?ms| seconds| minutes)\b/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(timed).toEqual([]);
  });

  it('what search engines read is typed by schema-dts, never forced to a type', () => {
    // A cast ("as 'https://schema.org/Monday'", "as unknown as …") would let a wrong value through
    // the type check; each builder returns schema-dts's own type (src/lib/organization.test.ts).
    const builders = filesUnder('src').filter((file) => !file.endsWith('.test.ts') && /schema-dts/.test(read(file)));
    expect(builders.length).toBeGreaterThanOrEqual(4);
    const forced = [...builders, 'src/pages/stories/[id].astro'].filter((file) =>
      /\bas unknown\b|\bas '/.test(read(file)),
    );
    expect(forced).toEqual([]);
  });

  it('the editor’s icon font is cut by subset-font, not by calls into HarfBuzz’s memory', () => {
    const raw = [...filesUnder('integrations'), ...filesUnder('src')].filter((file) =>
      // HarfBuzz's own calls, or its WebAssembly loaded by hand (the editor's WebP encoder is another's).
      /\bhb_subset_|hb(-subset)?\.wasm['"]/.test(read(file)),
    );
    expect(raw).toEqual([]);
    expect(imports('integrations/editor/icon-font.ts')).toContain('subset-font');
  });

  it('the pages read the content and the day through the one door, src/on-build-day.ts', () => {
    // The islands run in the visitor's browser, where the clock is the visitor's: not the build's.
    const built = [...filesUnder('src/pages'), ...filesUnder('src/components'), ...filesUnder('src/layouts')];
    const around = built.filter((file) =>
      /\bget(Collection|Entry|Entries)\(|new Date\(\)|Date\.now\(/.test(read(file)),
    );
    expect(around).toEqual([]);
    expect(built.length).toBeGreaterThan(20);
  });

  it('astro.config.mjs reads as a list of integrations: under 80 lines', () => {
    expect(read('astro.config.mjs').split('\n').length).toBeLessThan(80);
  });
});
