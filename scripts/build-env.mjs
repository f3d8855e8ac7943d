// @ts-check
/**
 * The build settings as a production build sees them: the .env files Astro reads, then the
 * environment (which wins). Shared by astro.config.mjs and the preflight.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** The contact form's EmailJS settings: a published site cannot be built without them. */
export const EMAILJS_SETTINGS = [
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_TEMPLATE_ID',
  'PUBLIC_EMAILJS_PUBLIC_KEY',
];

/** The site address used when SITE_URL is not set: a placeholder, never to be published. */
export const PLACEHOLDER_SITE_URL = 'https://www.example.org';

/**
 * @param {string} [root] the project folder
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Record<string, string | undefined>}
 */
export function productionEnv(root = process.cwd(), env = process.env) {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'].map((file) => join(root, file));
  const fromFiles = files.filter((file) => existsSync(file)).map((file) => parseEnv(readFileSync(file, 'utf8')));
  return Object.assign({}, ...fromFiles, env);
}
