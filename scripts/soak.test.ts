/** The soak's reading of its command line and of the runners' reports, and the table it prints. */
import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firstLines, formatTable, parseArgs, playwrightResults, runResults, tally, vitestResults } from './soak.mjs';

describe('the soak', () => {
  it('sends Vitest files to Vitest and every other word to Playwright, with its own options taken out', () => {
    expect(
      parseArgs(['e2e/header.spec.ts', '--runs', '10', 'tests/notices.test.ts', '--busy-only', '--project', 'webkit']),
    ).toEqual({
      runs: 10,
      settings: ['busy'],
      build: true,
      vitest: ['tests/notices.test.ts'],
      playwright: ['e2e/header.spec.ts', '--project', 'webkit'],
    });
    expect(parseArgs(['--no-build', '--quiet-only'])).toMatchObject({ runs: 3, settings: ['quiet'], build: false });
    expect(() => parseArgs(['--runs', 'many'])).toThrow(/--runs takes a whole number/);
  });

  it('counts every run of every test, each repeat of Playwright and each failed Vitest setup', () => {
    const playwright = {
      suites: [
        {
          title: 'header.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the drawer',
              specs: [
                {
                  title: 'opens',
                  file: 'header.spec.ts',
                  tests: [
                    { projectName: 'desktop', results: [{ status: 'passed' }] },
                    {
                      projectName: 'desktop',
                      results: [{ status: 'timedOut', error: { message: 'Test timeout of 30000ms exceeded.' } }],
                    },
                    { projectName: 'phone', results: [{ status: 'skipped' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Process from config.webServer was not able to start.' }],
    };
    expect(playwrightResults(playwright)).toEqual([
      { name: '[desktop] header.spec.ts › the drawer › opens', failed: false, message: undefined },
      {
        name: '[desktop] header.spec.ts › the drawer › opens',
        failed: true,
        message: 'Test timeout of 30000ms exceeded.',
      },
      { name: '(the run itself)', failed: true, message: 'Process from config.webServer was not able to start.' },
    ]);
    const vitest = {
      testResults: [
        {
          name: `${process.cwd()}/tests/a.test.ts`,
          assertionResults: [{ fullName: 'a works', status: 'failed', failureMessages: ['boom'] }],
        },
        {
          name: `${process.cwd()}/tests/b.test.ts`,
          status: 'failed',
          message: 'beforeAll timed out',
          assertionResults: [],
        },
      ],
    };
    expect(vitestResults(vitest)).toEqual([
      { name: '[vitest] tests/a.test.ts › a works', failed: true, message: 'boom' },
      { name: '[vitest] tests/b.test.ts', failed: true, message: 'beforeAll timed out' },
    ]);
  });

  it('prints a line for each test, the failing first, with how many runs failed in each setting and the first message', () => {
    const table = new Map();
    tally(table, 'quiet', 'steady', false);
    tally(table, 'busy', 'steady', false);
    tally(table, 'quiet', 'flaky', false);
    tally(
      table,
      'busy',
      'flaky',
      true,
      '\u001b[31mError: layout shift\u001b[39m\n\n  Expected: 0\n  Received: 0.00137',
    );
    tally(table, 'busy', 'flaky', true, 'a later message');
    expect(formatTable(table, ['quiet', 'busy']).split('\n')).toEqual([
      '| test | quiet: failed/runs | busy: failed/runs | first failure |',
      '| --- | ---: | ---: | --- |',
      '| flaky | 0/1 | 2/2 | busy: Error: layout shift ¦ Expected: 0 ¦ Received: 0.00137 |',
      '| steady | 0/1 | 0/1 |  |',
    ]);
    expect(firstLines('one\ntwo\nthree\nfour\nfive')).toBe('one | two | three | four');
  });

  it('fails a run that wrote no report, or one it cannot read, or that exited non-zero with every test it names passing', () => {
    expect(runResults('vitest', 1, null)).toEqual([
      { name: '(the vitest run itself)', failed: true, message: 'vitest wrote no report (exit code 1)' },
    ]);
    expect(runResults('playwright', 0, '{"suites": [')).toEqual([
      {
        name: '(the playwright run itself)',
        failed: true,
        message: 'playwright wrote a report that cannot be read (exit code 0)',
      },
    ]);
    const passing = JSON.stringify({
      testResults: [{ name: 'a.test.ts', assertionResults: [{ fullName: 'a works', status: 'passed' }] }],
    });
    expect(runResults('vitest', 0, passing)).toEqual([
      { name: '[vitest] a.test.ts › a works', failed: false, message: '' },
    ]);
    expect(runResults('vitest', 1, passing).at(-1)).toEqual({
      name: '(the vitest run itself)',
      failed: true,
      message: 'vitest exited with 1, no failing test in its report',
    });
  });

  it('exits non-zero when Vitest fails before any test runs: the soak of a crashed run is never green', async () => {
    // A file that is not there: Vitest stops without running a test.
    const soak = join(import.meta.dirname, 'soak.mjs');
    const ran = await promisify(execFile)(
      process.execPath,
      [soak, '--no-build', '--quiet-only', '--runs', '1', 'tests/no-such-file.test.ts'],
      { cwd: join(import.meta.dirname, '..') },
    ).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/\(the vitest run itself\) \| 1\/1 \| quiet: vitest/);
  }, 60_000);
});
