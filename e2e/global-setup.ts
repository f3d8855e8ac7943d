import { testSite } from '../tooling/test-site.mjs';

/**
 * The test sites the browser tests serve (tooling/test-site.mjs), made before any test starts and
 * only where what they are made from has changed: the `events` site with every fixture notice and
 * need, and the `next` build the deploy tests put live over the first.
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([testSite('events'), testSite('next')]);
}
