/**
 * Flyers: each current notice, each project and each open volunteer need as one printed page for
 * the boards at church, the post office and the grocery, and every current notice on one sheet,
 * made from the same content files as the site (nothing to retype).
 * Where each flyer is, where its code leads, the day and time in words that stay true for as long
 * as the paper hangs, and the code itself as an SVG path. The pages: src/pages/flyers/; their
 * layout: src/components/Flyer.astro.
 */
import { encodeQR } from 'qr';
import { lastEventDay, type Dated, type DatedText } from './dated';
import { formatDay, formatTime } from './ministry-time';
import { HELP_PAGE, NOTICES_ON_HOME, needPath, noticePath, projectPath, type FlyerKind } from './paths';

/** What the sheet prints of an entry: a notice, or a need in a notice's words (needOnSheet, needs.ts). */
export type SheetItem = DatedText;

/**
 * The room on the sheet for notices, in points of height, and what each part of a notice takes:
 * a line's height and the characters a line holds at the sheet's type sizes, counted short so a
 * line of wide letters still fits. Measured in print on US Letter and A4 in three engines
 * (tests/flyers-on-paper.test.ts prints the sheet with notices of the greatest length a notice may have).
 */
const SHEET = {
  room: 400,
  between: 22,
  title: { height: 24, characters: 46 },
  line: { height: 19, characters: 66 },
};

/** One line of an entry on the sheet: its title, when, where, or its words. */
export interface SheetLine {
  part: 'title' | 'when' | 'where' | 'text';
  text: string;
}

/**
 * What the sheet prints of an entry (a notice, or a need in a notice's words), in order: the one list that the sheet's page draws
 * (src/pages/flyers/[...flyer].astro) and that sheetHeight measures, so the two cannot drift.
 */
export function sheetLines(item: SheetItem, today: string, defaultPlace: string): SheetLine[] {
  const when = flyerWhen(item, today);
  return [
    { part: 'title' as const, text: item.title },
    ...(when ? [{ part: 'when' as const, text: when }] : []),
    ...(item.eventStart ? [{ part: 'where' as const, text: `At ${item.place ?? defaultPlace}` }] : []),
    { part: 'text' as const, text: item.text },
  ];
}

/** The rows a text takes at `characters` a row. */
const rowsOf = (text: string, characters: number) => Math.ceil(text.length / characters);

/** The height an entry takes on the sheet, in points. */
export function sheetHeight(item: SheetItem, today: string, defaultPlace: string): number {
  return sheetLines(item, today, defaultPlace).reduce((height, { part, text }) => {
    const { height: row, characters } = part === 'title' ? SHEET.title : SHEET.line;
    return height + row * rowsOf(text, characters);
  }, 0);
}

/**
 * The notices the sheet shows, in the order given (the caller's, soonest first), as many as fit
 * its one page (always the first), and how many more there are, which the sheet counts and sends
 * to the website for.
 */
export function sheetNotices<T extends { data: SheetItem }>(
  current: readonly T[],
  today: string,
  defaultPlace: string,
): { shown: T[]; more: number } {
  let used = 0;
  const shown: T[] = [];
  for (const entry of current) {
    used += sheetHeight(entry.data, today, defaultPlace) + (shown.length > 0 ? SHEET.between : 0);
    if (shown.length > 0 && used > SHEET.room) break;
    shown.push(entry);
  }
  return { shown, more: current.length - shown.length };
}

/** An entry on the sheet: a notice, or a volunteer need as the sheet prints it. */
export interface SheetEntry {
  data: SheetItem;
  /** The need's file name, for a volunteer need. */
  need?: string;
}

/**
 * The sheet of notices, with the soonest open volunteer needs after them when there is room left
 * (each in a notice's words, as needOnSheet in needs.ts gives it); `more` counts the notices left
 * off, which the sheet sends to the website for. A need is never printed in a notice's place.
 */
export function sheetWithNeeds(
  notices: readonly { data: SheetItem }[],
  openNeeds: readonly { id: string; data: SheetItem }[],
  today: string,
  defaultPlace: string,
): { shown: SheetEntry[]; more: number } {
  const needs = openNeeds.map(({ id, data }) => ({ data, need: id }));
  const { shown } = sheetNotices<SheetEntry>([...notices, ...needs], today, defaultPlace);
  return { shown, more: notices.length - shown.filter((entry) => !entry.need).length };
}

/** The help card's title (src/pages/flyers/[...flyer].astro), short enough to set large. */
export const HELP_CARD_TITLE = 'Need help? Ask us.';
/**
 * The help card prints the ministry's first three promises: each a line of at most 120
 * characters, so the card keeps to one page however many the ministry adds (the page lists them all).
 */
export const HELP_CARD_PROMISES = 3;

/** What a flyer is about: one notice, one project, the sheet of every current notice, or the help page's card. */
export type FlyerSubject = { kind: FlyerKind; id: string } | { kind: 'sheet' } | { kind: 'help' };

/**
 * The path on the site of what a flyer is about: a notice on the home page (where its "Add to
 * calendar" link is), a project's card on /projects, a volunteer need's own page (where its offer
 * form is), the sheet the list of notices, the help card the help page. The flyer's page links back there.
 */
export function subjectPath(subject: FlyerSubject): string {
  if (subject.kind === 'sheet') return NOTICES_ON_HOME;
  if (subject.kind === 'help') return HELP_PAGE;
  if (subject.kind === 'needs') return needPath(subject.id);
  return subject.kind === 'notices' ? noticePath(subject.id) : projectPath(subject.id);
}

/** The full address a flyer's code leads to: subjectPath on the site's public address. */
export function subjectAddress(subject: FlyerSubject, site: URL | string): string {
  return new URL(subjectPath(subject), site).href;
}

/**
 * An address as a person types it from paper: no "https://", no part after "#", no slash at the
 * end ("www.example.org/projects").
 */
export function addressToType(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host}${pathname}`.replace(/\/$/, '');
}

/**
 * When, in words that stay true while the paper hangs: "Monday, December 1, 5:00 pm to 7:00 pm";
 * a weekly event "Every Monday, 11:30 am to 1:00 pm, until Monday, March 29" (from its first day,
 * when that is still to come); a notice with no event, "Until Sunday, November 30".
 */
export function flyerWhen(notice: Dated, today: string): string | undefined {
  if (!notice.eventStart) return notice.showUntil ? `Until ${formatDay(notice.showUntil)}` : undefined;
  const [day, time] = notice.eventStart.split('T') as [string, string];
  const hours = `${formatTime(time)}${notice.eventEnd ? ` to ${formatTime(notice.eventEnd)}` : ''}`;
  if (!notice.repeatsWeeklyUntil) return `${formatDay(day)}, ${hours}`;
  const last = lastEventDay(notice)!;
  if (last === day) return `${formatDay(day)}, ${hours}`;
  const weekday = formatDay(day).split(',')[0];
  const from = day > today ? `, from ${formatDay(day)}` : '';
  return `Every ${weekday}, ${hours}${from}, until ${formatDay(last)}`;
}

/** A QR code as one SVG path: its size in modules, quiet zone included, and the path's data. */
export interface QrPath {
  size: number;
  d: string;
}

/** The quiet zone the QR standard asks for around a code: four modules of blank on each side. */
export const QUIET_ZONE = 4;

/**
 * The QR code of `text` (error correction "medium": a code still reads with a pin hole or a fold
 * through it), inside its quiet zone, drawn as one path of dark runs along each row: about 60 % of
 * the library's own SVG, which draws a square for each dark module, and an SVG the page labels and
 * colours itself.
 */
export function qrPath(text: string): QrPath {
  const rows = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  const parts: string[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      parts.push(`M${x} ${y}h${end - x + 1}v1H${x}z`);
      x = end;
    }
  });
  return { size: rows.length, d: parts.join('') };
}

/**
 * A tear-off strip holds two lines of 14 pt along 2.1 inches (src/components/Flyer.astro): about
 * 9.9 ems each, measured in print on A4, the narrower paper. Its letters are turned with the line
 * (sideways), so each is as wide as in a line across. A letter's width is counted as the widest of
 * its kind in a wide sans-serif (DejaVu Sans, which Linux prints with), so a title counted to fit
 * does fit, in capitals too; the room is counted a little short for the same reason.
 */
const STRIP = { lines: 2, room: 9.6 };
function letterWidth(letter: string): number {
  if (letter === ' ') return 0.32;
  if (/[fijlrtI.,;:'’!|()-]/.test(letter)) return 0.42;
  if (/[mwMW@%&#+=—]/.test(letter)) return 1;
  if (/[A-Z]/.test(letter)) return 0.79;
  return 0.64;
}
const wordWidth = (word: string) => [...word].reduce((width, letter) => width + letterWidth(letter), 0);

/** The lines words take on a strip, set one after another, each going on when it does not fit. */
function stripLinesFor(words: string[]): number {
  let count = 0;
  let used = STRIP.room;
  for (const word of words) {
    const width = wordWidth(word);
    if (used + letterWidth(' ') + width <= STRIP.room) used += letterWidth(' ') + width;
    else {
      // A word wider than a line runs over as many lines as it needs, and ends the last of them.
      count += Math.max(1, Math.ceil(width / STRIP.room));
      used = width > STRIP.room ? STRIP.room : width;
    }
  }
  return count;
}

/** Words that lead on to the next: a strip's words do not end on one. */
const JOINING_WORDS = new Set('a an and at by for from in of on or the to with &'.split(' '));

/**
 * The words on each tear-off strip: the title when it fits the strip, else as many of its first
 * words as fit ("Community Thanksgiving Dinner at the Fellowship Hall" gives "Community
 * Thanksgiving"), never a word cut in two, and not ending on a word that joins ("Supper at the"
 * gives "Supper") or on a comma or colon. A first word too long for the strip is given whole.
 */
export function stripWords(title: string): string {
  const words = title.trim().split(/\s+/);
  let count = words.length;
  while (count > 1 && stripLinesFor(words.slice(0, count)) > STRIP.lines) count -= 1;
  if (count === words.length) return title.trim();
  while (count > 1 && JOINING_WORDS.has(words[count - 1]!.toLowerCase())) count -= 1;
  return words
    .slice(0, count)
    .join(' ')
    .replace(/[\s,;:&–—-]+$/, '');
}
