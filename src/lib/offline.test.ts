import { describe, expect, it } from 'vitest';
import { PRECACHE_PATTERNS } from '../../integrations/service-worker';
import { isKeptBuildFile, pageFileFor } from './offline';

describe('pageFileFor', () => {
  it('finds the built file of every page address', () => {
    expect(pageFileFor('/')).toBe('/index.html');
    expect(pageFileFor('/contact')).toBe('/contact.html');
    expect(pageFileFor('/projects/')).toBe('/projects.html');
    expect(pageFileFor('/legal.html')).toBe('/legal.html');
    expect(pageFileFor('/no-such-page')).toBe('/no-such-page.html');
    expect(pageFileFor('/notices/supper.ics')).toBe('/notices/supper.ics');
  });
});

describe('isKeptBuildFile', () => {
  it("names the build's files the worker keeps, and so keeps for the build before: its scripts and AVIF pictures", () => {
    expect(isKeptBuildFile('/_astro/ContactForm.S2NsGGup.js')).toBe(true);
    expect(isKeptBuildFile('/_astro/hope-box.CPPKKYhT_12YTSC.avif')).toBe(true);
    expect(isKeptBuildFile('/_astro/hope-box.CPPKKYhT_1IdepP.webp')).toBe(false);
    expect(isKeptBuildFile('/_astro/sub/a.js')).toBe(false);
    expect(isKeptBuildFile('/sw.js')).toBe(false);
  });

  it('agrees with what the build lists for the worker to keep in /_astro/', () => {
    const kinds = PRECACHE_PATTERNS.filter((pattern) => pattern.startsWith('_astro/')).map((pattern) =>
      pattern.replace('*', 'name'),
    );
    expect(kinds.length).toBeGreaterThan(0);
    for (const file of kinds) expect(isKeptBuildFile(`/${file}`), file).toBe(true);
  });
});
