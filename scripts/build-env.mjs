// @ts-check
/**
 * The build settings as a production build sees them, read the way Astro reads them (Vite's
 * loadEnv: .env, .env.local, .env.production, .env.production.local, then the environment).
 * Shared by astro.config.mjs and the preflight.
 */
import { loadEnv } from 'vite';

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
  // loadEnv reads process.env itself; the env given wins over it, as in a child process.
  return { ...loadEnv('production', root, ''), ...env };
}
