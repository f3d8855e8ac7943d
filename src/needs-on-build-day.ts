/**
 * The volunteer needs on the site on the day it is built: the current ones, the open ones soonest
 * first and the filled ones last (src/lib/needs.ts), read once for every page that shows them.
 */
import { getCollection } from 'astro:content';
import { BUILD_DAY } from './notices-on-build-day';
import { currentNeeds } from './lib/needs';

/** Whether there is any need file at all: Astro warns when asked for an empty collection. */
const anyNeed = Object.keys(import.meta.glob('./content/needs/*.yaml')).length > 0;

export async function needsToday() {
  return { day: BUILD_DAY, current: currentNeeds(anyNeed ? await getCollection('needs') : [], BUILD_DAY) };
}
