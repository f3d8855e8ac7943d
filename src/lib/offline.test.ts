import { describe, expect, it } from 'vitest';
import { KEPT_FILES } from '../../integrations/service-worker';
import { STORY_PAGES_KEPT, isKeptBuildFile, pageFileFor, storyPagesToKeep } from './offline';

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

  it('agrees with what the build gives the worker to keep in /_astro/', () => {
    const kept = (file: string) => KEPT_FILES.some((kind) => kind.test(file));
    for (const file of [
      '_astro/Dialog.B1x2.js',
      '_astro/hope-box.C3_4.avif',
      '_astro/hope-box.C3_4.webp',
      '_astro/a.css',
    ]) {
      expect(isKeptBuildFile(`/${file}`), file).toBe(kept(file));
    }
  });
});

describe('storyPagesToKeep', () => {
  it('keeps the newest stories’ pages, as the list links to them, and no more', () => {
    const list = (count: number) =>
      Array.from({ length: count }, (_, at) => `<a href="/stories/s${at}">S${at}</a> <a href="/stories/s${at}">`).join(
        '',
      );
    expect(storyPagesToKeep(list(3))).toEqual(['/stories/s0', '/stories/s1', '/stories/s2']);
    expect(storyPagesToKeep(list(40))).toHaveLength(STORY_PAGES_KEPT);
    expect(storyPagesToKeep(list(40))[0]).toBe('/stories/s0');
    // Not the feed, the list itself, or another page.
    expect(storyPagesToKeep('<a href="/stories.xml"><a href="/stories"><a href="/projects#x">')).toEqual([]);
  });
});
