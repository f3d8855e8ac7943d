// @ts-check
/**
 * Finds the values the ministry still has to set: the made-up defaults that let the site build
 * and be tried (555-01xx phone numbers, example.org addresses, the unset donation form) and
 * missing EmailJS settings. Each finding says what it is, its value, and where to set it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { EMAILJS_SETTINGS, PLACEHOLDER_SITE_URL, productionEnv } from './build-env.mjs';

/** @typedef {{ what: string, value: string, where: string }} Placeholder */

/** The repository public/admin/config.yml names until the ministry sets its own. */
const PLACEHOLDER_EDITOR_REPO = 'the-ministry/ssmc-website';

/** example.org, example.com, example.net and their subdomains are reserved for examples. */
const isExampleHost = (/** @type {string} */ url) => {
  try {
    return /(^|\.)example\.(org|com|net)$/.test(new URL(url).hostname);
  } catch {
    return true;
  }
};
/** 555-0100 to 555-0199 are reserved for fiction in North America. */
const isFictionalPhone = (/** @type {string} */ dial) => /55501\d\d$/.test(dial.replace(/\D/g, ''));

/**
 * @param {string} [root] the project folder
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<Placeholder[]>}
 */
export async function findPlaceholders(root = process.cwd(), env = process.env) {
  const { SITE } = await import(pathToFileURL(join(root, 'src/site.ts')).href);
  const settings = productionEnv(root, env);
  /** @type {Placeholder[]} */
  const found = [];

  if (isFictionalPhone(SITE.phone.dial)) {
    found.push({
      what: 'the phone number',
      value: SITE.phone.display,
      where: 'src/data/site-facts.json: phone (or the editor at /admin, Site facts)',
    });
  }
  if (isExampleHost(`mailto://${SITE.email.split('@')[1]}`)) {
    found.push({
      what: 'the contact e-mail address',
      value: SITE.email,
      where: 'src/data/site-facts.json: email (or the editor at /admin, Site facts)',
    });
  }
  for (const [key, url] of Object.entries(SITE.donationForm)) {
    if (/set-the-ministry-form-id/.test(String(url)) || isExampleHost(String(url))) {
      found.push({
        what: `the donation form (${key})`,
        value: String(url),
        where: `src/data/site-facts.json: donationForm.${key} (or the editor at /admin, Site facts)`,
      });
    }
  }
  const projects = join(root, 'src/content/projects');
  for (const file of (await readdir(projects)).filter((name) => name.endsWith('.yaml')).sort()) {
    // Parsed, not searched: the editor writes YAML in its own style, and drops comments.
    const project = parseYaml(await readFile(join(projects, file), 'utf8')) ?? {};
    for (const { url } of Array.isArray(project.wishlist) ? project.wishlist : []) {
      if (isExampleHost(String(url))) {
        found.push({ what: 'a wish-list address', value: String(url), where: `src/content/projects/${file}` });
      }
    }
  }
  const editor = parseYaml(await readFile(join(root, 'public/admin/config.yml'), 'utf8'));
  if (editor.backend.repo === PLACEHOLDER_EDITOR_REPO) {
    found.push({
      what: 'the repository the editor saves to',
      value: editor.backend.repo,
      where: 'public/admin/config.yml: backend.repo',
    });
  }
  if (isExampleHost(editor.backend.base_url)) {
    found.push({
      what: 'the editor’s sign-in helper',
      value: editor.backend.base_url,
      where: 'public/admin/config.yml: backend.base_url',
    });
  }
  const siteUrl = settings.SITE_URL || PLACEHOLDER_SITE_URL;
  if (isExampleHost(siteUrl)) {
    found.push({ what: 'the site address', value: siteUrl, where: 'SITE_URL in .env or the host’s build settings' });
  }
  for (const name of EMAILJS_SETTINGS) {
    if (!settings[name])
      found.push({
        what: `the EmailJS setting ${name}`,
        value: '(not set)',
        where: `${name} in .env or the host’s build settings`,
      });
  }
  return found;
}

/** @param {Placeholder[]} found */
export function describePlaceholders(found) {
  return found.map(({ what, value, where }) => `  - ${what}: ${value}\n    set it in ${where}`).join('\n');
}
