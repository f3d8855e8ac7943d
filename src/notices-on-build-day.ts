/**
 * The notices on the site on the day it is built: the current ones, soonest first, read once
 * for every page (the home page lists them; an urgent one is a bar on every page).
 */
import { getCollection } from 'astro:content';
import { MINISTRY_TIME_ZONE, dayIn } from './lib/ministry-time';
import { currentNotices, urgentNotice } from './lib/notice-days';

/** The day the build runs, in the ministry's zone, whatever zone the build machine is in. */
export const BUILD_DAY = dayIn(MINISTRY_TIME_ZONE);

/** Whether there is any notice file at all: Astro warns when asked for an empty collection. */
const anyNotice = Object.keys(import.meta.glob('./content/notices/*.yaml')).length > 0;

export async function noticesToday() {
  const current = currentNotices(anyNotice ? await getCollection('notices') : [], BUILD_DAY);
  return { day: BUILD_DAY, current, urgent: urgentNotice(current) };
}
