// @ts-check
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { PAGES, SITE } from './src/site.ts';
import { routePath } from './src/lib/paths.ts';
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

/** The sign-in helper's address, from the editor's configuration: written once, there. */
async function editorSignInOrigin() {
  const config = parseYaml(await readFile(new URL('./public/admin/config.yml', import.meta.url), 'utf8'));
  return new URL(config.backend.base_url).origin;
}

/**
 * Completes dist/_headers from what the build knows, so nothing is written twice: the donation
 * form's origin (its Permissions-Policy lets that frame take payments) from src/site.ts; for each
 * page, the Content-Security-Policy header from the policy Astro wrote into that page (the same
 * directives, its own hashes, plus what only a header can say) and Cross-Origin-Resource-Policy;
 * and the editor's sign-in helper from public/admin/config.yml.
 * @returns {import('astro').AstroIntegration}
 */
function headersFromTheBuild() {
  const tokens = {
    donation: '__DONATION_ORIGIN__',
    pages: '__PAGE_RULES__',
    signIn: '__EDITOR_SIGN_IN_ORIGIN__',
  };
  return {
    name: 'ssmc:headers-from-the-build',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL('_headers', dir);
        const text = await readFile(file, 'utf8');
        for (const token of Object.values(tokens)) {
          if (!text.includes(token)) throw new Error(`public/_headers no longer names ${token}; see astro.config.mjs`);
        }
        const rules = [];
        for (const name of (await readdir(dir)).filter((entry) => entry.endsWith('.html')).sort()) {
          const route = pageRoute(name);
          if (!route) continue;
          const policy = metaPolicy(await readFile(new URL(name, dir), 'utf8'));
          if (!policy) throw new Error(`dist/${name} has no Content-Security-Policy <meta>`);
          rules.push(
            `${route}\n  Content-Security-Policy: ${headerPolicy([policy])}\n  Cross-Origin-Resource-Policy: same-origin`,
          );
        }
        await writeFile(
          file,
          text
            .replaceAll(tokens.donation, donationOrigin)
            .replace(tokens.pages, rules.join('\n'))
            .replaceAll(tokens.signIn, await editorSignInOrigin()),
        );
      },
    },
  };
}

/**
 * The editor at /admin (scripts/editor.mjs): written into dist/admin/ by the build, and served
 * by the development server (`npm run dev`, `npm run edit`) from the same source.
 * @returns {import('astro').AstroIntegration}
 */
function editor() {
  return {
    name: 'ssmc:editor',
    hooks: {
      'astro:server:setup': async ({ server }) => {
        const { editorFiles } = await import('./scripts/editor.mjs');
        const files = await editorFiles();
        /** @type {import('vite').Connect.NextHandleFunction} */
        const serveEditor = (request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://dev').pathname;
          const file = path.startsWith('/admin/') ? files.get(path.slice('/admin/'.length)) : undefined;
          if (!file) {
            next();
            return;
          }
          const types = { '.js': 'text/javascript', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8' };
          response.setHeader(
            'Content-Type',
            types[/** @type {keyof typeof types} */ (extname(path))] ?? 'application/octet-stream',
          );
          response.end(file);
        };
        // The page itself, /admin/index.html, comes from public/ (in development at that address:
        // the site's no-trailing-slash rule answers /admin/ with a 404 there).
        server.middlewares.use(serveEditor);
      },
      'astro:build:done': async ({ dir }) => {
        const { editorFiles } = await import('./scripts/editor.mjs');
        for (const [name, content] of await editorFiles()) {
          const target = new URL(`admin/${name}`, dir);
          await mkdir(new URL('.', target), { recursive: true });
          await writeFile(target, content);
        }
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
    // The sitemap lists the pages PAGES (src/site.ts) marks indexed: all but the not-found page.
    sitemap({
      filter: (page) => PAGES.some((entry) => entry.indexed && entry.path === routePath(new URL(page).pathname)),
    }),
    warnOfPlaceholders(),
    headersFromTheBuild(),
    editor(),
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
