/**
 * The one calendar to follow, at /calendar.ics (FOLLOWED_CALENDAR_PATH): every current notice with
 * an event and every open volunteer need with a day, each as in its own file (src/lib/calendar.ts),
 * made again at every build, the nightly one included. A calendar app that follows it sees a new
 * supper or call for help without the site being opened again. Served as text/calendar
 * (integrations/headers.ts) and kept by the service worker.
 */
import type { APIRoute } from 'astro';
import { followedCalendarFile } from '../lib/calendar';
import { isFilled, needCalendarText } from '../lib/needs';
import { needPath } from '../lib/paths';
import { needsToday, noticesToday } from '../on-build-day';
import { DEFAULT_PLACE, FOLLOWED_CALENDAR, SITE } from '../site';

export const GET: APIRoute = async ({ site }) => {
  const [{ day, current: notices }, { current: needs }] = await Promise.all([noticesToday(), needsToday()]);
  const file = followedCalendarFile(
    [
      ...notices.map(({ id, data }) => ({ event: data, id, kind: 'notices' as const })),
      ...needs
        .filter(({ data }) => !isFilled(data))
        .map(({ id, data }) => ({
          event: { ...data, text: needCalendarText(data, SITE.name, SITE.phone.display), link: needPath(id) },
          id,
          kind: 'needs' as const,
        })),
    ],
    { defaultPlace: DEFAULT_PLACE, siteUrl: site!, today: day, organizer: SITE.name },
    FOLLOWED_CALENDAR,
  );
  return new Response(file, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
