/**
 * The site as production builds and serves it, built once here, and loading nothing that a host
 * installing production dependencies alone would lack (tests/support/production-only.mjs): a
 * production build, with the
 * EmailJS settings given test values so the form would talk to EmailJS itself, warns of the
 * placeholders still in place (the preflight refuses to publish them); and Mozilla's HTTP
 * Observatory grades it served by Cloudflare's runtime, over HTTPS with plain HTTP redirecting
 * there (tests/support/observatory.mjs). The grade and score may not fall: raise OBSERVATORY_FLOOR when
 * a change earns more. A build without the settings is tests/build-settings.test.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCdn } from '../tooling/cdn.mjs';
import { observe } from './support/observatory.mjs';
import { PRODUCTION_ONLY, astro, removeScratchSites, scratchSite } from '../tooling/test-site.mjs';
import { MINISTRY_TIME_ZONE, addDays, dayIn } from '../src/lib/ministry-time';
import { PAGES } from '../src/site';
import { pageFileFor } from '../src/lib/offline';

const OBSERVATORY_FLOOR = { grade: 'A+', score: 130 };
const stops: (() => Promise<void>)[] = [];
let dir = '';
let built = { ok: false, output: '' };

beforeAll(async () => {
  dir = await scratchSite();
  // Notices whose day is over, as the nightly build finds them: none of them may show.
  await mkdir(join(dir, 'src/content/notices'), { recursive: true });
  const yesterday = addDays(dayIn(MINISTRY_TIME_ZONE), -1);
  await writeFile(join(dir, 'src/content/notices/over.yaml'), `title: Over\ntext: Gone.\nshowUntil: ${yesterday}\n`);
  await writeFile(
    join(dir, 'src/content/notices/event-over.yaml'),
    `title: Event over\ntext: Gone.\nurgent: true\neventStart: ${yesterday}T17:00\n`,
  );
  // The email service's own origin, as in production: not the local mailbox; and no local build.
  const env = { ...process.env };
  delete env.PUBLIC_EMAILJS_ORIGIN;
  delete env.SSMC_LOCAL_BUILD;
  for (const name of Object.keys(env)) if (name.startsWith('PUBLIC_EMAILJS_')) delete env[name];
  // As a host builds it, with production dependencies alone: loading a devDependency stops it.
  built = await astro(
    dir,
    ['build'],
    {
      ...env,
      PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
      PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
      PUBLIC_EMAILJS_PUBLIC_KEY: 'key_test',
    },
    ['--import', PRODUCTION_ONLY],
  );
}, 120_000);

afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  await removeScratchSites();
});

describe('the production build', () => {
  it('builds when the three EmailJS settings are set, warning of the placeholders still in place', () => {
    expect(built.output).not.toContain('cannot send');
    expect(built.ok, built.output).toBe(true);
    expect(built.output).toMatch(/WARN.*These values are still placeholders/);
    expect(built.output).toContain('the phone number: (814) 555-0100');
    expect(built.output).not.toContain('PUBLIC_EMAILJS_SERVICE_ID: (not set)');
  });
});

describe('notices whose day is over', () => {
  it('are left out: no section, no heading, no bar, on any page', async () => {
    expect(built.ok, built.output).toBe(true);
    for (const { path } of PAGES) {
      const { document } = new JSDOM(await readFile(join(dir, 'dist', pageFileFor(path)), 'utf8')).window;
      expect(document.querySelector('#Notices, .urgent-notice'), path).toBeNull();
      expect(document.body.textContent, path).not.toMatch(/News and Events|Gone\./);
    }
  });
});

describe("Mozilla's HTTP Observatory", { timeout: 60_000 }, () => {
  it(`grades the production build ${OBSERVATORY_FLOOR.grade} with at least ${OBSERVATORY_FLOOR.score}, every test passing`, async () => {
    expect(built.ok, built.output).toBe(true);
    const cdn = await startCdn({ dir: join(dir, 'dist') });
    stops.push(cdn.stop);

    const result = await observe(cdn.origin);
    console.log(
      `HTTP Observatory: ${result.grade}, ${result.score} (${result.testsPassed} of ${result.testsQuantity} tests passed)\n` +
        result.tests
          .map(
            (test) =>
              `  ${test.pass ? 'pass' : 'FAIL'} ${test.name}: ${test.result} (${test.scoreModifier >= 0 ? '+' : ''}${test.scoreModifier})`,
          )
          .join('\n'),
    );
    expect(result.tests.filter((test) => !test.pass)).toEqual([]);
    expect(result.testsPassed).toBe(result.testsQuantity);
    expect(result.grade).toBe(OBSERVATORY_FLOOR.grade);
    expect(result.score).toBeGreaterThanOrEqual(OBSERVATORY_FLOOR.score);
  });
});
