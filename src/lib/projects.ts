/** What the projects page needs to know of a project to place it. */
interface Placeable {
  data: { status: 'current' | 'future'; order: number; title: string };
}

/**
 * The projects of one status in the order maintainers gave them (ties broken by title, so the
 * page never depends on the order files happen to be read in).
 */
export function projectsWithStatus<T extends Placeable>(projects: readonly T[], status: 'current' | 'future'): T[] {
  return projects
    .filter((project) => project.data.status === status)
    .sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

/** Cards alternate sides by position: odd positions (1, 3...) read right to left. */
export function isReversed(index: number): boolean {
  return index % 2 === 1;
}

/** The id of the form on a project's ask page (src/pages/ask/[id].astro), for a link straight to it. */
export const ASK_FORM_ID = 'ask';

/** The request written for a neighbour in the form of a project's ask page: theirs to change. */
export function askText(title: string): string {
  return `Hello. I would like to ask for help from your ${title} project.`;
}
