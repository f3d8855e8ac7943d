import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HEADER_ONLY_DIRECTIVES,
  headerPolicy,
  mergePolicies,
  metaPolicy,
  pageDirectives,
  pageRoute,
  parsePolicy,
  policyForPage,
  withMetaPolicy,
} from './security-headers';

const directives = pageDirectives({ emailService: 'https://api.emailjs.com', donationForm: 'https://www.zeffy.com' });

describe('the pages’ policy', () => {
  it('starts from nothing and lists each thing the site loads', () => {
    expect(directives[0]).toBe("default-src 'none'");
    const names = directives.map((directive) => directive.split(' ')[0]);
    expect(names).toEqual(
      expect.arrayContaining(['connect-src', 'frame-src', 'img-src', 'worker-src', 'base-uri', 'form-action']),
    );
    expect(directives).toContain("connect-src 'self' https://api.emailjs.com");
    expect(directives).toContain('frame-src https://www.zeffy.com');
    expect(directives.join(';')).not.toContain('unsafe-inline');
  });

  it('keeps frame-ancestors out of the <meta>, where browsers ignore it with a warning', () => {
    expect(directives.some((directive) => directive.startsWith('frame-ancestors'))).toBe(false);
    expect(HEADER_ONLY_DIRECTIVES).toContain("frame-ancestors 'none'");
  });
});

describe('the header policy', () => {
  const home = "default-src 'none'; script-src 'self' 'sha256-A'; style-src 'self' 'sha256-S1';";
  const contact = "default-src 'none'; script-src 'self' 'sha256-B'; style-src 'self' 'sha256-S1' 'sha256-S2'";

  it('allows what any page allows, each source once', () => {
    expect(mergePolicies([home, contact])).toBe(
      "default-src 'none'; script-src 'self' 'sha256-A' 'sha256-B'; style-src 'self' 'sha256-S1' 'sha256-S2'",
    );
  });

  it('adds what only a header can say, and refuses to be built from nothing', () => {
    const header = parsePolicy(headerPolicy([home]));
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header.get('default-src')).toEqual(["'none'"]);
    expect(() => headerPolicy([])).toThrow(/No page/);
  });

  it('reads the policy Astro wrote into a built page', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="default-src 'none';script-src 'self' 'sha256-x='"></head>`;
    expect(metaPolicy(html)).toBe("default-src 'none';script-src 'self' 'sha256-x='");
    expect(metaPolicy('<head></head>')).toBeNull();
  });

  it('knows the address of each built page', () => {
    expect(pageRoute('index.html')).toBe('/');
    expect(pageRoute('contact.html')).toBe('/contact');
    expect(pageRoute('404.html')).toBeNull();
    expect(pageRoute('sitemap-0.xml')).toBeNull();
  });
});

describe('a page’s own policy', () => {
  const html = [
    `<meta http-equiv="content-security-policy" content="old">`,
    '<style>a{color:red}</style>',
    '<script type="application/ld+json">{"@type":"NGO"}</script>',
    '<script type="module">go()</script>',
    '<script src="/_astro/x.js"></script>',
  ].join('');
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('keeps the hashes of the scripts and styles the page holds, and drops every other', () => {
    const written = `default-src 'none'; script-src 'self' ${hash('go()')} ${hash('other()')}; style-src 'self' ${hash('a{color:red}')} ${hash('b{}')}`;
    expect(policyForPage(written, html)).toBe(
      `default-src 'none'; script-src 'self' ${hash('go()')}; style-src 'self' ${hash('a{color:red}')}`,
    );
  });

  it('stops on a script or style of the page whose hash the policy lacks, rather than let it be blocked', () => {
    expect(() => policyForPage(`script-src 'self' ${hash('go()')}; style-src 'self'`, html)).toThrow(
      /style-src lacks the hash of its own 'sha256-/,
    );
  });

  it('writes the policy into the page’s <meta>, and nothing else', () => {
    expect(withMetaPolicy(html, "default-src 'none'")).toBe(
      html.replace('content="old"', `content="default-src 'none'"`),
    );
    expect(() => withMetaPolicy('<p>no policy</p>', 'x')).toThrow(/no Content-Security-Policy <meta>/);
  });
});
