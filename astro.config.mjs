// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/**
 * The public address of the site, used for canonical links and the sitemap.
 * Set SITE_URL in the build environment; the default is a placeholder.
 */
const site = process.env.SITE_URL || 'https://www.example.org';

export default defineConfig({
  site,
  // Pages are built as contact.html, donate.html...: CDNs serve them at /contact, /donate,
  // the addresses the ministry already uses, with no trailing-slash redirect.
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
  devToolbar: { enabled: false },
});
