/**
 * The npm scripts run under any shell (a keeper on Windows has cmd, not sh), and `npm test`'s
 * runner (scripts/test.mjs) stops every stage when one fails and names it.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { STAGES, runStages } from '../scripts/test.mjs';

const root = join(import.meta.dirname, '..');
const scriptsOf = (file: string) =>
  Object.entries(
    (JSON.parse(readFileSync(join(root, file), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {},
  );

/** What cmd does not run as sh does, with the reason a reader needs. */
const SHELL_ONLY: [RegExp, string][] = [
  [/(^|&&\s*|\s)[A-Za-z_][A-Za-z0-9_]*=\S/, 'an environment prefix (NAME=value command)'],
  [/(^|[^&])&([^&]|$)/, 'a background job (&)'],
  [/\$/, 'a shell variable ($)'],
  [/(^|\s)(wait|export|rm|cp|mv|cat|sed|grep|test)\s/, 'a command sh has and cmd does not'],
  [/;|`/, 'sh-only punctuation (; or `)'],
  [/'/, 'single quotes, which cmd passes on as they are'],
];

describe('npm scripts', () => {
  for (const file of ['package.json', 'bench/package.json']) {
    for (const [name, command] of scriptsOf(file)) {
      it(`${file} "${name}" runs under any shell`, () => {
        for (const [pattern, what] of SHELL_ONLY) expect(command, `${name} uses ${what}`).not.toMatch(pattern);
      });
    }
  }

  it('npm test is the runner, which runs every other check', () => {
    const scripts = Object.fromEntries(scriptsOf('package.json'));
    expect(scripts.test).toBe('node scripts/test.mjs');
    for (const script of STAGES.flat(2)) expect(Object.keys(scripts), script).toContain(script);
  });
});

/** A stage that is a real process: it exits with `code` once `release` is called, or runs until stopped. */
function fakeStage(code: number, log: string[], name: string) {
  const child = spawn(process.execPath, ['-e', 'process.stdin.on("data", (d) => process.exit(Number(d)))'], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  log.push(`start ${name}`);
  const done = new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode, signal) => {
      log.push(`end ${name} ${signal ?? exitCode}`);
      resolve(exitCode);
    }),
  );
  return { done, stop: () => child.kill('SIGTERM'), release: () => child.stdin.end(String(code)) };
}

describe("npm test's runner", () => {
  it('stops the stage running beside a failed one, starts nothing after it, and names it', async () => {
    const log: string[] = [];
    const stages: Record<string, ReturnType<typeof fakeStage>> = {};
    const start = (name: string) => {
      stages[name] = fakeStage(name === 'check' ? 2 : 0, log, name);
      // The type check fails while lint is still running.
      if (name === 'check') stages[name]!.release();
      return stages[name]!;
    };
    const failed = await runStages([[['lint'], ['check', 'build:local']], [['test:unit']]], start);
    expect(failed).toBe('check');
    expect(log).toEqual(['start lint', 'start check', 'end check 2', 'end lint SIGTERM']);
  });

  it('runs every stage in order when all pass, and names none', async () => {
    const log: string[] = [];
    const start = (name: string) => {
      const stage = fakeStage(0, log, name);
      stage.release();
      return stage;
    };
    expect(await runStages([[['a'], ['b', 'c']], [['d']]], start)).toBeNull();
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d']);
    expect(log.indexOf('start d')).toBeGreaterThan(log.indexOf('end c 0'));
  });
});

describe('npm test on a machine without the printing tools', () => {
  it('stops at once, before any stage, naming what is missing and how to get it', async () => {
    // A PATH with Node alone: no pdftotext, pdftoppm or zbarimg on it.
    const bin = mkdtempSync(join(tmpdir(), 'ssmc-path-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    // A Firefox whose probe is noisy, as one is in a container that refuses user namespaces.
    const firefox = join(bin, 'firefox');
    writeFileSync(
      firefox,
      '#!/bin/sh\necho "[13106] Sandbox: CanCreateUserNamespace() clone() failure: EPERM" >&2\necho "Mozilla Firefox 153.0esr"\n',
      { mode: 0o755 },
    );
    try {
      const ran = await promisify(execFile)(process.execPath, [join(root, 'scripts/test.mjs')], {
        cwd: root,
        env: { ...process.env, PATH: bin, FIREFOX_PATH: firefox },
      }).then(
        () => ({ code: 0, stderr: '', stdout: '' }),
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(ran.code).toBe(1);
      expect(ran.stderr).toMatch(
        /^npm test: stopped before it began\.\nPrinting the flyers needs pdftotext and pdftoppm \(Debian's poppler-utils\), zbarimg \(Debian's zbar-tools\), not found here\.[\s\S]*bash scripts\/install-test-browsers\.sh/,
      );
      // No stage started.
      expect(ran.stdout).toBe('');
    } finally {
      rmSync(bin, { recursive: true });
    }
  });
});
