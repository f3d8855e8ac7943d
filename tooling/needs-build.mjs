// @ts-check
/**
 * The site with volunteer needs in it, for the tests: the site's own `dist/` has none (the ministry
 * posts its own; a made-up need must never be published), so the pages of needs, the offer form,
 * the calendar files, the flyers and the sheet are tested in a real build of a copy of the project
 * with the fixture needs below (and one notice, for the sheet), dated from the day the build runs
 * in the ministry's zone. Made once a day and again whenever the site's source changes; Vitest's
 * tests (tests/needs.test.ts) and the browser tests (e2e/volunteer.spec.ts, the engine scenarios)
 * share it.
 */
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { copySite, projectRoot as root } from './site-copy.mjs';
import { LOCAL_BUILD_ENV } from '../src/settings.ts';
import { MINISTRY_TIME_ZONE, addDays, dayIn } from '../src/lib/ministry-time.ts';

const HOME = join(root, '.tmp/needs-build');
/** The built site with the fixture needs. */
export const NEEDS_BUILD = join(HOME, 'site/dist');

/** The fixture needs by file name, dated from `today`; what each is for is in its title or beside it. */
export function fixtureNeeds(/** @type {string} */ today) {
  const day = (/** @type {number} */ offset) => addDays(today, offset);
  return {
    // Weekly, begun two weeks ago: its next day is within the week.
    'serve-supper': {
      title: 'Serve supper at Manna Monday',
      stillNeeded: 3,
      suits: 'Good for teens with a parent. Bring an apron.',
      eventStart: `${day(-14)}T17:00`,
      eventEnd: '19:00',
      repeatsWeeklyUntil: day(60),
    },
    'pack-boxes': {
      title: 'Pack Birthday Blessing Boxes',
      stillNeeded: 1,
      eventStart: `${day(4)}T10:00`,
      eventEnd: '12:00',
      place: 'Alum Bank fire hall',
    },
    // Any time, until a day.
    'sort-coats': { title: 'Sort donated coats', stillNeeded: 2, showUntil: day(20) },
    // Filled: on its page and the list, asking for no one; not on the home page, no flyer.
    'drive-neighbors': { title: 'Drive neighbors to the food pantry', stillNeeded: 0, eventStart: `${day(6)}T09:00` },
    // Its day is over: not on the site.
    'yesterday-lunch': { title: 'Serve lunch yesterday', stillNeeded: 2, eventStart: `${day(-1)}T11:00` },
    // Every field at its longest, weekly from a week still to come: the most a page and a flyer hold.
    'longest-need': {
      title: 'Help at the longest need a volunteer may post, with every field at its full size',
      stillNeeded: 99,
      suits:
        'Good for anyone who can stand for two hours and lift a box of twenty pounds. Please bring work gloves, water and a coat.',
      eventStart: `${day(9)}T09:00`,
      eventEnd: '12:30',
      repeatsWeeklyUntil: day(70),
      place:
        'The fellowship hall behind the church, down the long gravel lane and past the old garden, with its door marked by a sign',
    },
  };
}

/** The one notice in the build: the sheet of notices carries the needs after it. */
const fixtureNotice = (/** @type {string} */ today) => ({
  title: 'Office closed Friday',
  text: 'The office is closed this Friday. Call or text and we will answer on Monday.',
  showUntil: addDays(today, 3),
});

/** What a build reads of the project, as one fingerprint. */
async function sourceFingerprint(/** @type {string} */ today) {
  const hash = createHash('sha256')
    .update(today)
    .update(JSON.stringify(fixtureNeeds(today)));
  hash.update(JSON.stringify(fixtureNotice(today)));
  for (const top of ['astro.config.mjs', 'package-lock.json', 'src', 'public', 'integrations']) {
    const path = join(root, top);
    const files = top.includes('.')
      ? [path]
      : (await readdir(path, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .sort();
    for (const file of files) hash.update(relative(root, file)).update(await readFile(file));
  }
  return hash.digest('hex');
}

/**
 * Makes the build with the fixture needs unless the one made last came from the same source on
 * the same day; resolves with its folder and the day it was made for. The bench makes its own in
 * another folder (`home`), for the address it serves it at (`siteUrl`).
 * @param {{ home?: string, siteUrl?: string }} [options]
 * @returns {Promise<{ dist: string, today: string }>}
 */
export async function makeNeedsBuild({ home = HOME, siteUrl } = {}) {
  const today = dayIn(MINISTRY_TIME_ZONE);
  const from = `${await sourceFingerprint(today)} ${siteUrl ?? ''}`;
  const dist = join(home, 'site/dist');
  const madeFrom = join(home, 'made-from.txt');
  if (existsSync(join(dist, 'volunteer.html')) && (await readFile(madeFrom, 'utf8').catch(() => '')) === from)
    return { dist, today };
  await rm(home, { recursive: true, force: true });
  const site = join(home, 'site');
  await mkdir(join(site, 'src/content/needs'), { recursive: true });
  await copySite(site);
  for (const [name, need] of Object.entries(fixtureNeeds(today)))
    await writeFile(join(site, 'src/content/needs', `${name}.yaml`), stringify(need));
  await mkdir(join(site, 'src/content/notices'), { recursive: true });
  await writeFile(join(site, 'src/content/notices/office-closed.yaml'), stringify(fixtureNotice(today)));
  try {
    // NODE_ENV as a build has it (a test runner sets "test", and the pages would not register the worker).
    await promisify(execFile)(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: site,
      env: {
        ...process.env,
        ...LOCAL_BUILD_ENV,
        ...(siteUrl ? { SITE_URL: siteUrl } : {}),
        NODE_ENV: 'production',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(`makeNeedsBuild: the build with the fixture needs failed:\n${stdout}${stderr}`);
  }
  await writeFile(madeFrom, from);
  return { dist, today };
}
