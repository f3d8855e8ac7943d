// @ts-check
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { SITE } from './src/site.ts';
import { headerPolicy, metaPolicy, pageDirectives, pageRoute } from './src/lib/security-headers.ts';
import { PLACEHOLDER_SITE_URL, productionEnv } from './scripts/build-env.mjs';
import { describePlaceholders, findPlaceholders } from './scripts/placeholders.mjs';

/**
 * The public address of the site, used for canonical links and the sitemap.
 * Set SITE_URL in the build environment; the default is a placeholder.
 */
const site = process.env.SITE_URL || PLACEHOLDER_SITE_URL;

/**
 * Warns on a production build that still carries the placeholder values (the preflight refuses
 * to publish them). A missing EmailJS setting needs no code here: the env schema below marks
 * them required, so astro:env stops the build and names each one.
 * @returns {import('astro').AstroIntegration}
 */
function warnOfPlaceholders() {
  return {
    name: 'ssmc:warn-of-placeholders',
    hooks: {
      'astro:config:setup': async ({ command, logger }) => {
        // A local build (npm start, npm test) is meant to run with the placeholders.
        if (command !== 'build' || process.env.SSMC_LOCAL_BUILD) return;
        const placeholders = await findPlaceholders();
        if (placeholders.length > 0) {
          logger.warn(
            `These values are still placeholders; \`npm run build:production\` will refuse to publish them:\n${describePlaceholders(placeholders)}`,
          );
        }
      },
    },
  };
}

/** Where the contact form sends: EmailJS, or the local mailbox in a local build. */
const emailjsOrigin = new URL(productionEnv().PUBLIC_EMAILJS_ORIGIN || 'https://api.emailjs.com').origin;
/** The only site allowed in a frame: the donation form's. */
const donationOrigin = new URL(SITE.donationForm.embedUrl).origin;

/**
 * Completes dist/_headers from what the build knows, so nothing is written twice: the donation
 * form's origin (its Permissions-Policy lets that frame take payments) from src/site.ts, the
 * Content-Security-Policy header from the policies Astro wrote into the pages (the same
 * directives, with every page's hashes), and Cross-Origin-Resource-Policy for each page.
 * @returns {import('astro').AstroIntegration}
 */
function headersFromTheBuild() {
  const tokens = { donation: '__DONATION_ORIGIN__', csp: '__CONTENT_SECURITY_POLICY__', pages: '__PAGE_RULES__' };
  return {
    name: 'ssmc:headers-from-the-build',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL('_headers', dir);
        const text = await readFile(file, 'utf8');
        for (const token of Object.values(tokens)) {
          if (!text.includes(token)) throw new Error(`public/_headers no longer names ${token}; see astro.config.mjs`);
        }
        const pages = (await readdir(dir)).filter((name) => name.endsWith('.html'));
        const policies = await Promise.all(
          pages.map(async (name) => {
            const policy = metaPolicy(await readFile(new URL(name, dir), 'utf8'));
            if (!policy) throw new Error(`dist/${name} has no Content-Security-Policy <meta>`);
            return policy;
          }),
        );
        const pageRules = pages
          .map(pageRoute)
          .filter((route) => route !== null)
          .map((route) => `${route}\n  Cross-Origin-Resource-Policy: same-origin`)
          .join('\n');
        await writeFile(
          file,
          text
            .replaceAll(tokens.donation, donationOrigin)
            .replace(tokens.csp, headerPolicy(policies))
            .replace(tokens.pages, pageRules),
        );
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
    warnOfPlaceholders(),
    headersFromTheBuild(),
    serviceWorker(),
  ],
  // The Content-Security-Policy (src/lib/security-headers.ts): Astro writes it into each page's
  // <meta> with the hashes of its own scripts and styles, so no 'unsafe-inline' is needed; the
  // same policies, merged, become the header (headersFromTheBuild above).
  security: {
    csp: { directives: pageDirectives({ emailService: emailjsOrigin, donationForm: donationOrigin }) },
  },
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
