/**
 * The Atom feed of the stories (RFC 4287), at /stories.xml: linked from every page's head and from
 * /stories, for feed readers. Made again at every build; with no story, a feed with no entry.
 */
import type { APIRoute } from 'astro';
import { storyFeed } from '../lib/stories';
import { instantIn, MINISTRY_TIME_ZONE } from '../lib/ministry-time';
import { BUILD_DAY, storiesNewestFirst } from '../on-build-day';
import { SITE } from '../site';

export const GET: APIRoute = async ({ site }) => {
  const feed = storyFeed(
    await storiesNewestFirst(),
    { name: SITE.name, siteUrl: site! },
    (day) => instantIn(day, '12:00', MINISTRY_TIME_ZONE),
    BUILD_DAY,
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } });
};
