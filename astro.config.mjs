// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { SITE } from './src/site.ts';
import { isUnlisted, routePath } from './src/lib/paths.ts';
import { pageDirectives } from './src/lib/security-headers.ts';
import interactionDirective from './integrations/client-interaction.ts';
import carryForward from './integrations/carry-forward.ts';
import editor from './integrations/editor/index.ts';
import headersFromTheBuild from './integrations/headers.ts';
import warnOfPlaceholders from './integrations/placeholders.ts';
import refusePhotosThatTellWhere from './integrations/photo-privacy.ts';
import serviceWorker from './integrations/service-worker.ts';
import { EMAILJS_ORIGIN, PLACEHOLDER_SITE_URL, productionEnv } from './src/settings.ts';

/** Where the contact form sends: EmailJS, or the local mailbox in a local build. */
const emailService = new URL(productionEnv().PUBLIC_EMAILJS_ORIGIN || EMAILJS_ORIGIN).origin;
/** The only site allowed in a frame: the donation form's. */
const donationForm = new URL(SITE.donationForm.embedUrl).origin;
/** Where the stories' sign-up posts, when the ministry has set one: the one other site a form may post to. */
const signUp = SITE.storiesByEmail && new URL(SITE.storiesByEmail.signUpAddress).origin;

export default defineConfig({
  // The public address, for canonical links and the sitemap: SITE_URL in the build settings.
  site: process.env.SITE_URL || PLACEHOLDER_SITE_URL,
  // Pages are built as contact.html, donate.html...: CDNs serve them at /contact, /donate,
  // the addresses the ministry already uses, with no trailing-slash redirect.
  trailingSlash: 'never',
  // The site's CSS is about 2 KB gzip; inlined, it costs no round trip before the first paint.
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    interactionDirective(),
    // The sitemap lists every page the build made but those kept out of search (src/lib/paths.ts).
    sitemap({ filter: (page) => !isUnlisted(routePath(new URL(page).pathname)) }),
    warnOfPlaceholders(),
    refusePhotosThatTellWhere(),
    headersFromTheBuild({ donationOrigin: donationForm, emailService }),
    editor(),
    // Before the worker: the files of earlier builds it carries are the host's to serve, not the
    // worker's to fetch (integrations/service-worker.ts leaves them out).
    carryForward(),
    serviceWorker(),
  ],
  // One list of directives (src/lib/security-headers.ts): Astro writes it into each page's <meta>
  // with the hashes of its own scripts and styles, so no 'unsafe-inline' is needed; the build
  // then makes each page's header from it (integrations/headers.ts).
  security: { csp: { directives: pageDirectives({ emailService, donationForm, signUp }) } },
  env: {
    schema: {
      // Required: without them the contact form could not send, so the build stops and names
      // each missing one (set them in .env, see .env.example, or in the host's build settings).
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public' }),
      /** Only for the local mailbox or a self-hosted proxy; EmailJS's own address is the default. */
      PUBLIC_EMAILJS_ORIGIN: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
    },
  },
  // The site has no Markdown code blocks; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
