/**
 * Mozilla's HTTP Observatory grade for the site as production serves it: a production build (the
 * EmailJS settings given test values, so the form would talk to EmailJS itself) served by
 * Cloudflare's runtime, over HTTPS with plain HTTP redirecting there (scripts/observatory.mjs).
 * The grade and score may not fall: raise OBSERVATORY_FLOOR when a change earns more.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCdn } from './cdn.mjs';
import { observe } from './observatory.mjs';
import { astro, removeScratchSites, scratchSite } from './testing/scratch-site';

const OBSERVATORY_FLOOR = { grade: 'A+', score: 130 };
const stops: (() => void)[] = [];

afterAll(async () => {
  for (const stop of stops) stop();
  await removeScratchSites();
});

describe("Mozilla's HTTP Observatory", { timeout: 180_000 }, () => {
  it(`grades the production build ${OBSERVATORY_FLOOR.grade} with at least ${OBSERVATORY_FLOOR.score}, every test passing`, async () => {
    const dir = await scratchSite();
    // The e-mail service's own origin, as in production: not the local mailbox.
    const env = { ...process.env };
    delete env.PUBLIC_EMAILJS_ORIGIN;
    const built = await astro(dir, ['build'], {
      ...env,
      // Quiet about the placeholders (phone, e-mail): they are not what this grades.
      SSMC_LOCAL_BUILD: '1',
      PUBLIC_EMAILJS_SERVICE_ID: 'service_observatory',
      PUBLIC_EMAILJS_TEMPLATE_ID: 'template_observatory',
      PUBLIC_EMAILJS_PUBLIC_KEY: 'key_observatory',
    });
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
