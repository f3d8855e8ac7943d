import { makeNextBuild } from '../tooling/deploys.mjs';
import { makeNeedsBuild } from '../tooling/needs-build.mjs';

/**
 * What the tests need beyond the site's own build, made once per run and only when what it is
 * made from has changed: the next build, for the tests that deploy it over the first in the
 * middle of a visit (tooling/deploys.mjs), and the build with the fixture volunteer needs
 * (tooling/needs-build.mjs).
 */
export default async function globalSetup(): Promise<void> {
  await Promise.all([makeNextBuild(), makeNeedsBuild()]);
}
