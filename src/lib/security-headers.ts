/**
 * The site's Content-Security-Policy, from one list of directives: astro.config.mjs gives it to
 * Astro, which writes it into each page's <meta> with the hashes of every script and style the
 * build could inline; after the build, each page's policy keeps only the hashes of its own
 * (policyForPage) and becomes that page's HTTP header in dist/_headers.
 * Pure functions, unit-tested in security-headers.test.ts.
 */
import { createHash } from 'node:crypto';

interface Origins {
  /** Where the contact form sends (EmailJS, or the local mailbox in a local build). */
  emailService: string;
  /** The only site allowed in a frame: the donation form's. */
  donationForm: string;
  /** Where the stories-by-email sign-up posts, when the ministry has set one. */
  signUp?: string | undefined;
}

type DirectiveName =
  'default-src' | 'connect-src' | 'frame-src' | 'img-src' | 'worker-src' | 'base-uri' | 'form-action' | 'object-src';
/** A directive and its sources, in the form Astro's security.csp.directives takes. */
type Directive = `${DirectiveName} ${string}`;

/**
 * Everything a page may load, starting from nothing. Astro adds script-src and style-src, each
 * with 'self' and the hashes of the page's inline scripts and styles.
 */
export function pageDirectives({ emailService, donationForm, signUp }: Origins): Directive[] {
  return [
    "default-src 'none'",
    // 'self': the service worker's registration and Lighthouse's robots.txt check; the email
    // service: the contact form's one request.
    `connect-src 'self' ${emailService}`,
    `frame-src ${donationForm}`,
    // Pictures and icons are the site's own; data: for the browser's own form-control images.
    "img-src 'self' data:",
    "worker-src 'self'",
    "base-uri 'self'",
    // Forms post to the site itself, and the stories' sign-up to its email service, when there is one.
    `form-action 'self'${signUp ? ` ${signUp}` : ''}`,
    "object-src 'none'",
  ];
}

/**
 * The service worker's own policy (a worker's requests follow the policy its script was served
 * with): its own site, for the pages it keeps, and the email service, for the messages it sends
 * from the outbox. Nothing else.
 */
export function workerPolicy({ emailService }: Pick<Origins, 'emailService'>): string {
  return `default-src 'none'; connect-src 'self' ${emailService}`;
}

/** What a <meta> policy cannot carry: only the HTTP header says it. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** A policy as an ordered map of directive to sources. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/**
 * One policy that allows what any of the pages' policies allows, and nothing more: for each
 * directive, the sources of every page (the pages' hashes differ; the rest is the same list).
 */
export function mergePolicies(policies: readonly string[]): string {
  const merged = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const [name, sources] of parsePolicy(policy)) {
      const set = merged.get(name) ?? new Set<string>();
      for (const source of sources) set.add(source);
      merged.set(name, set);
    }
  }
  return [...merged].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The header for every page: the pages' policies merged, and what only a header can say. */
export function headerPolicy(pagePolicies: readonly string[]): string {
  if (pagePolicies.length === 0) throw new Error('No page carries a Content-Security-Policy to build the header from');
  return mergePolicies([...pagePolicies, HEADER_ONLY_DIRECTIVES.join('; ')]);
}

/** The policy in a built page's <meta http-equiv="content-security-policy">, or null. */
export function metaPolicy(html: string): string | null {
  const tag = html.match(/<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i);
  return tag?.[1]?.replaceAll('&#39;', "'").replaceAll('&apos;', "'") ?? null;
}

/** The address each built page is served at: index.html at /, contact.html at /contact. */
export function pageRoute(file: string): string | null {
  if (!file.endsWith('.html') || file === '404.html') return null;
  return file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
}

/** The CSP hash of an inline script or style, as a source: 'sha256-…' of its text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The sources of a page's own inline scripts (scripts, not JSON-LD data) and styles. */
export function inlineSources(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\btype="application\/ld\+json"/.test(attributes) && !/\bsrc=/.test(attributes))
    .map(([, , text = '']) => hashSource(text));
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, , text = '']) => hashSource(text));
  return { scripts, styles };
}

/**
 * A page's policy with only the hashes of what the page holds. Astro writes into every page the
 * hashes of every script and style the build could inline, most of them another page's; a hash
 * this page needs but the policy lacks is an error (the browser would block it), never dropped.
 */
export function policyForPage(policy: string, html: string): string {
  const own = inlineSources(html);
  const needed = { 'script-src': own.scripts, 'style-src': own.styles };
  return [...parsePolicy(policy)]
    .map(([name, sources]) => {
      const kept = name in needed ? needed[name as keyof typeof needed] : undefined;
      if (!kept) return [name, ...sources].join(' ');
      const missing = kept.filter((source) => !sources.includes(source));
      if (missing.length > 0) throw new Error(`The page's ${name} lacks the hash of its own ${missing.join(', ')}`);
      return [name, ...sources.filter((source) => !source.startsWith("'sha256-") || kept.includes(source))].join(' ');
    })
    .join('; ');
}

/** A built page with `policy` in its Content-Security-Policy <meta> in place of what was there. */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = /(<meta\s+http-equiv="content-security-policy"\s+content=")[^"]*(")/i;
  if (!tag.test(html)) throw new Error('The page has no Content-Security-Policy <meta> to write the policy into');
  return html.replace(tag, (_, open: string, close: string) => `${open}${policy}${close}`);
}
