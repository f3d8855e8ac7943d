/**
 * Stories as the build makes them, from the fixture stories of the `events` test site
 * (tooling/test-content.mjs): the newest few on the home page, all of them on /stories, each on
 * a page of its own with its own head (title, description, canonical address, sharing picture cut
 * at build time, schema.org Article), in the sitemap, on its project's card, and in the Atom feed
 * read back by a feed parser. Within the page budgets and reading grade 8. A site with no story
 * shows none of it: tests/built/home-and-legal.test.ts. In a browser: e2e/stories.spec.ts.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { overBudget } from '../bench/budgets.mjs';
import { weighPage } from '../bench/page-weight.mjs';
import { MINISTRY_TIME_ZONE, dayIn, instantIn } from '../src/lib/ministry-time';
import { pageFileFor } from '../src/lib/offline';
import { metaPolicy, parsePolicy } from '../src/lib/security-headers';
import { STORIES_PAGE, STORY_FEED_PATH, storyPath } from '../src/lib/paths';
import { PAGES, SITE, formatLongDate } from '../src/site';
import { PLACEHOLDER_SITE_URL } from '../src/settings';
import { FIXTURE_FACTS, PHONE_EXIF, fixtureStories } from '../tooling/test-content.mjs';
import { testSite } from '../tooling/test-site.mjs';
import { readingGrade } from './support/reading-grade';
import { filesMentioning } from './support/built-site';

const STORIES: Record<
  string,
  { title: string; day: string; summary: string; paragraphs: string[]; photoAlt?: string }
> = fixtureStories(dayIn(MINISTRY_TIME_ZONE));
/** The fixture stories' files, newest first. */
const NEWEST_FIRST = ['boxes-before-the-storm', 'supper-for-sixty', 'a-birthday-remembered', 'longest-title'];
/** The address the test sites are built for: the placeholder, as `npm run build:local` builds. */
const SITE_URL = PLACEHOLDER_SITE_URL;

const built = { dist: '' };
const read = (file: string) => readFile(join(built.dist, file), 'utf8');
const page = async (path: string) => new JSDOM(await read(pageFileFor(path))).window.document;
const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const meta = (document: Document, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');

beforeAll(async () => {
  built.dist = (await testSite('events')).dist;
}, 120_000);

describe('the home page', () => {
  it('shows the newest three stories, newest first, each with its day and summary, and links to them all', async () => {
    const section = (await page('/')).getElementById('Stories')!;
    expect(text(section.querySelector('h2'))).toBe('What your gifts did');
    const cards = [...section.querySelectorAll('.story-card')];
    expect(cards.map((card) => card.querySelector('h3 a')?.getAttribute('href'))).toEqual(
      NEWEST_FIRST.slice(0, 3).map(storyPath),
    );
    const first = STORIES['boxes-before-the-storm']!;
    expect(text(cards[0])).toContain(formatLongDate(first.day));
    expect(text(cards[0])).toContain(first.summary);
    // No photos here: the home page's one request and its weight have no room for them.
    expect(section.querySelector('img, picture')).toBeNull();
    expect(section.querySelector(`a[href="${STORIES_PAGE}"]`)).not.toBeNull();
  });
});

describe('a story that waits for its "show from" day', () => {
  it('is in no page, feed, sitemap or list of the worker before it', () => {
    expect(STORIES['told-tomorrow']).toMatchObject({ title: 'Told tomorrow' });
    expect(filesMentioning(built.dist, ['Told tomorrow', 'told-tomorrow'])).toEqual([]);
    // The same search finds a story whose day has come, in its page, the list and the feed.
    expect(filesMentioning(built.dist, ['boxes-before-the-storm'])).toEqual(
      expect.arrayContaining(
        [storyPath('boxes-before-the-storm'), STORIES_PAGE, STORY_FEED_PATH].map((path) => pageFileFor(path).slice(1)),
      ),
    );
  });
});

describe('the published pictures', () => {
  it('carry no metadata, though the photo they are made from carries a phone’s', async () => {
    // The events site's copy of a picture carries what a phone writes (PHONE_EXIF, tooling/test-content.mjs).
    const source = await sharp(join(built.dist, '../src/assets/projects/hope-box.png')).metadata();
    expect(source.exif?.toString('latin1')).toContain(PHONE_EXIF.IFD0.Artist);
    const pictures = (await readdir(built.dist, { recursive: true })).filter((file) =>
      /\.(avif|webp|png|jpe?g)$/.test(file),
    );
    // Every copy of every picture the build made, the stories' photos and their sharing pictures among them.
    expect(pictures.filter((file) => file.includes('hope-box')).length).toBeGreaterThan(4);
    const carrying = [];
    for (const file of pictures) {
      const { exif, xmp, iptc } = await sharp(join(built.dist, file)).metadata();
      if (exif || xmp || iptc) carrying.push(file);
    }
    expect(carrying).toEqual([]);
  });
});

describe('new stories by email', () => {
  const { signUpAddress, serviceName } = FIXTURE_FACTS.storiesByEmail;
  const service = new URL(signUpAddress).origin;

  it('offers a plain form on /stories, each story’s page and the home page, posting the address to the service', async () => {
    for (const path of [STORIES_PAGE, storyPath('boxes-before-the-storm'), '/']) {
      const document = await page(path);
      const forms = [...document.querySelectorAll('form.story-sign-up')];
      expect(forms, path).toHaveLength(1);
      const form = forms[0]!;
      expect([form.getAttribute('method'), form.getAttribute('action')], path).toEqual(['post', signUpAddress]);
      const field = form.querySelector('input')!;
      expect([field.type, field.name, field.required, field.autocomplete], path).toEqual([
        'email',
        'email',
        true,
        'email',
      ]);
      expect(text(form.querySelector(`label[for="${field.id}"]`)), path).toBe('Your email');
      expect(text(form.querySelector('button[type="submit"]')), path).toBe('Send me new stories');
      // Nothing loads from the service before a visitor presses the button: no picture, script,
      // style, frame or link of the page is the service's, and nothing is fetched ahead of time.
      const early = [
        ...document.querySelectorAll('[src], link[href], link[rel~="preconnect"], link[rel~="dns-prefetch"]'),
      ];
      expect(
        early.filter((element) => `${element.getAttribute('src')} ${element.getAttribute('href')}`.includes(service)),
        path,
      ).toEqual([]);
    }
  });

  it('lets a form post to the service and no other site, on every page and in the host’s headers', async () => {
    const headers = await read('_headers');
    for (const path of [STORIES_PAGE, '/', '/contact']) {
      const html = await read(pageFileFor(path));
      expect(parsePolicy(metaPolicy(html)!).get('form-action'), path).toEqual(["'self'", service]);
    }
    // Every page's rule; the editor's own (/admin/*) lets no form post at all.
    const rules = [...headers.matchAll(/form-action ([^;\n]*)/g)].map((match) => match[1]);
    expect(rules.filter((rule) => rule !== "'none'").length).toBeGreaterThan(5);
    expect(new Set(rules)).toEqual(new Set([`'self' ${service}`, "'none'"]));
  });

  it('has the privacy policy say what is collected, by whom, and how to leave the list', async () => {
    const legal = await page('/legal');
    const section = legal.getElementById('StoriesByEmail')!;
    expect(text(section.querySelector('h2'))).toBe('New stories by email');
    expect(text(section)).toContain('we collect only the email address you give');
    expect(text(section)).toContain(`It is kept by ${serviceName}`);
    expect(text(section)).toContain('nobody who writes to us asking for help is ever added to it');
    expect(text(section)).toContain('To leave the list, use the link at the end of any story email');
    // In the contents, after "Unsubscribe or opt out".
    const contents = [...legal.querySelectorAll('.contents a')].map((a) => a.getAttribute('href'));
    expect(
      contents.slice(contents.indexOf('#UnSubscribeOrOptOut'), contents.indexOf('#UnSubscribeOrOptOut') + 2),
    ).toEqual(['#UnSubscribeOrOptOut', '#StoriesByEmail']);
  });
});

describe('/stories', () => {
  it('lists every story, newest first, each with its photo if it has one, and offers the feed', async () => {
    const list = await page(STORIES_PAGE);
    const cards = [...list.querySelectorAll('main .story-card')];
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('alt') ?? null)).toEqual(
      NEWEST_FIRST.map((id) => STORIES[id]!.photoAlt ?? null),
    );
    expect([...list.querySelectorAll('main .story-card h2 a')].map((link) => link.getAttribute('href'))).toEqual(
      NEWEST_FIRST.map(storyPath),
    );
    const feed = list.querySelector(`main a[href="${STORY_FEED_PATH}"]`);
    expect([text(feed), feed?.getAttribute('type')]).toEqual(['our stories feed', 'application/atom+xml']);
  });
});

describe('a story’s page', () => {
  it('says its title, day, project, paragraphs, and where to give', async () => {
    const story = STORIES['boxes-before-the-storm']!;
    const document = await page(storyPath('boxes-before-the-storm'));
    expect(text(document.querySelector('main h1'))).toBe(story.title);
    expect(text(document.querySelector('.story__day'))).toBe(`${formatLongDate(story.day)} · from H.O.P.E. Box`);
    expect(document.querySelector('.story__day a')?.getAttribute('href')).toBe('/projects#project-hope-box');
    // ...where the project's card is.
    expect(text((await page('/projects')).getElementById('project-hope-box'))).toBe('H.O.P.E. Box');
    expect([...document.querySelectorAll('.story__text p')].map(text)).toEqual(story.paragraphs);
    expect(document.querySelector('main img')?.getAttribute('alt')).toBe(story.photoAlt);
    // Who took it, under it, where the story names them; a photo whose taker is not named says no name.
    expect(text(document.querySelector('main figure figcaption'))).toBe('Photo: Ruth Miller');
    expect((await page(storyPath('a-birthday-remembered'))).querySelector('main figure figcaption')).toBeNull();
    expect(document.querySelector('main a[href="/donate"]')).not.toBeNull();
  });

  it('has a head of its own: title, description, canonical address, a sharing picture cut to 1200 by 630, and an Article', async () => {
    const story = STORIES['boxes-before-the-storm']!;
    const address = `${SITE_URL}${storyPath('boxes-before-the-storm')}`;
    const document = await page(storyPath('boxes-before-the-storm'));
    expect(document.title).toBe(`${story.title} — ${SITE.name}`);
    expect(meta(document, 'description')).toBe(story.summary);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(address);
    expect([meta(document, 'og:type'), meta(document, 'og:url'), meta(document, 'og:description')]).toEqual([
      'article',
      address,
      story.summary,
    ]);
    const image = meta(document, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${SITE_URL}/_astro/hope-box\\.[^/]+\\.jpg$`));
    expect([
      meta(document, 'og:image:width'),
      meta(document, 'og:image:height'),
      meta(document, 'og:image:alt'),
    ]).toEqual(['1200', '630', story.photoAlt]);
    expect(meta(document, 'twitter:image')).toBe(image);
    // The file is there, and is what the head says: a JPEG cut to the sharing size.
    const file = await sharp(join(built.dist, new URL(image).pathname)).metadata();
    expect([file.format, file.width, file.height]).toEqual(['jpeg', 1200, 630]);
    const article = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: story.title,
      description: story.summary,
      datePublished: story.day,
      url: address,
      mainEntityOfPage: address,
      image,
      author: { '@type': 'NGO', '@id': `${SITE_URL}/#organization`, name: SITE.name, url: `${SITE_URL}/` },
      publisher: { '@type': 'NGO', '@id': `${SITE_URL}/#organization`, name: SITE.name, url: `${SITE_URL}/` },
    });
  });

  it('without a photo, shares the site’s own picture and names no image', async () => {
    const document = await page(storyPath('supper-for-sixty'));
    expect(meta(document, 'og:image')).toBe(`${SITE_URL}/share.png`);
    expect(
      JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!).image,
    ).toBeUndefined();
    expect(document.querySelector('main img')).toBeNull();
  });

  it('is in the sitemap, as /stories is', async () => {
    const sitemap = await read('sitemap-0.xml');
    for (const path of [STORIES_PAGE, ...NEWEST_FIRST.map(storyPath)])
      expect(sitemap, path).toContain(`<loc>${SITE_URL}${path}</loc>`);
  });

  it('is within the page budgets, with no script before interaction, and reads at grade 8 at most', async () => {
    for (const path of [STORIES_PAGE, ...NEWEST_FIRST.map(storyPath), '/']) {
      const weight = weighPage(built.dist, path);
      expect(overBudget(weight), `${path} ${JSON.stringify(weight.bytes)}`).toEqual([]);
      expect(weight.beforeInteraction.bytes.js.gzip, path).toBe(0);
      expect(readingGrade((await page(path)).querySelector('main')!), path).toBeLessThanOrEqual(8);
    }
  });
});

describe('a project’s card', () => {
  it('links to the newest story of its project, and a project with none has no such link', async () => {
    const projects = await page('/projects');
    const storyLink = (project: string) =>
      [...projects.querySelectorAll(`article[aria-labelledby="project-${project}"] a[href^="${STORIES_PAGE}/"]`)].map(
        (link) => [text(link), link.getAttribute('href')],
      );
    expect(storyLink('hope-box')).toEqual([
      ['A story from H.O.P.E. Box: Forty boxes before the storm', storyPath('boxes-before-the-storm')],
    ]);
    expect(storyLink('manna-monday')).toEqual([
      ['A story from Manna Monday: Supper for sixty', storyPath('supper-for-sixty')],
    ]);
    expect(storyLink('second-chance')).toEqual([]);
  });
});

describe('the feed', () => {
  it('is linked from the head of every page', async () => {
    for (const { path } of PAGES) {
      const link = (await page(path)).querySelector('head link[rel="alternate"][type="application/atom+xml"]');
      expect(link?.getAttribute('href'), path).toBe(STORY_FEED_PATH);
    }
  });

  it('reads as an Atom feed of every story, newest first, each with its address, day and summary', async () => {
    const xml = await read(STORY_FEED_PATH.slice(1));
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe(`Stories from ${SITE.name}`);
    expect(feed.url).toBe(`${SITE_URL}${STORIES_PAGE}`);
    expect(feed.self).toBe(`${SITE_URL}${STORY_FEED_PATH}`);
    expect(feed.items.map((item) => item.url)).toEqual(NEWEST_FIRST.map((id) => `${SITE_URL}${storyPath(id)}`));
    expect(feed.items.map((item) => item.id)).toEqual(NEWEST_FIRST.map((id) => `${SITE_URL}${storyPath(id)}`));
    const [first] = feed.items;
    const story = STORIES['boxes-before-the-storm']!;
    expect([first!.title, first!.description]).toEqual([story.title, story.summary]);
    expect(first!.published?.toISOString()).toBe(
      new Date(instantIn(story.day, '12:00', MINISTRY_TIME_ZONE)).toISOString(),
    );
    expect(first!.content).toContain(`<p>${story.paragraphs[0]}</p>`);
  });
});
