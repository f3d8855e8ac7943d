// @ts-check
/**
 * What a command costs the machine, counted whole (Linux):
 *
 *   npm run processor-time -- npm run test:unit
 *   npm run processor-time -- npx playwright test --project=firefox
 *
 * It reads how long the machine's processors have been busy (/proc/stat) before and after the
 * command, so every process counts: the browsers Playwright starts too, which `/usr/bin/time`
 * leaves out because nothing waits for them (docs/decisions/0010-less-to-race.md). Run it on a
 * machine doing nothing else; whatever else runs is counted as well.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The kernel's clock ticks a second (USER_HZ), the unit of /proc/stat, the same on every Linux. */
const TICKS_PER_SECOND = 100;

/**
 * Seconds the machine's processors have been busy since it started, from /proc/stat's first
 * line: user, nice, system, irq and softirq time; idle and waiting on the disk are not busy.
 * @param {string} stat the text of /proc/stat
 * @returns {number}
 */
export function busySeconds(stat) {
  const fields = (stat.split('\n')[0] ?? '').trim().split(/\s+/);
  if (fields[0] !== 'cpu') throw new Error('Not /proc/stat: its first line does not start with "cpu".');
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields.slice(1).map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

/**
 * Runs the command, then says what it cost; resolves with its exit code.
 * @param {string[]} command
 * @returns {Promise<number>}
 */
export async function measure(command) {
  if (!existsSync('/proc/stat')) {
    throw new Error("processor-time reads Linux's /proc/stat: on a Mac or Windows, run it in the dev container.");
  }
  const read = () => busySeconds(readFileSync('/proc/stat', 'utf8'));
  const [file, ...args] = command;
  if (!file) throw new Error('Name a command to measure: npm run processor-time -- npm run test:unit');
  const busyBefore = read();
  const started = performance.now();
  const child = spawn(file, args, { stdio: 'inherit' });
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  const busy = read() - busyBefore;
  const wall = (performance.now() - started) / 1000;
  console.log(
    `processor-time: \`${command.join(' ')}\` kept the machine busy for ${busy.toFixed(1)} s of processor time in ${wall.toFixed(1)} s (exit ${code})`,
  );
  return /** @type {number} */ (code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await measure(process.argv.slice(2));
}
