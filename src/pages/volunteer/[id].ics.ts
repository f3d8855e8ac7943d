/**
 * One calendar file for each open volunteer need with a day and a time (src/lib/calendar.ts), at
 * /volunteer/<file name>.ics (needCalendarPath): offered on the need's page and once an offer is
 * sent. Served as text/calendar (integrations/headers.ts) and kept by the service worker for a visit with no signal.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { calendarFile } from '../../lib/calendar';
import type { Need } from '../../lib/need-schema';
import { isFilled, needCalendarText } from '../../lib/needs';
import { needPath } from '../../lib/paths';
import { needsToday } from '../../on-build-day';
import { DEFAULT_PLACE, SITE } from '../../site';

export const getStaticPaths = (async () => {
  const { current } = await needsToday();
  return current
    .filter(({ data }) => data.eventStart && !isFilled(data))
    .map(({ id, data }) => ({ params: { id }, props: { need: data } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ need: Need }> = async ({ params, props, site }) => {
  const { day } = await needsToday();
  const id = String(params.id);
  const file = calendarFile(
    { ...props.need, text: needCalendarText(props.need, SITE.name, SITE.phone.display), link: needPath(id) },
    {
      id,
      kind: 'needs',
      defaultPlace: DEFAULT_PLACE,
      siteUrl: site!,
      today: day,
      organizer: SITE.name,
    },
  );
  return new Response(file, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
