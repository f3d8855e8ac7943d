/**
 * The one door from the pages and endpoints to the content, as it stands on the day the site is
 * built: the build's day in the ministry's zone (its year in the footer too), each kind's entries
 * (or none when the kind has no file yet), and each kind's view of them for that day. Astro reads
 * the files once into its content store; each view here is worked out again for each page that
 * asks, which costs little and keeps the development server showing a file saved a moment ago.
 */
import { getCollection, type CollectionKey } from 'astro:content';
import { currentOn, isShownYet } from './lib/dated';
import { MINISTRY_TIME_ZONE, dayIn } from './lib/ministry-time';
import { currentNeeds } from './lib/needs';
import { urgentNotice } from './lib/notices';
import { newestFirst, newestStoryByProject } from './lib/stories';
import { projectsWithStatus } from './lib/projects';
import { newestYearFirst } from './lib/years';

/** The day the build runs, in the ministry's zone, whatever zone the build machine is in. */
export const BUILD_DAY = dayIn(MINISTRY_TIME_ZONE);

/** Every content file, by path: which kinds have any file at all. */
const CONTENT_FILES = Object.keys(import.meta.glob('./content/*/*.yaml'));

/**
 * The entries of a kind, or none when its folder holds no file (the ministry often has no notice,
 * need or story): Astro warns when asked for a collection with no entry.
 */
export async function entriesOf<Kind extends CollectionKey>(kind: Kind) {
  const any = CONTENT_FILES.some((path) => path.startsWith(`./content/${kind}/`));
  return any ? await getCollection(kind) : [];
}

/** The notices on the site today, soonest first, and the urgent one for the bar on every page. */
export async function noticesToday() {
  const current = currentOn(await entriesOf('notices'), BUILD_DAY);
  return { day: BUILD_DAY, current, urgent: urgentNotice(current) };
}

/** The volunteer needs on the site today: the open ones soonest first, the filled ones last. */
export async function needsToday() {
  return { day: BUILD_DAY, current: currentNeeds(await entriesOf('needs'), BUILD_DAY) };
}

/** One page for each need on the site today, the need as its prop: /volunteer/<id> and /cant-come. */
export async function needPages() {
  const { current } = await needsToday();
  return current.map((entry) => ({ params: { id: entry.id }, props: { entry } }));
}

/**
 * Every story the build accepted whose "show from" day has come, newest first: the home page,
 * /stories, each story's page, the cards and the feed.
 */
export async function storiesNewestFirst() {
  return newestFirst((await entriesOf('stories')).filter((story) => isShownYet(story.data, BUILD_DAY)));
}

/** The newest story of each project, by the project's file name. */
export async function newestStoryOfEachProject() {
  return newestStoryByProject(await storiesNewestFirst());
}

/** The projects, as their files give them. */
export async function allProjects() {
  return entriesOf('projects');
}

/** The project of that file name (as a story names it), or none. */
export async function projectNamed(id: string) {
  return (await allProjects()).find((project) => project.id === id);
}

/**
 * The pages of src/pages/ask/[id].astro: one for each current project a neighbour may ask for
 * with the form (its file's askBy names "form").
 */
export async function askPages() {
  return projectsWithStatus(await allProjects(), 'current')
    .filter((entry) => entry.data.askBy.includes('form'))
    .map((entry) => ({ params: { id: entry.id }, props: { entry } }));
}

/** The years' records (src/content/years/), the newest year first. */
export async function yearsNewestFirst() {
  return newestYearFirst(await entriesOf('years'));
}
