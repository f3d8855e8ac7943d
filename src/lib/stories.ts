/**
 * Stories of what the gifts did: one YAML file each in src/content/stories/ (often none), kept by
 * volunteers at /admin. The order they are shown in, and what search engines and feed readers are
 * told of them. Their file's rules: story-schema.ts; their addresses: paths.ts.
 */
import type { ArticleLeaf, WithContext } from 'schema-dts';
import { STORIES_PAGE, STORY_FEED_PATH, storyPath } from './paths';

/** How many of the newest stories the home page shows. */
export const HOME_STORIES = 3;

/** What the pages need of a story. */
export interface StoryEntry<Photo = unknown> {
  id: string;
  data: {
    title: string;
    day: string;
    showFrom?: string | undefined;
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
export function storyJsonLd(story: StoryEntry, publisher: StoryPublisher, image?: string): WithContext<ArticleLeaf> {
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

/**
 * Text as XML character data or an attribute value: the five special characters escaped, and the
 * characters XML 1.0 does not allow at all (the control characters but tab, line feed and carriage
 * return; U+FFFE and U+FFFF; a surrogate without its pair) left out, so text pasted from anywhere
 * cannot break the feed for every reader.
 */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters are what it leaves out
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
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
