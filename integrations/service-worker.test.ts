/**
 * What the service worker is given to keep, from a build: every page and calendar file wherever
 * they are, the islands' scripts and AVIF pictures; not the editor, not the other files, and of
 * the stories' pages only the newest. On a made-up build, so each rule shows on its own.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STORY_PAGES_KEPT } from '../src/lib/offline';
import { precacheManifest } from './service-worker';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function builtWith(files: Record<string, string>) {
  const dist = await mkdtemp(join(tmpdir(), 'ssmc-precache-'));
  folders.push(dist);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dist, name)), { recursive: true });
    await writeFile(join(dist, name), content);
  }
  return dist;
}

describe('the worker’s list', () => {
  it('keeps every page and calendar file, a new kind’s too, and from /_astro/ only the scripts and AVIF pictures', async () => {
    const dist = await builtWith({
      'index.html': '<a href="/stories">Stories</a>',
      '404.html': '',
      'recipes.html': '',
      'recipes/soup.html': '',
      'recipes/soup.ics': '',
      'flyers/recipes/soup.html': '',
      '_astro/Dialog.a1.js': '',
      '_astro/hope-box.b2.avif': '',
      '_astro/hope-box.b2.webp': '',
      '_astro/story.c3.jpg': '',
      'admin/index.html': '',
      'admin/sveltia-cms.js': '',
      'favicon.svg': '',
      'sitemap-0.xml': '',
      'stories.xml': '',
      'builds.json': '',
    });
    expect((await precacheManifest(dist)).entries.map((entry) => entry.url)).toEqual([
      '404.html',
      '_astro/Dialog.a1.js',
      '_astro/hope-box.b2.avif',
      'flyers/recipes/soup.html',
      'index.html',
      'recipes.html',
      'recipes/soup.html',
      'recipes/soup.ics',
    ]);
  });

  it('keeps only the newest stories’ pages, as the list of stories shows them, however many there are', async () => {
    const ids = Array.from({ length: STORY_PAGES_KEPT + 3 }, (_, at) => `story-${String(at).padStart(2, '0')}`);
    // Newest first, as /stories lists them: the last written is the newest.
    const newestFirst = [...ids].reverse();
    const dist = await builtWith({
      'stories.html': newestFirst.map((id) => `<a href="/stories/${id}">${id}</a>`).join(''),
      ...Object.fromEntries(ids.map((id) => [`stories/${id}.html`, ''])),
    });
    const kept = (await precacheManifest(dist)).entries.map((entry) => entry.url);
    expect(kept).toEqual(
      ['stories.html', ...newestFirst.slice(0, STORY_PAGES_KEPT).map((id) => `stories/${id}.html`)].sort(),
    );
  });
});
