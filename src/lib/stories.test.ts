/**
 * The stories' rules and order, their Article and their feed, as pure functions (src/lib/stories.ts).
 * The consent rule reaching the person through a real build: src/content.config.test.ts; the editor
 * held to the same rules: src/lib/editor-config.test.ts; the built pages: tests/stories.test.ts.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { isStoryPage } from './paths';
import { newestFirst, newestStoryByProject, storyFeed, storyJsonLd } from './stories';
import { projectFileName, storySchema } from './story-schema';
import { PHOTO_ALT_MESSAGE } from './story-rules';

const schema = storySchema(() => z.string(), projectFileName(['hope-box', 'manna-monday']));
const written = {
  title: 'Supper for sixty',
  day: '2026-11-18',
  summary: 'A warm supper.',
  paragraphs: ['Sixty came.'],
};
const story = (id: string, day: string, title = id, project?: string) => ({
  id,
  data: { title, day, summary: `${title}.`, paragraphs: ['One & two < three.'], ...(project ? { project } : {}) },
});

describe('a story’s rules', () => {
  it('name every project by its file when a story names none of them', () => {
    const result = schema.safeParse({ ...written, consent: true, project: 'soup-kitchen' });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['project', 'project must be one of the projects, by its file name: hope-box, manna-monday'],
    ]);
    expect(schema.parse({ ...written, consent: true, project: 'hope-box' }).project).toBe('hope-box');
  });

  it('ask for a photo’s description in the words of the editor’s field', () => {
    const result = schema.safeParse({ ...written, consent: true, photo: 'a.jpg' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([PHOTO_ALT_MESSAGE]);
    expect(PHOTO_ALT_MESSAGE).toContain('“What the photo shows”');
  });

  it('take a page under /stories as a story’s own, and nothing else', () => {
    expect(['/stories/supper', '/stories', '/stories/supper.xml', '/volunteer/supper'].map(isStoryPage)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('the stories in order', () => {
  const stories = [story('b', '2026-11-01'), story('c', '2026-11-20', 'Coats'), story('a', '2026-11-20', 'Apples')];

  it('come newest first, a day’s stories by title, whatever order their files are in', () => {
    expect(newestFirst(stories).map(({ id }) => id)).toEqual(['a', 'c', 'b']);
    expect(newestFirst([...stories].reverse()).map(({ id }) => id)).toEqual(['a', 'c', 'b']);
  });

  it('give each project its newest story, and none to a project without one', () => {
    const newest = newestStoryByProject([
      story('old', '2026-10-01', 'Old', 'hope-box'),
      story('new', '2026-11-01', 'New', 'hope-box'),
      story('none', '2026-11-02', 'None'),
    ]);
    expect([...newest].map(([project, { id }]) => [project, id])).toEqual([['hope-box', 'new']]);
  });
});

describe('what machines read of a story', () => {
  const publisher = { name: 'Sweet Surrender Ministry Center', siteUrl: 'https://www.example.org' };

  it('is an Article with no image when the story has no photo', () => {
    const article = storyJsonLd(story('supper', '2026-11-18', 'Supper'), publisher);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Supper', datePublished: '2026-11-18' });
    expect('image' in article).toBe(false);
  });

  it('is an Atom feed whose text survives the characters XML reserves, and an empty feed with none', () => {
    const at = (day: string) => `${day}T17:00:00Z`;
    const xml = storyFeed([story('soup', '2026-11-18', 'Soup & bread <hot>')], publisher, at, '2026-11-28');
    const feed = parseFeed(xml);
    expect(feed.items.map((item) => [item.title, item.description])).toEqual([
      ['Soup & bread <hot>', 'Soup & bread <hot>.'],
    ]);
    // The paragraph is HTML escaped as text (RFC 4287, type="html"): the reader gets it back whole.
    expect(xml).toContain('<content type="html">&lt;p&gt;One &amp;amp; two &amp;lt; three.&lt;/p&gt;</content>');
    expect(feed.items[0]!.content).toBe('<p>One & two < three.</p>');
    // The feed's own time is its newest story's; with none, the day it was built.
    expect(parseFeed(xml).updated?.toISOString()).toBe('2026-11-18T17:00:00.000Z');
    const empty = parseFeed(storyFeed([], publisher, at, '2026-11-28'));
    expect([empty.items, empty.updated?.toISOString()]).toEqual([[], '2026-11-28T17:00:00.000Z']);
  });

  it('leaves out the characters XML does not allow, so a pasted story cannot break the feed', () => {
    const pasted = story('soup', '2026-11-18', 'Soup\u0008 and\u000b bread\uffff \ud800today \u{1f35e}');
    const xml = storyFeed([pasted], publisher, (day) => `${day}T17:00:00Z`, '2026-11-28');
    // A strict XML parser, as a feed reader has: one character XML forbids and it reads nothing.
    const parsed = new new JSDOM().window.DOMParser().parseFromString(xml, 'application/xml');
    expect(parsed.querySelector('parsererror')?.textContent).toBeUndefined();
    expect(parsed.querySelector('entry > title')?.textContent).toBe('Soup and bread today \u{1f35e}');
  });
});
