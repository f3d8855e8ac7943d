/**
 * A production build refuses to publish a contact form that cannot send: without the three
 * EmailJS settings `astro build` stops (astro:env, from the schema in astro.config.mjs) and says
 * which are missing. A build with them set is tests/production-build.test.ts.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { astro, removeScratchSites, scratchSite } from '../tooling/test-site.mjs';

const SETTINGS = ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY'];

/** The environment without any EmailJS setting, whatever the shell running the tests has. */
function envWithout(names: string[]) {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !names.includes(name)));
}

afterAll(removeScratchSites);

describe('the production build', { timeout: 90_000 }, () => {
  it('stops without the EmailJS settings, naming each one missing, and reads .env files too', async () => {
    const dir = await scratchSite();
    await writeFile(join(dir, '.env'), 'PUBLIC_EMAILJS_SERVICE_ID=service_abc\n');
    const result = await astro(dir, ['build'], envWithout(SETTINGS));
    expect(result.ok).toBe(false);
    for (const name of SETTINGS.slice(1)) expect(result.output).toMatch(new RegExp(`${name} is missing`));
    expect(result.output).not.toMatch(/PUBLIC_EMAILJS_SERVICE_ID is missing/);
  });
});
