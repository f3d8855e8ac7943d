/**
 * The build settings, read as Astro reads them (Vite's loadEnv: .env, .env.local,
 * .env.production, .env.production.local, then the environment). Shared by astro.config.mjs,
 * the placeholder check and the preflight.
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

/** EmailJS's own address: where the contact form sends unless PUBLIC_EMAILJS_ORIGIN says otherwise. */
export const EMAILJS_ORIGIN = 'https://api.emailjs.com';

export function productionEnv(root = process.cwd(), env: NodeJS.ProcessEnv = process.env) {
  // loadEnv reads process.env itself; the env given wins over it, as in a child process.
  return { ...loadEnv('production', root, ''), ...env } as Record<string, string | undefined>;
}

/** The local mailbox that stands in for EmailJS on this computer (npm start, npm run dev, npm test). */
export const LOCAL_MAILBOX = { port: 4320, dir: '.mailbox' };
export const LOCAL_MAILBOX_ORIGIN = `http://127.0.0.1:${LOCAL_MAILBOX.port}`;
/** Where the local mailbox takes a stories-by-email sign-up, as an email service's sign-up address would. */
export const LOCAL_SIGN_UP_ADDRESS = `${LOCAL_MAILBOX_ORIGIN}/stories-sign-up`;

/**
 * The build settings of a local build: the real EmailJS library, pointed at the local mailbox
 * instead of the EmailJS service. Never used for a build that is published.
 */
export const LOCAL_BUILD_ENV = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_local',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_local',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'local_public_key',
  PUBLIC_EMAILJS_ORIGIN: LOCAL_MAILBOX_ORIGIN,
  /** Marks a build for this computer: no warning about the placeholders it is meant to use. */
  SSMC_LOCAL_BUILD: '1',
};
