// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { SITE } from './src/site.ts';
import { EMAILJS_SETTINGS, PLACEHOLDER_SITE_URL, productionEnv } from './scripts/build-env.mjs';
import { describePlaceholders, findPlaceholders } from './scripts/placeholders.mjs';

/**
 * The public address of the site, used for canonical links and the sitemap.
 * Set SITE_URL in the build environment; the default is a placeholder.
 */
const site = process.env.SITE_URL || PLACEHOLDER_SITE_URL;

/**
 * Stops `astro build` when the contact form could not send, with a message that says what to
 * set and where, instead of publishing a form that fails for every visitor.
 * @returns {import('astro').AstroIntegration}
 */
function requireEmailjsSettings() {
  return {
    name: 'ssmc:require-emailjs-settings',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        if (command !== 'build') return;
        const env = productionEnv();
        const missing = EMAILJS_SETTINGS.filter((name) => !env[name]);
        if (missing.length === 0) {
          // A local build (npm start, npm test) is meant to run with the placeholders.
          if (process.env.SSMC_LOCAL_BUILD) return;
          const placeholders = await findPlaceholders();
          if (placeholders.length > 0) {
            logger.warn(
              `These values are still placeholders; \`npm run build:production\` will refuse to publish them:\n${describePlaceholders(placeholders)}`,
            );
          }
          return;
        }
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

/**
 * Fills the donation form's origin into dist/_headers (its Permissions-Policy lets that frame
 * take payments), so the address is written once, in src/site.ts.
 * @returns {import('astro').AstroIntegration}
 */
function headersFromSiteFacts() {
  const token = '__DONATION_ORIGIN__';
  return {
    name: 'ssmc:headers-from-site-facts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL('_headers', dir);
        const text = await readFile(file, 'utf8');
        if (!text.includes(token))
          throw new Error(`public/_headers no longer names ${token}; the donation frame could not take payments`);
        await writeFile(file, text.replaceAll(token, donationOrigin));
      },
    },
  };
}

/**
 * `client:interaction` (src/directives/interaction.ts): islands whose HTML already works hydrate
 * when a visitor first reaches for them, so most pages load no script until then.
 * @returns {import('astro').AstroIntegration}
 */
function interactionDirective() {
  return {
    name: 'ssmc:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: './src/directives/interaction.ts' });
      },
    },
  };
}

/**
 * Writes dist/sw.js, the service worker that keeps every page for a visit with no signal
 * (scripts/service-worker.mjs, src/service-worker/sw.ts).
 * @returns {import('astro').AstroIntegration}
 */
function serviceWorker() {
  return {
    name: 'ssmc:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { buildServiceWorker } = await import('./scripts/service-worker.mjs');
        const { count, size } = await buildServiceWorker(fileURLToPath(dir));
        logger.info(`sw.js keeps ${count} files (${(size / 1024).toFixed(1)} KB) for visits with no signal`);
      },
    },
  };
}

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
    interactionDirective(),
    sitemap({ filter: (page) => !/\/404(\.html)?$/.test(new URL(page).pathname) }),
    requireEmailjsSettings(),
    headersFromSiteFacts(),
    serviceWorker(),
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
