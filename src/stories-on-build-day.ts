/**
 * The stories the build publishes, newest first (src/lib/stories.ts): every file in
 * src/content/stories/ that the build accepted. The home page, /stories, each story's page, the
 * project cards and the feed all read them here.
 */
import { getCollection } from 'astro:content';
import { newestFirst, newestStoryByProject } from './lib/stories';

/** Whether there is any story file at all: Astro warns when asked for an empty collection. */
const anyStory = Object.keys(import.meta.glob('./content/stories/*.yaml')).length > 0;

export async function storiesNewestFirst() {
  return newestFirst(anyStory ? await getCollection('stories') : []);
}

/** The newest story of each project, by the project's file name. */
export async function newestStoryOfEachProject() {
  return newestStoryByProject(await storiesNewestFirst());
}
