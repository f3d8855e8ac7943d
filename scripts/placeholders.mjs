// @ts-check
/**
 * Finds the values the ministry still has to set: the made-up defaults that let the site build
 * and be tried (555-01xx phone numbers, example.org addresses, the unset donation form) and
 * missing EmailJS settings. Each finding says what it is, its value, and where to set it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMAILJS_SETTINGS, PLACEHOLDER_SITE_URL, productionEnv } from './build-env.mjs';

/** @typedef {{ what: string, value: string, where: string }} Placeholder */

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
    found.push({ what: 'the phone number', value: SITE.phone.display, where: 'src/site.ts: phone' });
  }
  if (isExampleHost(`mailto://${SITE.email.split('@')[1]}`)) {
    found.push({ what: 'the contact e-mail address', value: SITE.email, where: 'src/site.ts: email' });
  }
  for (const [key, url] of Object.entries(SITE.donationForm)) {
    if (/set-the-ministry-form-id/.test(String(url)) || isExampleHost(String(url))) {
      found.push({ what: `the donation form (${key})`, value: String(url), where: `src/site.ts: donationForm.${key}` });
    }
  }
  const projects = join(root, 'src/content/projects');
  for (const file of (await readdir(projects)).filter((name) => name.endsWith('.yaml')).sort()) {
    const yaml = await readFile(join(projects, file), 'utf8');
    for (const match of yaml.matchAll(/^\s*url:\s*["']?([^"'\s]+)/gm)) {
      if (isExampleHost(match[1] ?? '')) {
        found.push({ what: 'a wish-list address', value: match[1] ?? '', where: `src/content/projects/${file}` });
      }
    }
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
