/**
 * Which earlier builds' files a new build carries forward, so that a page opened before it went
 * live still finds every script and picture it asks for (docs/decisions/0014). Astro names the
 * files in `_astro/` by their content, and a host serves only the files of the newest deploy: a
 * page of the build before would ask for names the new deploy no longer has. Each build publishes
 * `/builds.json`, the list of builds whose files it still serves; the next build reads it from the
 * live site, adds itself, lets go of what is old enough, and fetches the files it keeps.
 *
 * Pure: integrations/carry-forward.ts does the reading, fetching and writing.
 */

/** Where each build publishes its history, beside the pages (not under `_astro/`, which is cached for a year). */
export const BUILD_HISTORY_FILE = 'builds.json';

/**
 * How long the files of a build are kept after a newer one replaced it: the `builds` builds
 * before the newest, and every build replaced less than `days` days ago, whichever keeps more.
 * Seven days are promised; the eighth covers the time between a build and its going live, which
 * starts the count of the build it replaces.
 */
export const KEEP = { builds: 5, days: 8 } as const;

/** One build: its files in `_astro/`, when it was made and, once a newer build replaced it, when. */
export interface BuildRecord {
  /** Made from its list of files: two builds with the same files are one build here. */
  id: string;
  builtAt: string;
  replacedAt?: string;
  files: string[];
}

/** The history `/builds.json` holds: the newest build first, which is the one it came with. */
export interface BuildHistory {
  format: 1;
  builds: BuildRecord[];
}

/** A file a history may name: one file straight inside `_astro/`, never a path that leaves it. */
export function isBuildFile(name: unknown): name is string {
  return typeof name === 'string' && /^_astro\/[\w-][\w.-]*$/.test(name) && !name.includes('..');
}

const isTime = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The history a live site published, or null when it is not one this code can read (another
 * format, a page that is not JSON). Files that are not build files are left out, so nothing a
 * history says can write outside `_astro/`.
 */
export function parseHistory(text: string): BuildHistory | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const history = value as Partial<BuildHistory> | null;
  if (history?.format !== 1 || !Array.isArray(history.builds)) return null;
  const builds: BuildRecord[] = [];
  for (const entry of history.builds as Partial<BuildRecord>[]) {
    if (typeof entry?.id !== 'string' || !isTime(entry.builtAt) || !Array.isArray(entry.files)) continue;
    builds.push({
      id: entry.id,
      builtAt: entry.builtAt,
      ...(isTime(entry.replacedAt) ? { replacedAt: entry.replacedAt } : {}),
      files: entry.files.filter(isBuildFile),
    });
  }
  return { format: 1, builds };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The history after `current` goes live: it first, the build it replaces stamped with the time,
 * and only the builds still kept (KEEP). A build with the same files as the newest (a nightly
 * build that changed only pages) is no new build: the history stays as it was, with the newest
 * record's files. One with the same files as an older build (a change undone) becomes the
 * newest again.
 */
export function nextHistory(
  previous: BuildHistory | null,
  current: BuildRecord,
  now = Date.parse(current.builtAt),
): BuildHistory {
  const earlier = previous?.builds ?? [];
  if (earlier[0]?.id === current.id)
    return { format: 1, builds: [{ ...earlier[0], files: current.files }, ...earlier.slice(1)] };
  const others = earlier.filter((build) => build.id !== current.id);
  if (others[0] && !others[0].replacedAt) others[0] = { ...others[0], replacedAt: current.builtAt };
  const kept = others.filter(
    (build, index) =>
      index < KEEP.builds ||
      (build.replacedAt !== undefined && now - Date.parse(build.replacedAt) < KEEP.days * DAY_MS),
  );
  return { format: 1, builds: [{ id: current.id, builtAt: current.builtAt, files: current.files }, ...kept] };
}

/** The files the history keeps that the newest build does not have itself: those to carry forward. */
export function carriedFiles(history: BuildHistory): string[] {
  const [newest, ...earlier] = history.builds;
  const own = new Set(newest?.files ?? []);
  return [...new Set(earlier.flatMap((build) => build.files))].filter((file) => !own.has(file)).sort();
}

/** The history with `missing` taken out of every build: it names only files the deploy has. */
export function withoutFiles(history: BuildHistory, missing: ReadonlySet<string>): BuildHistory {
  if (missing.size === 0) return history;
  return {
    format: 1,
    builds: history.builds.map((build) => ({ ...build, files: build.files.filter((file) => !missing.has(file)) })),
  };
}

/** A file of an earlier build the service worker keeps, and when it started keeping it. */
export interface KeptFile {
  url: string;
  keptAt: number;
}

/**
 * The files the service worker may let go of: those of builds it replaced longer than KEEP.days
 * ago, unless they are among the KEEP.builds most recent it replaced (each replacement keeps its
 * files with one time, so the times tell the builds apart).
 */
export function keptFilesToDrop(files: readonly KeptFile[], now: number): string[] {
  const recent = new Set([...new Set(files.map((file) => file.keptAt))].sort((a, b) => b - a).slice(0, KEEP.builds));
  return files
    .filter((file) => !recent.has(file.keptAt) && now - file.keptAt >= KEEP.days * DAY_MS)
    .map((file) => file.url);
}
