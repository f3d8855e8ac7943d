/**
 * Completes dist/_headers from what the build knows, so nothing is written twice: the donation
 * form's origin (its Permissions-Policy lets that frame take payments); for each page, the
 * Content-Security-Policy header made from the policy Astro wrote into that page (the same
 * directives and hashes, plus what only a header can say) and Cross-Origin-Resource-Policy; the
 * service worker's own policy (it sends the outbox to the email service); and
 * the editor's sign-in helper, from src/admin/backend.ts (none when volunteers use tokens).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { sep } from 'node:path';
import type { AstroIntegration } from 'astro';
import {
  headerPolicy,
  metaPolicy,
  pageRoute,
  policyForPage,
  withMetaPolicy,
  workerPolicy,
} from '../src/lib/security-headers.ts';
import { EDITOR_BACKEND } from '../src/admin/backend.ts';
import { signInHelper } from './editor/index.ts';

const TOKENS = {
  donation: '__DONATION_ORIGIN__',
  pages: '__PAGE_RULES__',
  worker: '__WORKER_POLICY__',
  signIn: '__EDITOR_SIGN_IN_ORIGIN__',
};

export default function headersFromTheBuild({
  donationOrigin,
  emailService,
}: {
  donationOrigin: string;
  emailService: string;
}): AstroIntegration {
  return {
    name: 'ssmc:headers-from-the-build',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const file = new URL('_headers', dir);
        const text = await readFile(file, 'utf8');
        for (const token of Object.values(TOKENS)) {
          if (!text.includes(token))
            throw new Error(`public/_headers no longer names ${token}; see integrations/headers.ts`);
        }
        const rules = [];
        // The pages: the site's own at the top, and those in folders of their own (the flyers, the
        // volunteer needs), but not the editor's, in admin/, whose rules public/_headers holds.
        const files = (await readdir(dir, { recursive: true })).map((entry) => entry.split(sep).join('/')).sort();
        const pages = files.filter((entry) => entry.endsWith('.html') && !entry.startsWith('admin/'));
        for (const name of pages) {
          // The page's own policy first: only the hashes of the scripts and styles it holds.
          const html = await readFile(new URL(name, dir), 'utf8');
          const written = metaPolicy(html);
          if (!written) throw new Error(`dist/${name} has no Content-Security-Policy <meta>`);
          const policy = policyForPage(written, html);
          await writeFile(new URL(name, dir), withMetaPolicy(html, policy));
          const route = pageRoute(name);
          if (!route) continue;
          rules.push(
            `${route}\n  Content-Security-Policy: ${headerPolicy([policy])}\n  Cross-Origin-Resource-Policy: same-origin`,
          );
        }
        // Each calendar file: a phone opens it in its calendar (public/_headers says why one rule each).
        for (const name of files.filter((entry) => entry.endsWith('.ics'))) {
          rules.push(
            `/${name}\n  Content-Type: text/calendar; charset=utf-8\n  Cache-Control: no-cache\n  Cross-Origin-Resource-Policy: same-origin`,
          );
        }
        await writeFile(
          file,
          text
            .replaceAll(TOKENS.donation, donationOrigin)
            .replace(TOKENS.pages, rules.join('\n'))
            .replace(TOKENS.worker, workerPolicy({ emailService }))
            .replaceAll(TOKENS.signIn, signInHelper(EDITOR_BACKEND) ?? ''),
        );
      },
    },
  };
}
