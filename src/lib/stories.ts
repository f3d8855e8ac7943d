/**
 * Stories of what the gifts did: one YAML file each in src/content/stories/ (often none), kept by
 * volunteers at /admin. The rules a story must follow (content.config.ts gives them to Astro; the
 * editor, public/admin/config.yml, is held to the same ones by editor-config.test.ts), the order
 * they are shown in, and what search engines and feed readers are told of them.
 */
import { z } from 'astro/zod';
import type { Article, WithContext } from 'schema-dts';
import { CONSENT_MESSAGE, PHOTO_ALT_MESSAGE, STORY_PATTERNS } from './story-rules';

export { CONSENT_LABEL, CONSENT_MESSAGE, PHOTO_ALT_MESSAGE, STORY_PATTERNS } from './story-rules';

import { STORIES_PAGE } from './paths';

export { STORIES_PAGE, isStoryPage } from './paths';
/** The Atom feed of the stories (RFC 4287), linked from every page's head and from /stories. */
export const STORY_FEED_PATH = '/stories.xml';
/** How many of the newest stories the home page shows. */
export const HOME_STORIES = 3;

export const storyPath = (id: string) => `${STORIES_PAGE}/${id}`;

/** A field the editor saved empty ("") means the same as one left out. */
const leftEmpty = (value: unknown) => (value === '' ? undefined : value);

/**
 * @param image Astro's image() helper in the build (a photo in src/assets/stories/, written as a
 *   path from the YAML file); any schema for a path where the build's helper is not at hand.
 * @param project a project's file name: projectFileName(the files in src/content/projects/).
 */
export function storySchema<Image extends z.ZodType, Project extends z.ZodType>(image: () => Image, project: Project) {
  return z
    .strictObject({
      title: z
        .string({ error: 'title is required' })
        .trim()
        .regex(STORY_PATTERNS.title, 'title must be one line of at most 80 characters'),
      day: z.iso.date('day must be a date written YYYY-MM-DD'),
      summary: z
        .string({ error: 'summary is required' })
        .trim()
        .regex(STORY_PATTERNS.summary, 'summary must be one or two sentences on one line, at most 200 characters'),
      paragraphs: z
        .array(z.string().trim().min(1, 'a paragraph left empty: write it or remove it'))
        .min(1, 'paragraphs needs at least one paragraph'),
      /** Optional: a photo, and then what it shows. Left empty in the editor it is saved as "". */
      photo: z.preprocess(leftEmpty, image().optional()),
      photoAlt: z
        .string()
        .trim()
        .optional()
        .transform((text) => text || undefined),
      /** Optional: the project the story belongs to; its card links to its newest story. */
      project: z.preprocess(leftEmpty, project.optional()),
      consent: z.literal(true, { error: CONSENT_MESSAGE }),
    })
    .superRefine((story, context) => {
      if (story.photo && !story.photoAlt)
        context.addIssue({ code: 'custom', path: ['photoAlt'], message: PHOTO_ALT_MESSAGE });
    });
}

/** A project named by its file name (without .yaml): one of `files`, or a message naming them all. */
export function projectFileName(files: readonly string[]) {
  return z.enum(files as [string, ...string[]], {
    error: `project must be one of the projects, by its file name: ${files.join(', ')}`,
  });
}

/** What the pages need of a story. */
export interface StoryEntry<Photo = unknown> {
  id: string;
  data: {
    title: string;
    day: string;
    summary: string;
    paragraphs: string[];
    photo?: Photo;
    photoAlt?: string;
    project?: { id: string } | string;
  };
}

/** Newest first; stories of one day by title, so the order never changes from build to build. */
export function newestFirst<Entry extends StoryEntry>(stories: readonly Entry[]): Entry[] {
  return [...stories].sort((a, b) => b.data.day.localeCompare(a.data.day) || a.data.title.localeCompare(b.data.title));
}

/** The project's id a story names, however Astro handed it over. */
export const storyProject = (story: StoryEntry) =>
  typeof story.data.project === 'string' ? story.data.project : story.data.project?.id;

/** The newest story of each project that has one, by the project's id. */
export function newestStoryByProject<Entry extends StoryEntry>(stories: readonly Entry[]): Map<string, Entry> {
  const newest = new Map<string, Entry>();
  for (const story of newestFirst(stories)) {
    const project = storyProject(story);
    if (project && !newest.has(project)) newest.set(project, story);
  }
  return newest;
}

/** The ministry's facts a story's description for search engines needs. */
export interface StoryPublisher {
  name: string;
  siteUrl: URL | string;
}

/** schema.org Article for a story's page, typed with schema-dts. */
export function storyJsonLd(story: StoryEntry, publisher: StoryPublisher, image?: string): WithContext<Article> {
  const at = (path: string) => new URL(path, publisher.siteUrl).href;
  const organization = { '@type': 'NGO' as const, '@id': at('/#organization'), name: publisher.name, url: at('/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.data.title,
    description: story.data.summary,
    datePublished: story.data.day,
    url: at(storyPath(story.id)),
    mainEntityOfPage: at(storyPath(story.id)),
    ...(image ? { image } : {}),
    author: organization,
    publisher: organization,
  };
}

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The Atom feed (RFC 4287) of the stories, newest first: each entry's id is its page's address,
 * which never changes; its time is its day's noon in the ministry's zone, as a day has no hour.
 */
export function storyFeed(
  stories: readonly StoryEntry[],
  publisher: StoryPublisher,
  updatedOn: (day: string) => string,
  /** The build's day: the feed's own time while it holds no story. */
  today: string,
): string {
  const at = (path: string) => new URL(path, publisher.siteUrl).href;
  const ordered = newestFirst(stories);
  const updated = updatedOn(ordered[0]?.data.day ?? today);
  const entry = (story: StoryEntry) =>
    [
      '  <entry>',
      `    <title>${escapeXml(story.data.title)}</title>`,
      `    <id>${escapeXml(at(storyPath(story.id)))}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(at(storyPath(story.id)))}"/>`,
      `    <published>${updatedOn(story.data.day)}</published>`,
      `    <updated>${updatedOn(story.data.day)}</updated>`,
      `    <summary>${escapeXml(story.data.summary)}</summary>`,
      `    <content type="html">${escapeXml(story.data.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join(''))}</content>`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <title>Stories from ${escapeXml(publisher.name)}</title>`,
    `  <subtitle>What gifts and volunteers made possible, told by ${escapeXml(publisher.name)}.</subtitle>`,
    `  <id>${escapeXml(at(STORY_FEED_PATH))}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(at(STORY_FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(at(STORIES_PAGE))}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(publisher.name)}</name><uri>${escapeXml(at('/'))}</uri></author>`,
    ...ordered.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
