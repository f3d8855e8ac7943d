// @ts-check
/**
 * The flyers a build made (src/pages/flyers/): their paths, read from the built site, for the
 * tests that look at every page and for the bench. Which flyers there should be is tested from
 * the content files (tests/built/flyers.test.ts, tests/notices.test.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * "/flyers/projects/hope-box", "/flyers/notices" and the like, in name order.
 * @param {string} dist the built site
 * @returns {string[]}
 */
export function flyerPaths(dist) {
  const folder = join(dist, 'flyers');
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/flyers/${file.split(sep).join('/').slice(0, -'.html'.length)}`)
    .sort();
}
