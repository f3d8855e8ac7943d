// @ts-check
/**
 * Addresses used when the site runs on this computer (`npm start`, `npm run dev`, `npm test`),
 * in one place: the launcher, the mailbox and the Playwright config all read them from here.
 */

/** Where `npm start` serves the built site. */
export const SITE_PORT = 4321;
/** Where the browser tests serve the built site (apart from SITE_PORT, so both can run at once). */
export const TEST_SITE_PORT = 4399;
/** Where the local mailbox listens for the contact form. */
export const MAILBOX_PORT = 4320;
export const MAILBOX_ORIGIN = `http://127.0.0.1:${MAILBOX_PORT}`;
/** Where the local mailbox saves each message it receives (git-ignored). */
export const MAILBOX_DIR = '.mailbox';

/**
 * The contact form's build settings for a local build: the real EmailJS library, pointed at the
 * local mailbox instead of the EmailJS service. Never used for a build that is published.
 */
export const LOCAL_BUILD_ENV = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_local',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_local',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'local_public_key',
  PUBLIC_EMAILJS_ORIGIN: MAILBOX_ORIGIN,
  /** Marks a build for this computer: no warning about the placeholders it is meant to use. */
  SSMC_LOCAL_BUILD: '1',
};
/** Where the browser tests serve dist/ the way a CDN does, with dist/_headers applied. */
export const TEST_CDN_PORT = 4398;
