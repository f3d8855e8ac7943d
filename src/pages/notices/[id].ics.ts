/**
 * One calendar file for each current notice with an event (src/lib/calendar.ts), at
 * /notices/<file name>.ics: the home page's "Add to calendar" link. Served as text/calendar
 * (public/_headers) and kept by the service worker for a visit with no signal.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { calendarFile } from '../../lib/calendar';
import { type Notice } from '../../lib/notice-schema';
import { noticesToday } from '../../on-build-day';
import { DEFAULT_PLACE, SITE } from '../../site';

export const getStaticPaths = (async () => {
  const { current } = await noticesToday();
  return current
    .filter(({ data }) => data.eventStart)
    .map(({ id, data }) => ({ params: { id }, props: { notice: data } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ notice: Notice }> = async ({ params, props, site }) => {
  const { day } = await noticesToday();
  const file = calendarFile(props.notice, {
    id: String(params.id),
    kind: 'notices',
    defaultPlace: DEFAULT_PLACE,
    siteUrl: site!,
    today: day,
    organizer: SITE.name,
  });
  return new Response(file, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
