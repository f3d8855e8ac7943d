/**
 * A malformed project, notice, volunteer need or story stops the build with a message that names the file and the
 * field. The schemas' rules are tested by parsing with them (src/lib/project-schema.test.ts,
 * src/lib/notices.test.ts, src/lib/dated.test.ts); these cases run the real `astro sync` on a scratch copy of the site,
 * which loads and validates every content entry as a build does, to prove the message reaches the
 * person who made the mistake. The five syncs run in one process (tooling/sync-mistakes.mjs), not
 * a CLI process each, which would load Astro five times; the error each stops with is what the CLI
 * prints: its location (the file) and its message (the field and the words). A story's other
 * rules (a photo's description, a project by its file name) reach the person the same way, and
 * are proved by parsing: src/lib/editor-config.test.ts and src/lib/stories.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { WEEKLY_MESSAGES } from './lib/dated-rules';
import { CONSENT_MESSAGE } from './lib/story-rules';
import { projectRoot, removeScratchSites, scratchSite } from '../tooling/test-site.mjs';

const supper = (fields: Record<string, string>) => stringify({ title: 'Supper', text: 'Come.', ...fields });
const story = (fields: Record<string, unknown>) =>
  stringify({
    title: 'Supper for sixty',
    day: '2026-11-18',
    summary: 'A warm supper.',
    paragraphs: ['Sixty came.'],
    ...fields,
  });

const MISTAKES = [
  {
    mistake: 'a project with no title',
    file: 'src/content/projects/manna-monday.yaml',
    write: (before: string) => before.replace(/^title: .*$/m, ''),
    says: 'title: title is required',
  },
  {
    mistake: 'a notice with a malformed event time',
    file: 'src/content/notices/supper.yaml',
    write: () => supper({ eventStart: 'Monday 5 pm' }),
    says: 'eventStart: eventStart must be a date and a time',
  },
  {
    mistake: 'a weekly notice whose last day is before its first',
    file: 'src/content/notices/supper.yaml',
    write: () => supper({ eventStart: '2026-12-07T17:00', repeatsWeeklyUntil: '2026-11-30' }),
    says: `repeatsWeeklyUntil: ${WEEKLY_MESSAGES.beforeStart}`,
  },
  {
    mistake: 'a volunteer need with a count that is not a whole number',
    file: 'src/content/needs/serve-supper.yaml',
    write: () => stringify({ title: 'Serve supper', stillNeeded: 2.5 }),
    says: 'stillNeeded: Write how many more people are needed: a whole number from 0 to 99',
  },
  {
    mistake: 'a story whose people did not agree to share it',
    file: 'src/content/stories/supper-for-sixty.yaml',
    write: () => story({ consent: false }),
    says: `consent: ${CONSENT_MESSAGE}`,
  },
];

let dir = '';
let stopped: ({ file?: string; message: string } | null)[] = [];
beforeAll(async () => {
  dir = await scratchSite();
  await mkdir(join(dir, 'src/content/notices'), { recursive: true });
  await mkdir(join(dir, 'src/content/needs'), { recursive: true });
  const mistakes = await Promise.all(
    MISTAKES.map(async ({ file, write }) => ({
      file,
      text: write(await readFile(join(dir, file), 'utf8').catch(() => '')),
    })),
  );
  const script = join(projectRoot, 'tooling/sync-mistakes.mjs');
  const { stdout } = await promisify(execFile)(process.execPath, [script, dir, JSON.stringify(mistakes)], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  stopped = JSON.parse(stdout);
}, 60_000);
afterAll(removeScratchSites);

it.each(MISTAKES.map((mistake, index) => ({ ...mistake, index })))(
  '$mistake stops the build, naming the file and the field',
  ({ file, says, index }) => {
    const stop = stopped[index];
    expect(stop, 'the sync stopped').toBeTruthy();
    expect(resolve(dir, stop?.file ?? '')).toBe(join(dir, file));
    // The CLI prints the message's **bold** as bold.
    expect(stop?.message.replaceAll('**', '')).toContain(says);
  },
);
