import { readdirSync } from 'node:fs';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { yamlFolder } from './lib/yaml-folder';
import { noticeSchema } from './lib/notice-schema';
import { needSchema } from './lib/need-schema';
import { projectSchema } from './lib/project-schema';
import { projectFileName, storySchema } from './lib/story-schema';
import { yearSchema } from './lib/year-schema';
import { lastEndedYear } from './lib/years';
import { MINISTRY_TIME_ZONE, dayIn } from './lib/ministry-time';
import { NOTICE_LINK_PAGES } from './site';

/**
 * The ministry's projects: one YAML file per project in src/content/projects/, edited by
 * volunteers at /admin or by hand. The rules are in src/lib/project-schema.ts; a mistake stops
 * the build with a message that names the file and the field.
 */
const projects = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/projects' }),
  schema: ({ image }) => projectSchema(image),
});

/**
 * Notices: what is happening this week, one YAML file each in src/content/notices/ (often none).
 * Its rules: src/lib/notice-schema.ts; which are current: src/lib/dated.ts. A notice whose
 * day is over is left out of the build.
 */
const notices = defineCollection({
  loader: yamlFolder('src/content/notices'),
  schema: noticeSchema(NOTICE_LINK_PAGES),
});

/**
 * Volunteer needs: the help the ministry asks for, one YAML file each in src/content/needs/ (often
 * none). Its rules: src/lib/need-schema.ts; which are current, and in what order: src/lib/needs.ts.
 */
const needs = defineCollection({
  loader: yamlFolder('src/content/needs'),
  schema: needSchema,
});

/**
 * Stories of what the gifts did: one YAML file each in src/content/stories/ (often none), with an
 * optional photo in src/assets/stories/. Its rules, and the consent the build insists on:
 * src/lib/story-schema.ts.
 */
const projectFiles = readdirSync('src/content/projects')
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => name.replace(/\.yaml$/, ''));
const stories = defineCollection({
  loader: yamlFolder('src/content/stories'),
  schema: ({ image }) => storySchema(image, projectFileName(projectFiles)),
});

/**
 * What each year did: one YAML file a year in src/content/years/ (none until the treasurer writes
 * the first), for a year that has ended on the build's day in the ministry's zone. Its rules:
 * src/lib/year-schema.ts; its order and its picture: src/lib/years.ts.
 */
const years = defineCollection({
  loader: yamlFolder('src/content/years'),
  schema: yearSchema(lastEndedYear(dayIn(MINISTRY_TIME_ZONE))),
});

export const collections = { projects, notices, needs, stories, years };
