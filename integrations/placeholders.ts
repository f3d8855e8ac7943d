/**
 * The values the ministry still has to set: the made-up defaults that let the site build and be
 * tried (555-01xx phone numbers, example.org addresses, a placeholder street, the unset donation
 * form) and missing
 * EmailJS settings. Each finding says what it is, its value, and where to set it. The build warns
 * of them (the integration below); `npm run preflight` refuses to publish them.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse as parseYaml } from 'yaml';
import { EMAILJS_SETTINGS, PLACEHOLDER_SITE_URL, productionEnv } from '../src/settings.ts';
import { HOURS_CHECK_MONTHS, PLACEHOLDER_EIN } from '../src/lib/site-facts-rules.ts';
import { openingTimeInWords } from '../src/lib/opening-hours.ts';
import { missingNeighborFields } from '../src/lib/project-rules.ts';
import { MINISTRY_TIME_ZONE, dayIn } from '../src/lib/ministry-time.ts';

export interface Placeholder {
  what: string;
  value: string;
  where: string;
}

/** example.org, example.com, example.net and their subdomains are reserved for examples. */
function isExampleHost(url: string) {
  try {
    return /(^|\.)example\.(org|com|net)$/.test(new URL(url).hostname);
  } catch {
    return true;
  }
}
/** The made-up street the place holds until the ministry sets it (src/data/site-facts.json). */
const PLACEHOLDER_STREET = /placeholder/i;
/** 555-0100 to 555-0199 are reserved for fiction in North America. */
const isFictionalPhone = (dial: string) => /55501\d\d$/.test(dial.replace(/\D/g, ''));
const inFacts = (field: string) => `src/data/site-facts.json: ${field} (or the editor at /admin, Site facts)`;

export async function findPlaceholders(root = process.cwd(), env = process.env): Promise<Placeholder[]> {
  const { SITE } = await import(pathToFileURL(join(root, 'src/site.ts')).href);
  const settings = productionEnv(root, env);
  const found: Placeholder[] = [];
  const add = (what: string, value: string, where: string) => found.push({ what, value, where });

  if (isFictionalPhone(SITE.phone.dial)) add('the phone number', SITE.phone.display, inFacts('phone'));
  if (isExampleHost(`mailto://${SITE.email.split('@')[1]}`))
    add('the contact e-mail address', SITE.email, inFacts('email'));
  if (PLACEHOLDER_STREET.test(SITE.place.address.line1))
    add('the place people come to (its street address)', SITE.place.address.line1, inFacts('place'));
  if (!SITE.openingHoursConfirmed) {
    const times = SITE.openingHours.map(openingTimeInWords).join('; ') || 'none: "call or text before you come"';
    add(
      'the opening times',
      `${times} (not yet confirmed)`,
      inFacts('openingHours: check them, then set confirmed to true'),
    );
  }
  if (!SITE.gettingHelp.confirmed) {
    add(
      'what the help page promises, and who sees what people send',
      `${SITE.gettingHelp.promises.map((promise: string) => `"${promise}"`).join(' ')} Who sees it: "${SITE.gettingHelp.whoSees}" (not yet confirmed)`,
      inFacts('gettingHelp: check them, then set confirmed to true'),
    );
  }
  if (SITE.charity.ein === PLACEHOLDER_EIN) add('the EIN', SITE.charity.ein, inFacts('charity.ein'));
  if (!SITE.charity.registration)
    add(
      'the Pennsylvania charity registration',
      '(not set)',
      inFacts('charity.registration: registered, or exempt (docs/keeping-the-site-current.md says which)'),
    );
  for (const [key, url] of Object.entries<string>(SITE.donationForm)) {
    if (/set-the-ministry-form-id/.test(url) || isExampleHost(url)) {
      add(`the donation form (${key})`, url, inFacts(`donationForm.${key}`));
    }
  }
  if (!SITE.accessibility.confirmed) {
    add(
      'the accessibility statement’s review date and answer time',
      `last reviewed ${SITE.accessibility.lastReviewed}, answered within ${SITE.accessibility.answerWithinWorkingDays} working days (not yet confirmed)`,
      inFacts('accessibility: check both, then set confirmed to true'),
    );
  }
  for (const [file, project] of await projectFiles(root)) {
    for (const { url } of Array.isArray(project.wishlist) ? project.wishlist : []) {
      if (isExampleHost(String(url))) add('a wish-list address', String(url), `src/content/projects/${file}`);
    }
  }
  const { EDITOR_BACKEND: backend, PLACEHOLDER_EDITOR_REPO } = await import(
    pathToFileURL(join(root, 'src/admin/backend.ts')).href
  );
  if (backend.repo === PLACEHOLDER_EDITOR_REPO) {
    add('the repository the editor saves to', backend.repo, 'src/admin/backend.ts: repo');
  }
  // Only "Sign In with GitHub" needs a helper; with access tokens alone there is none to set.
  const methods: string[] = backend.auth_methods ?? ['oauth', 'token'];
  if (methods.includes('oauth') && isExampleHost(backend.base_url ?? '')) {
    add('the editor’s sign-in helper', backend.base_url ?? '(not set)', 'src/admin/backend.ts: base_url');
  }
  // A sign-up that posts to this computer (the local mailbox) would lose every visitor's address.
  const signUp: string | undefined = SITE.storiesByEmail?.signUpAddress;
  if (signUp && new URL(signUp).hostname === '127.0.0.1')
    add('the sign-up for new stories by email', signUp, inFacts('storiesByEmail.signUpAddress'));
  const siteUrl = settings.SITE_URL || PLACEHOLDER_SITE_URL;
  if (isExampleHost(siteUrl)) add('the site address', siteUrl, 'SITE_URL in .env or the host’s build settings');
  for (const name of EMAILJS_SETTINGS) {
    if (!settings[name])
      add(`the EmailJS setting ${name}`, '(not set)', `${name} in .env or the host’s build settings`);
  }
  return found;
}

/** The project files, parsed as data (the editor writes YAML in its own style, and drops comments), by file name. */
async function projectFiles(root: string): Promise<[string, Record<string, unknown>][]> {
  const folder = join(root, 'src/content/projects');
  const files = (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
  return Promise.all(
    files.map(
      async (file) =>
        [file, parseYaml(await readFile(join(folder, file), 'utf8')) ?? {}] as [string, Record<string, unknown>],
    ),
  );
}

/** The day `months` calendar months before `day` ("YYYY-MM-DD"), the same day of the month where it has one. */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, last))).toISOString().slice(0, 10);
}

/**
 * What the ministry has yet to write or check but need not before publishing: listed by the
 * preflight, never a reason to refuse (a closure notice must never wait on them).
 * - the stories-by-email sign-up, while no sign-up address is set (with none, no sign-up shows);
 * - what a current project does not yet tell a neighbour on the help page (it leaves the line out);
 * - opening times never said to be checked, or last checked more than six months before `today`;
 * - no year's record yet for /our-year.
 */
export async function findOptional(root = process.cwd(), today = dayIn(MINISTRY_TIME_ZONE)): Promise<Placeholder[]> {
  const { SITE } = await import(pathToFileURL(join(root, 'src/site.ts')).href);
  const found: Placeholder[] = [];
  if (!SITE.storiesByEmail)
    found.push({
      what: 'the sign-up for new stories by email (optional; none shows until it is set)',
      value: '(not set)',
      where: inFacts('storiesByEmail.signUpAddress'),
    });
  for (const [file, project] of await projectFiles(root)) {
    if (project.status !== 'current') continue;
    const missing = missingNeighborFields(project);
    if (missing.length > 0)
      found.push({
        what: `what ${String(project.title)} tells a neighbor on the help page (left out there until written)`,
        value: `${missing.join(', ')} not written`,
        where: `src/content/projects/${file} (or the editor at /admin, Projects)`,
      });
  }
  const years = await readdir(join(root, 'src/content/years')).catch(() => [] as string[]);
  if (!years.some((file) => file.endsWith('.yaml')))
    found.push({
      what: 'the record of a year that has ended, for /our-year (optional; the page says the first is coming)',
      value: '(none yet)',
      where: 'the editor at /admin, Our year (or a file in src/content/years/)',
    });
  const checkedOn: string | undefined = SITE.openingHoursCheckedOn;
  const due = monthsBefore(today, HOURS_CHECK_MONTHS);
  if (!checkedOn || checkedOn < due)
    found.push({
      what: `the opening times, to check with the ministry (every ${HOURS_CHECK_MONTHS} months at least)`,
      value: checkedOn
        ? `last checked ${checkedOn}, more than ${HOURS_CHECK_MONTHS} months ago`
        : 'never said to be checked',
      where: inFacts('openingHours.checkedOn: the day they were checked'),
    });
  return found;
}

export function describePlaceholders(found: Placeholder[]): string {
  return found.map(({ what, value, where }) => `  - ${what}: ${value}\n    set it in ${where}`).join('\n');
}

/**
 * Warns on a production build that still carries placeholders. A missing EmailJS setting needs
 * nothing here: the env schema in astro.config.mjs marks them required, so the build stops.
 */
export default function warnOfPlaceholders(): AstroIntegration {
  return {
    name: 'ssmc:warn-of-placeholders',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        // A local build (npm start, npm test) is meant to run with the placeholders.
        if (command !== 'build' || process.env.SSMC_LOCAL_BUILD) return;
        const found = await findPlaceholders();
        if (found.length > 0) {
          logger.warn(
            `These values are still placeholders; \`npm run build:production\` will refuse to publish them:\n${describePlaceholders(found)}`,
          );
        }
      },
    },
  };
}
