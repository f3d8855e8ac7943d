/**
 * `npm run preflight` refuses to publish while a value the ministry must set is a placeholder,
 * and lets a site with real values through. Run on scratch copies of the site.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, removeScratchSites, scratchSite } from '../tooling/test-site.mjs';
import { monthsBefore } from '../integrations/placeholders';
import { MINISTRY_TIME_ZONE, dayIn } from '../src/lib/ministry-time';

const run = promisify(execFile);
const SETTINGS = ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY', 'SITE_URL'];
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)));

async function preflight(dir: string, env: NodeJS.ProcessEnv = cleanEnv) {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(projectRoot, 'scripts/preflight.mjs')], {
      cwd: dir,
      env,
    });
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr };
  }
}

/** Changes a file of the scratch copy; a change that finds nothing to change fails, naming the file. */
async function edit(dir: string, file: string, change: (text: string) => string) {
  const path = join(dir, file);
  const before = await readFile(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the change found nothing to change`);
  await writeFile(path, after);
}

/** A copy of the site with every value the ministry must set filled in. */
async function readySite(): Promise<string> {
  const dir = await scratchSite();
  await edit(dir, 'src/data/site-facts.json', (text) =>
    text
      .replace('"(814) 555-0100"', '"(814) 839-2000"')
      .replace('"questions@example.org"', '"questions@sweetsurrender.org"')
      .replaceAll('set-the-ministry-form-id', 'sweet-surrender-ministry-center')
      .replaceAll('"confirmed": false', '"confirmed": true')
      .replace('"ein": "00-0000000"', '"ein": "25-1234567", "registration": "exempt"')
      .replace('"100 Placeholder Street"', '"214 Church Street"'),
  );
  await edit(dir, 'src/admin/backend.ts', (text) =>
    text
      .replace("repo: 'the-ministry/ssmc-website'", "repo: 'sweet-surrender/website'")
      .replace('https://editor-sign-in.example.org', 'https://sign-in.sweetsurrender.org'),
  );
  for (const file of ['birthday-blessing-box', 'hope-box', 'manna-monday']) {
    await edit(dir, `src/content/projects/${file}.yaml`, (text) =>
      text.replaceAll('https://wishlist.example.org/ssmc/', 'https://shop.sweetsurrender.org/lists/'),
    );
  }
  return dir;
}

const ready = {
  ...cleanEnv,
  SITE_URL: 'https://sweetsurrender.org',
  PUBLIC_EMAILJS_SERVICE_ID: 'service_abc',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_abc',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_abc',
};

afterAll(removeScratchSites);

describe('the preflight', { timeout: 60_000, concurrent: true }, () => {
  it('refuses the site as it ships, listing each placeholder and where to set it', async () => {
    const result = await preflight(await scratchSite());
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Not ready to publish: 22 values the ministry must set are still a placeholder.');
    expect(result.output).toContain('the phone number: (814) 555-0100\n    set it in src/data/site-facts.json: phone');
    expect(result.output).toContain('the contact e-mail address: questions@example.org');
    expect(result.output).toContain('the donation form (embedUrl)');
    expect(result.output).toContain(
      'the place people come to (its street address): 100 Placeholder Street\n    set it in src/data/site-facts.json: place',
    );
    expect(result.output).toContain('set it in src/content/projects/hope-box.yaml');
    expect(result.output).toContain('the site address: https://www.example.org');
    // Optional, and so listed apart, never counted among what stops publishing.
    expect(result.output).toContain(
      'To write or check, when you can (publishing does not wait for these):\n  - the sign-up for new stories by email (optional; none shows until it is set): (not set)',
    );
    // A current project still missing what a neighbour reads: named with each line, and where to write it.
    expect(result.output).toContain(
      '  - what Birthday Blessing Box tells a neighbor on the help page (left out there until written): "Who it is for" (whoFor), "How to ask" (askBy), "How soon we answer" (howSoon), "Picked up or brought" (handover), "How often someone may ask" (howOften), "What to have ready or bring" (bring) not written\n    set it in src/content/projects/birthday-blessing-box.yaml (or the editor at /admin, Projects)',
    );
    expect(result.output).toContain(
      '  - what H.O.P.E. Box tells a neighbor on the help page (left out there until written): "How soon we answer" (howSoon), "Picked up or brought" (handover), "How often someone may ask" (howOften), "What to have ready or bring" (bring) not written',
    );
    expect(result.output).toContain(
      '  - the record of a year that has ended, for /our-year (optional; the page says the first is coming): (none yet)',
    );
    // A future project tells a neighbour nothing yet, and is asked for nothing.
    expect(result.output).not.toMatch(/what (Manna Monday|Second Chance) tells/);
    expect(result.output).toContain(
      '  - the opening times, to check with the ministry (every 6 months at least): never said to be checked\n    set it in src/data/site-facts.json: openingHours.checkedOn',
    );
    expect(result.output).toMatch(
      /the help page promises, and who sees what people send: "You may ask for yourself or for someone you know\." .*\(not yet confirmed\)\n {4}set it in src\/data\/site-facts\.json: gettingHelp: check them, then set confirmed to true/,
    );
    expect(result.output).toContain(
      'the opening times: none: "call or text before you come" (not yet confirmed)\n    set it in src/data/site-facts.json: openingHours',
    );
    expect(result.output).toContain('the EIN: 00-0000000\n    set it in src/data/site-facts.json: charity.ein');
    expect(result.output).toContain(
      'the Pennsylvania charity registration: (not set)\n    set it in src/data/site-facts.json: charity.registration',
    );
    expect(result.output).toContain('the repository the editor saves to: the-ministry/ssmc-website');
    expect(result.output).toContain('the editor’s sign-in helper: https://editor-sign-in.example.org');
    expect(result.output).toContain('the EmailJS setting PUBLIC_EMAILJS_PUBLIC_KEY: (not set)');
    expect(result.output).toMatch(
      /the accessibility statement’s review date and answer time: last reviewed \d{4}-\d{2}-\d{2}, answered within \d+ working days \(not yet confirmed\)\n {4}set it in src\/data\/site-facts\.json: accessibility: check both, then set confirmed to true/,
    );
  });

  it('reads the wish lists as data, however the editor wrote them, comments or not', async () => {
    const dir = await readySite();
    // As an editor saves it: flow style, quoted, no comments.
    await writeFile(
      join(dir, 'src/content/projects/manna-monday.yaml'),
      (await readFile(join(dir, 'src/content/projects/manna-monday.yaml'), 'utf8'))
        .replace(/#.*$/gm, '')
        .replace(/wishlist:[\s\S]*$/, 'wishlist: [{ "btnTxt": "Meals", "url": "https://wishlist.example.org/x" }]\n'),
    );
    const result = await preflight(dir, ready);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('a wish-list address: https://wishlist.example.org/x');
  });

  it('asks for the opening times to be checked again six months after they last were, without refusing', async () => {
    const dir = await readySite();
    const today = dayIn(MINISTRY_TIME_ZONE);
    const checkedOn = async (day: string) => {
      await edit(dir, 'src/data/site-facts.json', (text) =>
        text.replace(
          /"confirmed": true\n {2}\},\n {2}"charity"/,
          `"confirmed": true, "checkedOn": "${day}"\n  },\n  "charity"`,
        ),
      );
      return preflight(dir, ready);
    };
    const stale = await checkedOn(monthsBefore(today, 7));
    expect(stale.ok, stale.output).toBe(true);
    expect(stale.output).toContain(
      `the opening times, to check with the ministry (every 6 months at least): last checked ${monthsBefore(today, 7)}, more than 6 months ago`,
    );
    await edit(dir, 'src/data/site-facts.json', (text) => text.replace(/, "checkedOn": "[\d-]+"/, ''));
    const recent = await checkedOn(monthsBefore(today, 5));
    expect(recent.output).not.toContain('the opening times, to check');
  });

  it('counts six months back as a calendar does, to the same day or the month’s last', () => {
    expect(monthsBefore('2026-12-07', 6)).toBe('2026-06-07');
    expect(monthsBefore('2026-03-05', 6)).toBe('2025-09-05');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2028-08-31', 6)).toBe('2028-02-29');
  });

  it('names only what is left', async () => {
    const result = await preflight(await readySite(), { ...ready, SITE_URL: '' });
    expect(result.ok).toBe(false);
    expect(result.output).toContain('Not ready to publish: 1 value the ministry must set is still a placeholder.');
    expect(result.output).toContain('the site address');
  });

  it('asks for no sign-in helper when volunteers sign in with access tokens only', async () => {
    const dir = await readySite();
    await edit(dir, 'src/admin/backend.ts', (text) =>
      text.replace("auth_methods: ['oauth']", "auth_methods: ['token']").replace(/^\s*base_url: .*$/m, ''),
    );
    const result = await preflight(dir, ready);
    expect(result.output).not.toContain('sign-in helper');
    expect(result.ok, result.output).toBe(true);
    // With "Sign In with GitHub" chosen, a helper left unset is named.
    await edit(dir, 'src/admin/backend.ts', (text) =>
      text.replace("auth_methods: ['token']", "auth_methods: ['oauth', 'token']"),
    );
    expect((await preflight(dir, ready)).output).toContain('the editor’s sign-in helper: (not set)');
  });

  it('passes once every value is set, from the environment or a .env file', async () => {
    expect((await preflight(await readySite(), ready)).ok).toBe(true);
    const dir = await readySite();
    await writeFile(
      join(dir, '.env'),
      Object.entries(ready)
        .filter(([name]) => SETTINGS.includes(name))
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const result = await preflight(dir);
    expect(result.output).toContain('Ready to publish.');
    expect(result.ok).toBe(true);
  });
});
