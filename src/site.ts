/**
 * The organisation's facts: the one door every page, the header, the footer, the search
 * metadata, the privacy policy, the headers and the preflight read them through; none of them
 * repeats a fact.
 *
 * The facts the ministry changes (phone, email, mailing address, place, opening times, the
 * charity's facts, what the help page promises, the help nearby, donation form, policy date) live in src/data/site-facts.json, edited by volunteers at /admin and checked by the schema in
 * src/lib/site-facts.ts when this module loads. The name, the wording and the menu stay here.
 *
 * Values that are not in the specification hold obviously fictional defaults (a 555-01xx phone
 * number, example.org addresses, an unset donation form) so the site builds and can be tried;
 * `npm run preflight` lists them and refuses to publish until the ministry has set them.
 */
import facts from './data/site-facts.json' with { type: 'json' };
import { dialFor, dialForHelp, parseSiteFacts } from './lib/site-facts.ts';
import type { Page } from './lib/head.ts';
import { directionsUrl, formatPlace, type MailingAddress, type Place } from './lib/address.ts';
import { HELP_PAGE, OUR_YEAR_PAGE, PROJECTS_PAGE, STORIES_PAGE, VOLUNTEER_PAGE } from './lib/paths.ts';

const FACTS = parseSiteFacts(facts, 'src/data/site-facts.json');

export interface MenuItem {
  /** Words shown in the menu. */
  text: string;
  /** Where the link goes. */
  url: string;
  /** Extra class names for this entry (the Donate link is styled as a button). */
  optClasses: string;
  /** Inactive entries are kept for later but not shown anywhere. */
  active: boolean;
}

export interface Phone {
  /** As people read it on the page. */
  display: string;
  /** As a phone dials it: the tel: link target, in E.164 form. */
  dial: string;
}

export const SITE = {
  name: 'Sweet Surrender Ministry Center',
  shortName: 'SSMC',
  description:
    'Sweet Surrender Ministry Center is a faith-based 501(c)(3) nonprofit in rural Pennsylvania offering charitable services to individuals and families.',
  /** Where the ministry serves, said plainly for visitors and search engines. */
  area: 'our rural Pennsylvania county and the communities around it',

  /** The phone number people may text or call, as shown and as dialled. */
  phone: { display: FACTS.phone, dial: dialFor(FACTS.phone) } satisfies Phone,

  /** The address that receives questions and unsubscribe requests. */
  email: FACTS.email,

  /** Where people send checks and letters: for post only, never where an event is held. */
  mailingAddress: { ...FACTS.mailingAddress, country: 'US' } satisfies MailingAddress,

  /** Where people come: the place of every notice and need that names none of its own. */
  place: {
    name: FACTS.place.name,
    address: {
      line1: FACTS.place.streetAddress,
      locality: FACTS.place.locality,
      region: FACTS.place.region,
      postalCode: FACTS.place.postalCode,
      country: 'US',
    },
  } satisfies Place,

  /** Directions to the place, in the phone's maps app. */
  directions: directionsUrl({ ...FACTS.place, line1: FACTS.place.streetAddress, country: 'US' }),

  /** When the doors are open: what, which days, from and until when (none: call or text first). */
  openingHours: FACTS.openingHours.times,
  /** Whether the ministry has checked the times; the preflight refuses to publish before. */
  openingHoursConfirmed: FACTS.openingHours.confirmed,
  /** The day the ministry last made sure the times are right ("YYYY-MM-DD"), shown beside them. */
  openingHoursCheckedOn: FACTS.openingHours.checkedOn,

  /** The charity's registered name, EIN, Pennsylvania registration, and where a donor reads more. */
  charity: FACTS.charity,

  /**
   * New stories by email: where the sign-up posts, the name of its email field, and the service's
   * name; undefined while the ministry has not set a sign-up address (then no sign-up shows).
   */
  storiesByEmail: FACTS.storiesByEmail.signUpAddress
    ? {
        signUpAddress: FACTS.storiesByEmail.signUpAddress,
        emailField: FACTS.storiesByEmail.emailField ?? 'email',
        serviceName: FACTS.storiesByEmail.serviceName ?? 'our email service',
      }
    : undefined,

  /**
   * What the help page promises someone who asks, who sees what they send, whether the ministry
   * agreed to both, and the USDA statement when it hands out USDA Foods.
   */
  gettingHelp: FACTS.gettingHelp,

  /** Somewhere else to turn when the ministry cannot help today, each number as shown and as dialled. */
  helpNearby: FACTS.helpNearby.map((row) => ({
    ...row,
    phone: row.phone ? ({ display: row.phone, dial: dialForHelp(row.phone) } satisfies Phone) : undefined,
  })),

  /**
   * The ministry's Zeffy donation form. In Zeffy, open the form, choose "Share", and copy the
   * embed link (embedUrl) and the page link (pageUrl).
   */
  donationForm: FACTS.donationForm,

  /** The date the privacy policy took effect; change it when the policy changes. */
  privacyPolicyDate: FACTS.privacyPolicyDate,

  /** The accessibility statement's review date and answer time, and whether the ministry agreed to them. */
  accessibility: FACTS.accessibility,
} as const;

/** The place of a notice or need that names none of its own, on one line. */
export const DEFAULT_PLACE = formatPlace(SITE.place);

/** The one calendar of every event and call for help (src/pages/calendar.ics.ts), as calendar apps name it. */
export const FOLLOWED_CALENDAR = {
  name: SITE.name,
  description: `Suppers, events and calls for volunteers from ${SITE.name}, from its website.`,
};

/**
 * The menu. Inactive entries (About, Other) have no page yet: they stay here so they can be
 * switched on later, and are filtered out wherever the menu is shown.
 */
export const MENU: readonly MenuItem[] = [
  { text: 'Home', url: '/', optClasses: '', active: true },
  { text: 'About', url: '/about', optClasses: '', active: false },
  { text: 'Contact', url: '/contact', optClasses: '', active: true },
  { text: 'Projects', url: PROJECTS_PAGE, optClasses: '', active: true },
  { text: 'Donate', url: '/donate', optClasses: 'nav-button', active: true },
  { text: 'Legal', url: '/legal', optClasses: '', active: true },
  { text: 'Other', url: '/other', optClasses: '', active: false },
];

/** The menu entries that are shown. */
export function visibleMenu(menu: readonly MenuItem[] = MENU): MenuItem[] {
  return menu.filter((item) => item.active);
}

/** A date in the site's own words, such as "April 15, 2024". */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date (YYYY-MM-DD): "${isoDate}"`);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/**
 * Every page of the site, one entry per file in src/pages/: the one list that the layout, the
 * sitemap, the bench and the tests read. A new page needs its entry here (the build stops
 * without one, naming the page).
 */
export const PAGES = [
  { path: '/', heading: SITE.name, description: SITE.description, indexed: true },
  {
    path: '/contact',
    name: 'Contact',
    heading: 'Contact',
    description: `Text, call, write or email ${SITE.name} with a question or a prayer request.`,
    indexed: true,
  },
  {
    path: '/donate',
    name: 'Donate',
    heading: 'Donate',
    description: `Give to ${SITE.name} online, by mailed check, or with goods from a project wish list.`,
    indexed: true,
  },
  {
    path: PROJECTS_PAGE,
    name: 'Projects',
    heading: 'Projects',
    description: `The current and future projects of ${SITE.name}, and how to support them.`,
    indexed: true,
  },
  {
    path: HELP_PAGE,
    name: 'Get help',
    heading: 'Asking for help',
    description: `What happens when you ask ${SITE.name} for help: who each project is for, how to ask, what comes next, and what we promise.`,
    indexed: true,
  },
  {
    path: VOLUNTEER_PAGE,
    name: 'Volunteer',
    heading: 'Volunteers wanted',
    description: `The help ${SITE.name} needs from volunteers, such as serving meals and packing boxes: what, when, where, and how to offer.`,
    indexed: true,
  },
  {
    path: STORIES_PAGE,
    name: 'Stories',
    heading: 'Stories',
    description: `Short stories of what gifts and volunteers made possible through ${SITE.name}, newest first.`,
    indexed: true,
  },
  {
    path: OUR_YEAR_PAGE,
    name: 'Our year',
    heading: 'Our year',
    description: `What gifts to ${SITE.name} did each year, where the money went, and who is on its board.`,
    indexed: true,
  },
  {
    path: '/legal',
    name: 'Privacy Policy',
    heading: 'Online Privacy Policy',
    description: `How ${SITE.name} handles the little information its website receives: what is collected, why, and your choices.`,
    indexed: true,
  },
  {
    path: '/accessibility',
    name: 'Accessibility',
    heading: 'Accessibility statement',
    description: `How well the website of ${SITE.name} works for everyone, what does not yet, and how to tell us about a barrier.`,
    indexed: true,
  },
  {
    path: '/404',
    name: 'Page not found',
    heading: 'Whoops... (404)',
    description: `This page could not be found on the website of ${SITE.name}; the home page and contact details can help.`,
    indexed: false,
  },
] as const satisfies readonly Page[];

/** The pages a notice may link to (src/lib/notice-schema.ts): every page a visitor can reach. */
export const NOTICE_LINK_PAGES = PAGES.filter((page) => page.indexed).map((page) => page.path);

/** The entry of PAGES for a page's address; stops the build for a page that has none. */
export function pageAt(path: string): Page {
  const page = PAGES.find((entry) => entry.path === path);
  if (!page)
    throw new Error(`No entry for the page "${path}" in PAGES (src/site.ts): add one with its name and description.`);
  return page;
}
