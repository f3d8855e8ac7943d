/**
 * The nightly build (.github/workflows/nightly-build.yml) that takes notices off the site once
 * their day is over: it runs after midnight in Pennsylvania whatever the season, and its step,
 * run here with bash against a local stand-in for the host's deploy hook, asks for one build, or
 * fails saying what to set.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { projectRoot } from '../tooling/test-site.mjs';

const run = promisify(execFile);
const workflow = parse(readFileSync(join(projectRoot, '.github/workflows/nightly-build.yml'), 'utf8'));
const step = workflow.jobs.build.steps.find((s: { run?: string }) => s.run) as {
  run: string;
  env: Record<string, string>;
};

/** The hour in New York when the schedule fires on a winter and a summer day. */
function newYorkHour(cron: string, day: string): number {
  const [minute, hour] = cron.split(' ').map(Number) as [number, number];
  const instant = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  return Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', hourCycle: 'h23' }).format(
      instant,
    ),
  );
}

describe('the nightly build', () => {
  it('runs every night just after midnight in Pennsylvania, in winter and in summer, and by hand', () => {
    const [{ cron }] = workflow.on.schedule as [{ cron: string }];
    expect(cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(newYorkHour(cron, '2026-12-15')).toBe(0);
    expect(newYorkHour(cron, '2026-07-15')).toBe(1);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toEqual({});
    expect(step.env.DEPLOY_HOOK_URL).toBe('${{ secrets.DEPLOY_HOOK_URL }}');
  });

  const received: { method?: string; url?: string }[] = [];
  const hook = createServer((request, response) => {
    received.push({ method: request.method, url: request.url });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"build"}');
  });
  afterAll(() => new Promise((resolve) => hook.close(resolve)));

  it('asks the host’s deploy hook for one build', async () => {
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const { port } = hook.address() as { port: number };
    const { stdout } = await run('bash', ['-e', '-c', step.run], {
      env: { ...process.env, DEPLOY_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc123` },
    });
    expect(received).toEqual([{ method: 'POST', url: '/build_hooks/abc123' }]);
    expect(stdout).toContain('building the site again');
  });

  it('without the secret, fails and says what to set and where it is explained', async () => {
    const result = await run('bash', ['-e', '-c', step.run], { env: { ...process.env, DEPLOY_HOOK_URL: '' } }).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/DEPLOY_HOOK_URL is not set.*docs\/publishing\.md/);
  });
});
