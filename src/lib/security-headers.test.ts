import { describe, expect, it } from 'vitest';
import {
  HEADER_ONLY_DIRECTIVES,
  headerPolicy,
  mergePolicies,
  metaPolicy,
  pageDirectives,
  pageRoute,
  parsePolicy,
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
