/** The measure decision 0010 and docs/testing.md compare changes by: tooling/processor-time.mjs. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { busySeconds } from '../tooling/processor-time.mjs';
import { projectRoot } from '../tooling/test-site.mjs';

const run = promisify(execFile);

describe('processor-time', () => {
  it('counts user, nice, system, irq and softirq time as busy, and idle and waiting as not', () => {
    const stat = 'cpu  1000 200 300 9000 400 50 60 7 0 0\ncpu0 500 100 150 4500 200 25 30 3 0 0\nintr 1';
    expect(busySeconds(stat)).toBeCloseTo(16.1, 5);
    expect(() => busySeconds('MemTotal: 1 kB')).toThrow(/Not \/proc\/stat/);
  });

  it('counts the processor time of a command and what it starts, and passes its exit code on', async () => {
    // A child that keeps a processor busy for a third of a second of its own processor time, then
    // exits with 3: at least that much is counted, however busy the machine is.
    const burn = 'while (process.cpuUsage().user < 330000); process.exit(3)';
    const result = await run(process.execPath, ['tooling/processor-time.mjs', process.execPath, '-e', burn], {
      cwd: projectRoot,
    }).catch((error: { code: number; stdout: string }) => error);
    expect('code' in result && result.code).toBe(3);
    const busy = Number(/busy for ([\d.]+) s/.exec(result.stdout)?.[1]);
    expect(busy).toBeGreaterThanOrEqual(0.3);
    expect(result.stdout).toMatch(/\(exit 3\)/);
  });
});
