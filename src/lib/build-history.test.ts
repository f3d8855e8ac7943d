import { describe, expect, it } from 'vitest';
import {
  KEEP,
  carriedFiles,
  isBuildFile,
  keptFilesToDrop,
  nextHistory,
  parseHistory,
  withoutFiles,
  type BuildHistory,
  type BuildRecord,
} from './build-history';

const DAY = 24 * 60 * 60 * 1000;
const at = (day: number) => new Date(Date.UTC(2026, 10, 1) + day * DAY).toISOString();
const build = (name: string, day: number, files = [`_astro/${name}.js`, '_astro/shared.js']): BuildRecord => ({
  id: name,
  builtAt: at(day),
  files,
});

/** The history after each build in turn goes live, the first with no live site before it. */
function deploy(...builds: BuildRecord[]): BuildHistory {
  return builds.reduce<BuildHistory | null>((history, next) => nextHistory(history, next), null)!;
}

describe('the history of builds', () => {
  it('starts with the first build alone, and carries nothing', () => {
    const history = deploy(build('a', 0));
    expect(history).toEqual({ format: 1, builds: [build('a', 0)] });
    expect(carriedFiles(history)).toEqual([]);
  });

  it("carries the build before's own files, stamping when it was replaced", () => {
    const history = deploy(build('a', 0), build('b', 1));
    expect(history.builds.map(({ id, replacedAt }) => [id, replacedAt])).toEqual([
      ['b', undefined],
      ['a', at(1)],
    ]);
    // The file both share is this build's own: not carried again.
    expect(carriedFiles(history)).toEqual(['_astro/a.js']);
  });

  it(`keeps the ${KEEP.builds} builds before the newest however old, and no more once they are over ${KEEP.days} days old`, () => {
    const builds = Array.from({ length: 9 }, (_, index) => build(`b${index}`, index * 30));
    const history = deploy(...builds);
    expect(history.builds.map(({ id }) => id)).toEqual(['b8', 'b7', 'b6', 'b5', 'b4', 'b3']);
    expect(carriedFiles(history)).toEqual([
      '_astro/b3.js',
      '_astro/b4.js',
      '_astro/b5.js',
      '_astro/b6.js',
      '_astro/b7.js',
    ]);
  });

  it(`keeps every build replaced within ${KEEP.days} days, however many came since (a busy week of changes)`, () => {
    const builds = Array.from({ length: 12 }, (_, index) => build(`b${index}`, index * 0.5));
    expect(deploy(...builds).builds).toHaveLength(12);
    // The one replaced on the first day (half a day in) is kept until its eighth day has passed.
    const week = deploy(...builds, build('late', 0.5 + KEEP.days - 0.5));
    expect(week.builds.map(({ id }) => id)).toContain('b0');
    const later = deploy(...builds, build('late', 0.5 + KEEP.days));
    expect(later.builds.map(({ id }) => id)).not.toContain('b0');
    expect(later.builds.map(({ id }) => id)).toContain('b1');
  });

  it('does not count a build with the same files as the newest (a nightly build of new pages) as a new one', () => {
    const history = deploy(build('a', 0), build('b', 1), { ...build('b', 2) });
    expect(history.builds.map(({ id, builtAt }) => [id, builtAt])).toEqual([
      ['b', at(1)],
      ['a', at(0)],
    ]);
    // Five nightly builds with nothing new do not push the build before out.
    const nights = deploy(build('a', 0), build('b', 1), ...[2, 3, 4, 5, 6, 7].map((day) => build('b', day * 30)));
    expect(carriedFiles(nights)).toEqual(['_astro/a.js']);
  });

  it('makes a build whose files an older one had (a change undone) the newest again, once', () => {
    const history = deploy(build('a', 0), build('b', 1), build('a', 2));
    expect(history.builds.map(({ id }) => id)).toEqual(['a', 'b']);
    expect(carriedFiles(history)).toEqual(['_astro/b.js']);
  });

  it('names only the files the deploy has, once some could not be fetched', () => {
    const history = withoutFiles(deploy(build('a', 0), build('b', 1)), new Set(['_astro/a.js']));
    expect(history.builds[1]!.files).toEqual(['_astro/shared.js']);
    expect(carriedFiles(history)).toEqual([]);
  });
});

describe("reading a live site's history", () => {
  it('reads what a build wrote', () => {
    const history = deploy(build('a', 0), build('b', 1));
    expect(parseHistory(JSON.stringify(history))).toEqual(history);
  });

  it('reads nothing from a page that is not a history, or one in a format it does not know', () => {
    expect(parseHistory('<!doctype html><title>Not found</title>')).toBeNull();
    expect(parseHistory('null')).toBeNull();
    expect(parseHistory(JSON.stringify({ format: 2, builds: [] }))).toBeNull();
  });

  it('never takes a file outside _astro/ from it, nor a record it cannot read', () => {
    const text = JSON.stringify({
      format: 1,
      builds: [
        {
          id: 'a',
          builtAt: at(0),
          files: [
            '_astro/ok.B1c-_d.js',
            '../secret',
            '_astro/../index.html',
            'index.html',
            '_astro/x/y.js',
            '_astro/..',
            5,
          ],
        },
        { id: 'b', builtAt: 'yesterday', files: [] },
        { id: 'c', builtAt: at(1), replacedAt: 'soon', files: [] },
      ],
    });
    expect(parseHistory(text)).toEqual({
      format: 1,
      builds: [
        { id: 'a', builtAt: at(0), files: ['_astro/ok.B1c-_d.js'] },
        { id: 'c', builtAt: at(1), files: [] },
      ],
    });
    expect(['_astro/.hidden', '_astro/', '/_astro/a.js'].filter(isBuildFile)).toEqual([]);
  });
});

describe("the service worker's files of earlier builds", () => {
  const now = Date.parse(at(100));
  const kept = (url: string, day: number) => ({ url, keptAt: Date.parse(at(day)) });

  it(`lets go of what it kept over ${KEEP.days} days ago beyond the ${KEEP.builds} builds it replaced last`, () => {
    const files = [0, 10, 20, 30, 40, 50, 60].flatMap((day) => [
      kept(`/_astro/${day}.js`, day),
      kept(`/_astro/${day}.avif`, day),
    ]);
    expect(keptFilesToDrop(files, now).sort()).toEqual([
      '/_astro/0.avif',
      '/_astro/0.js',
      '/_astro/10.avif',
      '/_astro/10.js',
    ]);
  });

  it(`keeps whatever it kept in the last ${KEEP.days} days, however many builds that was`, () => {
    const files = Array.from({ length: 9 }, (_, index) =>
      kept(`/_astro/${index}.js`, 100 - KEEP.days + 0.5 + index * 0.1),
    );
    expect(keptFilesToDrop(files, now)).toEqual([]);
  });
});
