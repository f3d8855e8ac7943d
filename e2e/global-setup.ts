import { startCdn } from '../tooling/cdn.mjs';
import { testSite } from '../tooling/test-site.mjs';

/** Where global setup serves the `events` test site; the workers read it (e2e/fixtures.ts: `sites.events()`). */
export const EVENTS_ORIGIN = 'SSMC_TEST_EVENTS_ORIGIN';

/**
 * The test sites the browser tests serve (tooling/test-site.mjs), made before any test starts and
 * only where what they are made from has changed: the `events` site with every fixture notice,
 * need and story, and the `next` build the deploy tests put live over the first. The `events`
 * site is only read, so one Cloudflare runtime serves it to every worker of every project, as
 * the webServer serves dist/; it is stopped when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const [events] = await Promise.all([testSite('events'), testSite('next')]);
  const cdn = await startCdn({ dir: events.dist });
  process.env[EVENTS_ORIGIN] = cdn.origin;
  return cdn.stop;
}
