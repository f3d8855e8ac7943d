import { encodeQR } from 'qr';
import { describe, expect, it } from 'vitest';
import type { DatedText } from './dated';
import {
  QUIET_ZONE,
  addressToType,
  flyerWhen,
  qrPath,
  sheetHeight,
  sheetLines,
  sheetNotices,
  sheetWithNeeds,
  stripWords,
  subjectAddress,
  subjectPath,
} from './flyers';

const notice = (fields: Partial<DatedText>): DatedText => ({ title: 'Supper', text: 'Come.', ...fields });
const SITE_URL = 'https://www.sweetsurrender.example/';

describe('where a flyer is and where its code leads', () => {
  it('leads a volunteer need’s code to the need’s own page, where its offer form is', () => {
    expect(subjectAddress({ kind: 'needs', id: 'serve-supper' }, SITE_URL)).toBe(
      'https://www.sweetsurrender.example/volunteer/serve-supper',
    );
    expect(addressToType(subjectAddress({ kind: 'needs', id: 'serve-supper' }, SITE_URL))).toBe(
      'www.sweetsurrender.example/volunteer/serve-supper',
    );
  });

  it('leads to the notice on the home page, the project on /projects, the sheet to the notices', () => {
    expect(subjectAddress({ kind: 'notices', id: 'supper' }, SITE_URL)).toBe(
      'https://www.sweetsurrender.example/#notice-supper',
    );
    expect(subjectAddress({ kind: 'projects', id: 'hope-box' }, SITE_URL)).toBe(
      'https://www.sweetsurrender.example/projects#project-hope-box',
    );
    expect(subjectAddress({ kind: 'sheet' }, SITE_URL)).toBe('https://www.sweetsurrender.example/#Notices');
    // The flyer's page links back to the same place by its path.
    expect(subjectPath({ kind: 'projects', id: 'hope-box' })).toBe('/projects#project-hope-box');
  });

  it('writes the address as a person types it', () => {
    expect(addressToType('https://www.sweetsurrender.example/projects#project-hope-box')).toBe(
      'www.sweetsurrender.example/projects',
    );
    expect(addressToType('https://www.sweetsurrender.example/#notice-supper')).toBe('www.sweetsurrender.example');
  });
});

describe('when, on paper', () => {
  const today = '2026-11-26';

  it('gives a one-time event its day and hours', () => {
    expect(flyerWhen(notice({ eventStart: '2026-12-01T17:00', eventEnd: '19:00' }), today)).toBe(
      'Tuesday, December 1, 5:00 pm to 7:00 pm',
    );
  });

  it('says a weekly event is every week, until its last, and from its first when that is to come', () => {
    const weekly = { eventStart: '2026-11-23T11:30', eventEnd: '13:00', repeatsWeeklyUntil: '2027-03-31' };
    expect(flyerWhen(notice(weekly), today)).toBe('Every Monday, 11:30 am to 1:00 pm, until Monday, March 29');
    expect(flyerWhen(notice({ ...weekly, eventStart: '2026-12-07T11:30' }), today)).toBe(
      'Every Monday, 11:30 am to 1:00 pm, from Monday, December 7, until Monday, March 29',
    );
  });

  it('says until when a notice with no event holds, and nothing when it has no day', () => {
    expect(flyerWhen(notice({ showUntil: '2026-11-30' }), today)).toBe('Until Monday, November 30');
    expect(flyerWhen(notice({}), today)).toBeUndefined();
  });
});

describe('the words on a tear-off strip', () => {
  it('are the whole title when it fits the strip’s two lines', () => {
    expect(stripWords('Birthday Blessing Box')).toBe('Birthday Blessing Box');
    expect(stripWords('Wednesday Night Bible Study')).toBe('Wednesday Night Bible Study');
    expect(stripWords('Men’s Breakfast at the Diner')).toBe('Men’s Breakfast at the Diner');
    expect(stripWords('  H.O.P.E. Box ')).toBe('H.O.P.E. Box');
  });

  it('are the first whole words of a longer title', () => {
    expect(stripWords('Community Thanksgiving Dinner at the Fellowship Hall')).toBe('Community Thanksgiving');
    expect(stripWords('Free Flu Shot Clinic with the County Nurse')).toBe('Free Flu Shot Clinic');
  });

  it('never end on a word that leads on, nor on a comma or colon', () => {
    expect(stripWords('Soup and Hymns at the Fellowship Hall')).toBe('Soup and Hymns');
    expect(stripWords('Pie and Coffee with the Neighbourhood Watch')).toBe('Pie and Coffee');
    expect(stripWords('Winter Soup Supper, Thanksgiving Fellowship')).toBe('Winter Soup Supper');
    expect(stripWords('Pie and Coffee Night: Thanksgiving')).toBe('Pie and Coffee Night');
  });

  it('count capitals as wider, so a title in capitals keeps fewer words', () => {
    expect(stripWords('Harvest Supper Tonight')).toBe('Harvest Supper Tonight');
    expect(stripWords('HARVEST SUPPER TONIGHT')).toBe('HARVEST SUPPER');
  });

  it('give a first word too long for the strip alone, and whole', () => {
    expect(stripWords('Pneumonoultramicroscopicsilicovolcanoconiosis Awareness')).toBe(
      'Pneumonoultramicroscopicsilicovolcanoconiosis',
    );
  });
});

describe('the code', () => {
  const text = 'https://www.sweetsurrender.example/projects#project-birthday-blessing-box';
  // The code alone, with the one-module border the library draws at the least.
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1));

  /** The dark modules a path draws, read back from its runs. */
  function drawn(d: string, size: number): boolean[][] {
    const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
    for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
      for (let i = 0; i < Number(width); i++) grid[Number(y)]![Number(x) + i] = true;
    }
    return grid;
  }

  it('draws exactly the library’s modules, inside a quiet zone of four blank modules', () => {
    const { size, d } = qrPath(text);
    expect(size).toBe(modules.length + 2 * QUIET_ZONE);
    const grid = drawn(d, size);
    const inner = grid.slice(QUIET_ZONE, -QUIET_ZONE).map((row) => row.slice(QUIET_ZONE, -QUIET_ZONE));
    expect(inner).toEqual(modules);
    const border = grid.flatMap((row, y) =>
      row.filter((_, x) => Math.min(x, y, size - 1 - x, size - 1 - y) < QUIET_ZONE),
    );
    expect(border.every((dark) => !dark)).toBe(true);
  });
});

describe('the sheet of notices', () => {
  const today = '2026-11-26';
  const short = (title: string) => ({ data: notice({ title, showUntil: '2026-12-01' }) });
  const longest = (title: string) => ({
    data: notice({
      title: title.padEnd(80, ' x'),
      text: 'Words. '.repeat(43).trim(),
      eventStart: '2026-12-01T17:00',
      eventEnd: '19:00',
      place: 'p'.repeat(120),
    }),
  });

  it('holds every short notice, in the order it is given (the caller gives them soonest first)', () => {
    const all = [
      { data: notice({ title: 'Later', eventStart: '2026-12-09T17:00' }) },
      { data: notice({ title: 'Sooner', eventStart: '2026-12-02T17:00' }) },
      short('No day'),
    ];
    expect(sheetNotices(all, today, 'P.O. Box 206')).toEqual({ shown: all, more: 0 });
  });

  it('prints each notice as one list of lines, title, when, where and words, which its height is counted from', () => {
    const supper = notice({ title: 'Supper', text: 'Come.', eventStart: '2026-12-01T17:00', eventEnd: '19:00' });
    expect(sheetLines(supper, today, 'P.O. Box 206')).toEqual([
      { part: 'title', text: 'Supper' },
      { part: 'when', text: 'Tuesday, December 1, 5:00 pm to 7:00 pm' },
      { part: 'where', text: 'At P.O. Box 206' },
      { part: 'text', text: 'Come.' },
    ]);
    expect(sheetLines(notice({ title: 'Closed', text: 'Shut.' }), today, 'P.O. Box 206')).toEqual([
      { part: 'title', text: 'Closed' },
      { part: 'text', text: 'Shut.' },
    ]);
  });

  it('shows as many of the longest notices as fit its page, always the first, and counts the rest', () => {
    const all = ['One', 'Two', 'Three', 'Four', 'Five'].map(longest);
    const { shown, more } = sheetNotices(all, today, 'P.O. Box 206');
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(shown).toEqual(all.slice(0, shown.length));
    expect(more).toBe(all.length - shown.length);
    expect(more).toBeGreaterThan(0);
    expect(sheetNotices(all.slice(0, 1), today, 'P.O. Box 206')).toEqual({ shown: all.slice(0, 1), more: 0 });
  });

  it('carries the soonest open needs after the notices when there is room, and never in a notice’s place', () => {
    // A need as needOnSheet (needs.ts) words it.
    const need = (id: string) => ({
      id,
      data: notice({
        title: `Volunteers wanted: Serve ${id}`,
        text: 'Bring an apron. To offer, call or text us.',
        eventStart: '2026-12-07T17:00',
      }),
    });
    const { shown, more } = sheetWithNeeds([short('Closed')], [need('supper'), need('lunch')], today, 'P.O. Box 206');
    expect(shown.map((entry) => [entry.data.title, entry.need])).toEqual([
      ['Closed', undefined],
      ['Volunteers wanted: Serve supper', 'supper'],
      ['Volunteers wanted: Serve lunch', 'lunch'],
    ]);
    expect(more).toBe(0);
    expect(sheetLines(shown[1]!.data, today, 'P.O. Box 206')).toEqual([
      { part: 'title', text: 'Volunteers wanted: Serve supper' },
      { part: 'when', text: 'Monday, December 7, 5:00 pm' },
      { part: 'where', text: 'At P.O. Box 206' },
      { part: 'text', text: 'Bring an apron. To offer, call or text us.' },
    ]);
    // A page full of notices leaves the needs off, and counts only the notices it could not hold.
    const full = ['One', 'Two', 'Three', 'Four', 'Five'].map(longest);
    const crowded = sheetWithNeeds(full, [need('supper')], today, 'P.O. Box 206');
    expect(crowded.shown.every((entry) => !entry.need)).toBe(true);
    expect(crowded.more).toBe(full.length - crowded.shown.length);
  });

  it('counts a longer notice as taller', () => {
    expect(sheetHeight(longest('A').data, today, 'P.O. Box 206')).toBeGreaterThan(
      sheetHeight(short('A').data, today, 'P.O. Box 206'),
    );
  });
});
