import { startCdn } from '../tooling/cdn.mjs';
import { testSite } from '../tooling/test-site.mjs';
import { EVENTS_ORIGIN, NEXT_ORIGIN, TEST_SITE_FOLDERS } from './support/site';

/**
 * The test sites the browser tests serve (tooling/test-site.mjs), made before any test starts and
 * only where what they are made from has changed: the `events` site with every fixture notice,
 * need and story, and the `next` build the deploy tests put live over the first. Both are only
 * read, so one Cloudflare runtime serves each to every worker of every project, as the webServer
 * serves dist/; they are stopped when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [events, next] = await Promise.all([testSite('events'), testSite('next')]);
  const served = await Promise.all([startCdn({ dir: events.dist }), startCdn({ dir: next.dist })]);
  process.env[EVENTS_ORIGIN] = served[0].origin;
  process.env[NEXT_ORIGIN] = served[1].origin;
  process.env[TEST_SITE_FOLDERS] = JSON.stringify({ events: events.dist, next: next.dist });
  return async () => void (await Promise.all(served.map((cdn) => cdn.stop())));
}
