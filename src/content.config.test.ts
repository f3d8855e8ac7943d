/**
 * A malformed project, notice, volunteer need or story stops the build with a message that names the file and the
 * field. The schemas' rules are tested by parsing with them (src/lib/project-schema.test.ts,
 * src/lib/notice-days.test.ts); these cases run the real `astro sync` on a scratch copy of the site,
 * which loads and validates every content entry as a build does, to prove the message reaches the
 * person who made the mistake. It runs in this process, as the CLI runs it, and the error it stops
 * with is what the CLI prints: its location (the file) and its message (the field and the words);
 * one process for the five cases, not five, each of which would load Astro again. A story's other rules (a photo's description, a project by its
 * file name) reach the person the same way, and are proved by parsing: src/lib/editor-config.test.ts
 * and src/lib/stories.test.ts.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sync } from 'astro';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { WEEKLY_MESSAGES } from './lib/notice-rules';
import { CONSENT_MESSAGE } from './lib/story-rules';
import { removeScratchSites, scratchSite } from '../tooling/test-site.mjs';

let dir = '';
beforeAll(async () => {
  dir = await scratchSite();
  await mkdir(join(dir, 'src/content/notices'), { recursive: true });
  await mkdir(join(dir, 'src/content/needs'), { recursive: true });
}, 60_000);
afterAll(removeScratchSites);

const supper = (fields: Record<string, string>) => stringify({ title: 'Supper', text: 'Come.', ...fields });
const story = (fields: Record<string, unknown>) =>
  stringify({
    title: 'Supper for sixty',
    day: '2026-11-18',
    summary: 'A warm supper.',
    paragraphs: ['Sixty came.'],
    ...fields,
  });

it.each([
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
])('$mistake stops the build, naming the file and the field', { timeout: 60_000 }, async ({ file, write, says }) => {
  const path = join(dir, file);
  const before = await readFile(path, 'utf8').catch(() => '');
  await writeFile(path, write(before));
  const stopped = await sync({ root: dir, logLevel: 'silent' }).then(
    () => undefined,
    (error: { message: string; loc?: { file?: string } }) => error,
  );
  // Put back as it was, for the next case.
  await (before ? writeFile(path, before) : rm(path));
  expect(stopped, 'the sync stopped').toBeDefined();
  expect(resolve(dir, stopped?.loc?.file ?? '')).toBe(path);
  // The CLI prints the message's **bold** as bold.
  expect(stopped?.message.replaceAll('**', '')).toContain(says);
});
