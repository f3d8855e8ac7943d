import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './serve-cdn.mjs';

const rules = parseHeadersFile(readFileSync(new URL('../public/_headers', import.meta.url), 'utf8'));
const names = (path: string) => headersFor(rules, path).map(([name]) => name);

describe('the _headers file as the CDN reads it', () => {
  it('gives every page the security headers', () => {
    for (const path of ['/', '/contact', '/no-such-page']) {
      expect(names(path)).toEqual(
        expect.arrayContaining([
          'Strict-Transport-Security',
          'Content-Security-Policy',
          'X-Content-Type-Options',
          'Referrer-Policy',
          'Permissions-Policy',
          'Cross-Origin-Opener-Policy',
        ]),
      );
      expect(names(path)).not.toContain('Cache-Control');
    }
  });

  it('caches only the fingerprinted build assets for a year', () => {
    expect(headersFor(rules, '/_astro/client.Cd-EeyjT.js')).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('keeps frame-ancestors, which a <meta> policy cannot carry, in the header', () => {
    const csp = headersFor(rules, '/').find(([name]) => name === 'Content-Security-Policy')![1];
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('refuses a header line that belongs to no path', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow(/outside a rule/);
  });
});
