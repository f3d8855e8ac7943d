/**
 * Every address the site publishes for its kinds of content, in one place: a kind's list page, each
 * entry's own page, its calendar file, its flyer, and where on a page an entry stands. The pages,
 * the feed, the calendars, the flyers' codes, the sitemap (astro.config.mjs) and the tests read
 * them here, so an address is never spelled twice. Each kind's list page is written here once;
 * PAGES (src/site.ts) gives it its name and description.
 */

/**
 * The public address of a page from the path Astro renders it at. Pages are built as files
 * (contact.html), and CDNs serve them without the extension: "/contact.html" is "/contact",
 * "/index.html" is "/". A trailing slash is dropped the same way.
 */
export function routePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * An address a browser can open to see `path`'s page: the page's own address, except for the
 * not-found page (404.html), which a host serves for any address that has no page.
 */
export function addressToOpen(path: string): string {
  return path === '/404' ? '/no-such-page' : path;
}

/** Where a volunteer who offered and cannot come says so: the last part of its address. */
const CANT_COME = '/cant-come';
/** Where every flyer is, and the sheet of notices. */
const FLYERS = '/flyers';

/**
 * The pages search engines are not given, each of which says noindex itself: the not-found page,
 * the flyers (paper for the boards) and a need's "I can't come after all" page. The sitemap lists
 * every other page the build makes (astro.config.mjs), a new kind's pages with no line to add.
 */
export const isUnlisted = (path: string) =>
  path === '/404' || path === FLYERS || path.startsWith(`${FLYERS}/`) || path.endsWith(CANT_COME);

/** What a donor can check of the ministry before giving (its legal name, EIN, filings), on /donate. */
export const GIVE_WITH_CONFIDENCE = '/donate#GiveWithConfidence';

/** Where to come and when, with directions, on the contact page. */
export const VISIT_US = '/contact#VisitUs';
/** Somewhere else to turn when the ministry cannot help today, on the contact page. */
export const HELP_TODAY = '/contact#HelpToday';

/** Whether `path` is an entry's own page under the list page `listPage`: /volunteer/<file name>. */
const isUnder = (listPage: string, path: string) => new RegExp(`^${listPage}/[^/.]+$`).test(path);

// Notices: listed on the home page, each with its calendar file.

/** The home page's list of notices. */
export const NOTICES_ON_HOME = '/#Notices';
/** A notice's place in the home page's list: its id there is notice-<file name>. */
export const noticeAnchor = (id: string) => `notice-${id}`;
export const noticePath = (id: string) => `/#${noticeAnchor(id)}`;
/** A notice's calendar file: /notices/<file name>.ics. */
export const noticeCalendarPath = (id: string) => `/notices/${id}.ics`;

// Volunteer needs: a list page, and a page of each need with its offer form and calendar file.

/** The page that lists every current volunteer need (in PAGES, src/site.ts); each need's page is under it. */
export const VOLUNTEER_PAGE = '/volunteer';
/** A need's own page, where its offer form is: /volunteer/<file name>. */
export const needPath = (id: string) => `${VOLUNTEER_PAGE}/${id}`;
/** Where a volunteer who offered and cannot come says so, with the words written: kept out of search. */
export const needCantComePath = (id: string) => `${VOLUNTEER_PAGE}/${id}${CANT_COME}`;
/** Whether a path is a volunteer need's own page (src/pages/volunteer/[id].astro): in the sitemap too. */
export const isNeedPage = (path: string) => isUnder(VOLUNTEER_PAGE, path);
/**
 * A need's calendar file, for one with a day and a time, beside the need's page: /volunteer/<file
 * name>.ics (served as a calendar by the rule integrations/headers.ts writes for each calendar file;
 * the addresses it had before, /needs/<file name>.ics, are sent here by public/_redirects).
 */
export const needCalendarPath = (id: string) => `${VOLUNTEER_PAGE}/${id}.ics`;

// Stories: a list page, a page of each story, and their feed.

/** The page that lists every story, newest first (in PAGES, src/site.ts); each story's page is under it. */
export const STORIES_PAGE = '/stories';
export const storyPath = (id: string) => `${STORIES_PAGE}/${id}`;
/** Whether a path is a story's own page (src/pages/stories/[id].astro): in the sitemap too. */
export const isStoryPage = (path: string) => isUnder(STORIES_PAGE, path);
/** The Atom feed of the stories (RFC 4287), linked from every page's head and from /stories. */
export const STORY_FEED_PATH = '/stories.xml';

// Projects: each a card on the page of projects.

/** The page that lists every project, current and future, each as a card (in PAGES, src/site.ts). */
export const PROJECTS_PAGE = '/projects';
/** A project's card on /projects: its heading's id there is project-<file name>. */
export const projectAnchor = (id: string) => `project-${id}`;
export const projectPath = (id: string) => `${PROJECTS_PAGE}#${projectAnchor(id)}`;

// Getting help: a page that gathers what a neighbour needs to know, and a page to ask for each
// current project the form may ask for.

/** What happens when someone asks for help, and how (in PAGES, src/site.ts). */
export const HELP_PAGE = '/help';
/**
 * A project's ask page, with the request written in the form: /ask/<file name>. Not under /help:
 * a folder beside the page's own file has some static servers send /help on to /help/.
 */
export const askPath = (id: string) => `/ask/${id}`;
/** Where on the help page the ministry says what it keeps about someone who asks. */
export const WHAT_WE_KEEP = `${HELP_PAGE}#WhatWeKeep`;
/** The privacy policy's own section on what is kept when someone asks for help. */
export const POLICY_ON_ASKING = '/legal#AskingForHelp';
/** A project's part of the help page: its heading's id there is ask-<file name>. */
export const askAnchor = (id: string) => `ask-${id}`;

// Our year: one page of every year's record, the latest first.

/** What the gifts did and where the money went, year by year (in PAGES, src/site.ts). */
export const OUR_YEAR_PAGE = '/our-year';
/** A year's part of /our-year: its heading's id there is year-<year>. */
export const yearAnchor = (id: string) => `year-${id}`;
export const yearPath = (id: string) => `${OUR_YEAR_PAGE}#${yearAnchor(id)}`;

// What every dated kind shares: the one calendar to follow, and the flyers.

/** Where the one calendar of every event and dated need is served, to follow in a calendar app. */
export const FOLLOWED_CALENDAR_PATH = '/calendar.ics';

/** The kinds that have a flyer each. */
export type FlyerKind = 'notices' | 'projects' | 'needs';
/** A flyer's own page: /flyers/notices/<file name>, /flyers/projects/<file name> or /flyers/needs/<file name>. */
export const flyerPath = (kind: FlyerKind, id: string) => `${FLYERS}/${kind}/${id}`;
/** The sheet of every current notice on one page. */
export const NOTICE_SHEET_PATH = `${FLYERS}/notices`;
/** The card for the boards that sends a neighbour to the help page. */
export const HELP_CARD_PATH = `${FLYERS}/help`;
