import { makeNextBuild } from '../tooling/deploys.mjs';

/**
 * The next build, for the tests that deploy it over the first in the middle of a visit
 * (tooling/deploys.mjs): made once per run, and only when the first build has changed.
 */
export default async function globalSetup(): Promise<void> {
  await makeNextBuild();
}
