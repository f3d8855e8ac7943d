// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { SITE } from './src/site.ts';

/**
 * The public address of the site, used for canonical links and the sitemap.
 * Set SITE_URL in the build environment; the default is a placeholder.
 */
const site = process.env.SITE_URL || 'https://www.example.org';

/** The contact form's EmailJS settings: a published site cannot be built without them. */
const EMAILJS_SETTINGS = ['PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID', 'PUBLIC_EMAILJS_PUBLIC_KEY'];

/** The build settings as a production build sees them: the .env files, then the environment. */
function productionEnv() {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const fromFiles = files.filter((file) => existsSync(file)).map((file) => parseEnv(readFileSync(file, 'utf8')));
  return Object.assign({}, ...fromFiles, process.env);
}

/**
 * Stops `astro build` when the contact form could not send, with a message that says what to
 * set and where, instead of publishing a form that fails for every visitor.
 * @returns {import('astro').AstroIntegration}
 */
function requireEmailjsSettings() {
  return {
    name: 'ssmc:require-emailjs-settings',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build') return;
        const env = productionEnv();
        const missing = EMAILJS_SETTINGS.filter((name) => !env[name]);
        if (missing.length === 0) return;
        throw new Error(
          [
            `The contact form cannot send without its EmailJS settings. Missing: ${missing.join(', ')}.`,
            'Set them in a .env file (copy .env.example) or in the build environment of your host.',
            'To try the site on this computer without an EmailJS account, run `npm start`, which uses the local mailbox.',
          ].join('\n'),
        );
      },
    },
  };
}

/** Where the contact form sends: EmailJS, or the local mailbox in a local build. */
const emailjsOrigin = new URL(productionEnv().PUBLIC_EMAILJS_ORIGIN || 'https://api.emailjs.com').origin;
/** The only site allowed in a frame: the donation form's. */
const donationOrigin = new URL(SITE.donationForm.embedUrl).origin;

export default defineConfig({
  site,
  // Pages are built as contact.html, donate.html...: CDNs serve them at /contact, /donate,
  // the addresses the ministry already uses, with no trailing-slash redirect.
  trailingSlash: 'never',
  // inlineStylesheets: the site's CSS is about 2 KB gzip; inlined, it costs no extra round trip
  // before the first paint, and every page's HTML stays well under 14 KB (see scripts/budgets.mjs).
  build: { format: 'file', inlineStylesheets: 'always' },
  integrations: [
    react(),
    sitemap({ filter: (page) => !/\/404(\.html)?$/.test(new URL(page).pathname) }),
    requireEmailjsSettings(),
  ],
  // A Content-Security-Policy in each page's <meta>: Astro adds the hashes of its own scripts
  // and styles, so no 'unsafe-inline' is needed. frame-ancestors cannot be set in a <meta>;
  // it is sent as a header from public/_headers.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        `connect-src 'self' ${emailjsOrigin}`,
        `frame-src ${donationOrigin}`,
        "img-src 'self' data:",
        "font-src 'self'",
      ],
    },
  },
  env: {
    schema: {
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      /** Only for the local mailbox or a self-hosted proxy; EmailJS's own address is the default. */
      PUBLIC_EMAILJS_ORIGIN: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
    },
  },
  // The site has no Markdown code blocks; Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
