/**
 * What a failed browser test keeps, and what a passing one does not (docs/testing.md): the
 * project's Playwright settings and fixtures run four tests, three of them failing on purpose,
 * and the report is read. A failure keeps a picture of its page and everything the page and the
 * site's service worker wrote to the console, in the report and in its folder of test-results/;
 * a pass keeps nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../tooling/test-site.mjs';
import site from '../playwright.config';

interface Attachment {
  name: string;
  contentType: string;
  path?: string;
}
interface Result {
  status: string;
  attachments: Attachment[];
}
interface Spec {
  title: string;
  tests: { results: Result[] }[];
}
interface Suite {
  specs: Spec[];
  suites?: Suite[];
}

const run = promisify(execFile);
const results = new Map<string, Result>();
let output = '';

beforeAll(async () => {
  output = await mkdtemp(join(tmpdir(), 'ssmc-report-'));
  const cli = join(projectRoot, 'node_modules/@playwright/test/cli.js');
  const config = join(projectRoot, 'tests/support/failure-report/playwright.config.ts');
  // Three tests fail, so the run exits with 1; the report on its standard output is what counts.
  const { stdout } = await run(process.execPath, [cli, 'test', '-c', config], {
    cwd: projectRoot,
    env: { ...process.env, SSMC_REPORT_OUTPUT: output },
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as { suites: Suite[] };
  // A describe block is a suite within the file's.
  const specs = (suite: Suite): Spec[] => [...suite.specs, ...(suite.suites ?? []).flatMap(specs)];
  for (const spec of report.suites.flatMap(specs)) results.set(spec.title, spec.tests[0]!.results[0]!);
}, 60_000);
afterAll(() => rm(output, { recursive: true, force: true }));

const kept = (title: string) =>
  results.get(title)!.attachments.map(({ name, contentType }) => `${name} ${contentType}`);

describe('a browser test', () => {
  it('that passes keeps nothing: no picture, no console', async () => {
    // Playwright's own pictures are off: its only-on-failure takes one of every page of every test.
    expect(site.use?.screenshot).toBe('off');
    expect(results.get('passes')?.status).toBe('passed');
    expect(kept('passes')).toEqual([]);
    expect((await readdir(output)).filter((name) => name.includes('passes'))).toEqual([]);
  });

  for (const title of ['fails on an assertion', 'fails on a console error alone']) {
    it(`that ${title} keeps a picture of its page and its console`, async () => {
      const result = results.get(title)!;
      expect(result.status).toBe('failed');
      expect(kept(title)).toEqual(expect.arrayContaining(['console text/plain', 'screenshot image/png']));
      const named = (name: string) => result.attachments.find((attachment) => attachment.name === name)!;
      const picturePath = named('screenshot').path!;
      expect(existsSync(picturePath)).toBe(true);
      expect((await readFile(picturePath)).subarray(1, 4).toString()).toBe('PNG');
      const folder = join(output, `report-${title.replaceAll(' ', '-')}-desktop`);
      expect(await readdir(folder)).toEqual(expect.arrayContaining(['console.txt', 'test-failed-1.png']));
      expect(await readFile(named('console').path!, 'utf8')).toMatch(
        title.includes('console') ? /error: an error nobody expected/ : /log: a line from a failing page/,
      );
    });
  }

  it("that fails on a service worker's warning, its page closed, keeps the worker's console", async () => {
    const result = results.get('fails on a service worker warning, its page closed')!;
    expect(result.status).toBe('failed');
    const console = result.attachments.find((attachment) => attachment.name === 'console')!;
    expect(await readFile(console.path!, 'utf8')).toMatch(
      /service worker: warning: a warning from the worker, with no page open/,
    );
  });
});
