/**
 * Volunteer needs: what help the ministry asks for ("Serve supper at Manna Monday", three more
 * people), in what order, what each says in words, and the offer a visitor sends for one. Their
 * file's rules: need-schema.ts; their days are every dated kind's (dated.ts), so a need leaves the
 * site the same way a notice does; their addresses are in paths.ts.
 */
import { currentOn, nextEventDay, whenText, type DatedText } from './dated';
import { formatDay, formatTime } from './ministry-time';
import type { Need } from './need-schema';

/** The offer form on a need's page: the list's "Offer to help" links lead straight to it. */
export const OFFER_FORM_ID = 'offer';

/** How many needs the home page shows, soonest first, before its link to all of them. */
export const HOME_NEEDS = 3;

/** Whether no one more is needed: the ministry has lowered the count to 0. */
export const isFilled = (need: Need) => need.stillNeeded === 0;

/**
 * The needs on the site on `today`: those whose day is not over, the open ones soonest first,
 * then the filled ones, which stay on the site (a shared link or a flyer still leads somewhere)
 * but say so and ask for nothing.
 */
export function currentNeeds<T extends { data: Need }>(entries: readonly T[], today: string): T[] {
  const current = currentOn(entries, today);
  return [...current.filter((entry) => !isFilled(entry.data)), ...current.filter((entry) => isFilled(entry.data))];
}

/** The soonest needs still open, for the home page. */
export function soonestOpenNeeds<T extends { data: Need }>(current: readonly T[], count = HOME_NEEDS): T[] {
  return current.filter((entry) => !isFilled(entry.data)).slice(0, count);
}

/**
 * When, as people write it: "Monday, December 7, 5:00 pm to 7:00 pm"; "Every Monday, 5:00 pm to
 * 7:00 pm; next on Monday, December 7; last on Monday, March 29"; "Any time until Sunday,
 * December 20"; or "Any time that suits you".
 */
export function needWhen(need: Need, today: string): string {
  if (need.eventStart) return whenText(need, today)!;
  return need.showUntil ? `Any time until ${formatDay(need.showUntil)}` : 'Any time that suits you';
}

/** How many are still needed, in words: "3 more people needed", "1 more person needed", or filled. */
export function stillNeededText(need: Need): string {
  if (isFilled(need)) return 'Filled. Thank you to everyone who offered!';
  return `${need.stillNeeded} more ${need.stillNeeded === 1 ? 'person' : 'people'} needed`;
}

/** The need's title as part of a sentence: without a full stop of its own at the end. */
const inSentence = (title: string) => title.replace(/[.!]+$/, '');

/**
 * The offer the contact form's question starts with: "I can help with Serve supper at Manna
 * Monday on Monday, December 7, 5:00 pm." (a weekly need's next day), or, for any time, "I can
 * help with Sorting coats."
 */
export function offerText(need: Need, today: string): string {
  const title = inSentence(need.title);
  if (!need.eventStart) return `I can help with ${title}.`;
  const day = nextEventDay(need, today)!;
  return `I can help with ${title} on ${formatDay(day)}, ${formatTime(need.eventStart.slice(11))}.`;
}

/**
 * The words a volunteer who offered and cannot come sends: "I offered to help with Serve supper at
 * Manna Monday on Monday, December 7, 5:00 pm but can't come after all." (a weekly need's next
 * day, which the volunteer may change), or, for any time, "I offered to help with Sorting coats
 * but can't come after all."
 */
export function cantComeText(need: Need, today: string): string {
  const title = inSentence(need.title);
  if (!need.eventStart) return `I offered to help with ${title} but can't come after all.`;
  const day = nextEventDay(need, today)!;
  return `I offered to help with ${title} on ${formatDay(day)}, ${formatTime(need.eventStart.slice(11))} but can't come after all.`;
}

/** The words of a need's offer link: "Offer to help with Serve supper at Manna Monday". */
export const offerLinkText = (need: Need) => `Offer to help with ${inSentence(need.title)}`;

/** Where a need is: its place, else the ministry's. */
export const needPlace = (need: Need, defaultPlace: string) => need.place ?? defaultPlace;

/** Search results and sharing previews hold about 160 characters of a page's description. */
const DESCRIPTION_MOST = 160;

/**
 * A need page's description, for search results and a shared link's preview: "Volunteers wanted:
 * Serve supper at Manna Monday. Monday, December 7, 5:00 pm to 7:00 pm. Offer to help here or by
 * phone." Without the day and time
 * when those would make it too long.
 */
export function needDescription(need: Need, today: string): string {
  const title = `Volunteers wanted: ${inSentence(need.title)}.`;
  const full = `${title} ${needWhen(need, today)}. Offer to help here or by phone.`;
  return full.length <= DESCRIPTION_MOST ? full : `${title} See when and where, and offer to help.`;
}

/** What a need's calendar file says under its title: whom it is with, what to bring, whom to ask. */
export function needCalendarText(need: Need, ministry: string, phone: string): string {
  return [`Volunteering with ${ministry}. Thank you for your help!`, need.suits, `Questions? Call or text ${phone}.`]
    .filter(Boolean)
    .join('\n');
}

/**
 * A need as the sheet of notices prints it (src/lib/flyers.ts: sheetLines), after the notices when
 * there is room: "Volunteers wanted: Serve supper", when, where, and who it suits or how to offer.
 */
export function needOnSheet(need: Need): DatedText {
  return {
    title: `Volunteers wanted: ${inSentence(need.title)}`,
    text: need.suits ? `${need.suits} To offer, call or text us.` : 'To offer your help, call or text us.',
    eventStart: need.eventStart,
    eventEnd: need.eventEnd,
    repeatsWeeklyUntil: need.repeatsWeeklyUntil,
    place: need.place,
    showUntil: need.showUntil,
  };
}
