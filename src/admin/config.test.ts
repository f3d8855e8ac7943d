/**
 * The editor's configuration is made from the build's rules (src/admin/config.ts), so what is left
 * to prove is that the two halves of each rule meet: the editor refuses what the build refuses, in
 * the same words, one bad value for each rule; a field the editor lets a volunteer leave empty is
 * one the build lets be left out; each picker writes what the build reads; and the editor edits
 * the files the build reads. A field is never listed twice here: each check walks every field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Collection, Field, SelectField } from '@sveltia/cms';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { needSchema } from '../lib/need-schema';
import { noticeSchema } from '../lib/notice-schema';
import { projectSchema } from '../lib/project-schema';
import { siteFactsSchema } from '../lib/site-facts';
import { storySchema } from '../lib/story-schema';
import { yearSchema } from '../lib/year-schema';
import { lastEndedYear } from '../lib/years';
import { MINISTRY_TIME_ZONE, dayIn } from '../lib/ministry-time';
import { fixtureYears } from '../../tooling/test-content.mjs';
import { NOTICE_LINK_PAGES } from '../site';
import { PHOTO_MAX_WIDTH, editorConfig } from './config';

const root = join(import.meta.dirname, '..', '..');
const config = editorConfig();
const collections = config.collections as Collection[];
const named = (name: string) => collections.find((c) => c.name === name)!;
const fieldsOf = (name: string): Field[] => {
  const collection = named(name);
  return 'files' in collection ? collection.files[0]!.fields : collection.fields!;
};

/** Each collection: the build's schema, and an entry the build accepts to change one field of. */
const KINDS: Record<string, { schema: z.ZodType; entry: () => Record<string, unknown> }> = {
  projects: {
    schema: projectSchema(() => z.string()),
    entry: () => parse(readFileSync(join(root, 'src/content/projects/hope-box.yaml'), 'utf8')),
  },
  // An event, so a weekly last day has its first day (the pickers' samples fall on it).
  notices: {
    schema: noticeSchema(NOTICE_LINK_PAGES),
    entry: () => ({ title: 'Supper', text: 'Come.', eventStart: '2026-12-01T17:00' }),
  },
  needs: {
    schema: needSchema,
    entry: () => ({ title: 'Serve supper', stillNeeded: 2, eventStart: '2026-12-01T17:00' }),
  },
  stories: {
    schema: storySchema(() => z.string(), z.string()),
    entry: () => ({
      title: 'Supper',
      day: '2026-11-18',
      summary: 'A supper.',
      paragraphs: ['Sixty came.'],
      consent: true,
    }),
  },
  // The latest fixture year, with every field, for a year that has ended.
  years: {
    schema: yearSchema(lastEndedYear(dayIn(MINISTRY_TIME_ZONE))),
    entry: () => {
      const today = dayIn(MINISTRY_TIME_ZONE);
      return structuredClone(fixtureYears(today)[String(lastEndedYear(today))]!) as Record<string, unknown>;
    },
  },
  site: {
    schema: siteFactsSchema,
    // The facts as shipped, with a row in each list, so every field of a row can be changed.
    entry: () => ({
      ...JSON.parse(readFileSync(join(root, 'src/data/site-facts.json'), 'utf8')),
      openingHours: { times: [{ what: 'Office', days: ['Monday'], opens: '09:00', closes: '12:00' }], confirmed: true },
      helpNearby: [{ name: 'PA 211', helpsWith: 'Food and bills', phone: '211', web: 'https://www.pa211.org' }],
      storiesByEmail: {},
    }),
  },
};

/** Every field the editor shows, nested ones and a list's rows' too, by its path in the file ("wishlist.url"). */
function* allFields(fields: readonly Field[], path = ''): Generator<[string, Field]> {
  for (const field of fields) {
    yield [`${path}${field.name}`, field];
    if ('fields' in field && field.fields) yield* allFields(field.fields, `${path}${field.name}.`);
  }
}
/**
 * The rows of a list of one ruled line each (the help page's promises), by their path and "[]":
 * the row's own field, whose pattern holds each row the volunteer adds.
 */
function* ruledRows(fields: readonly Field[], path = ''): Generator<[string, Field]> {
  for (const field of fields) {
    if ('field' in field && field.field && 'pattern' in field.field && field.field.pattern)
      yield [`${path}${field.name}[]`, field.field];
    if ('fields' in field && field.fields) yield* ruledRows(field.fields, `${path}${field.name}.`);
  }
}
const EVERY_FIELD = Object.keys(KINDS).flatMap((kind) =>
  [...allFields(fieldsOf(kind))].map(([path, field]) => ({ kind, path, field, where: `${kind} ${path}` })),
);
const EVERY_RULED_ROW = Object.keys(KINDS).flatMap((kind) =>
  [...ruledRows(fieldsOf(kind))].map(([path, field]) => ({ kind, path, field, where: `${kind} ${path}` })),
);

/** The entry with `path` changed (undefined: left out); a list's first row stands for every row. */
function changed(entry: Record<string, unknown>, path: string, value: unknown) {
  // A row of a list of lines ("promises[]"): the list with that one row.
  if (path.endsWith('[]')) return changed(entry, path.slice(0, -2), [value]);
  const names = path.split('.');
  let at = entry;
  for (const name of names.slice(0, -1)) {
    at[name] ??= {};
    at = (Array.isArray(at[name]) ? (at[name] as unknown[])[0] : at[name]) as Record<string, unknown>;
  }
  if (value === undefined) delete at[names.at(-1)!];
  else at[names.at(-1)!] = value;
  return entry;
}
/** The build's words for the file with `path` changed, on that field: its list rows' numbers left out. */
function buildSays(kind: string, path: string, value: unknown): string[] {
  const result = KINDS[kind]!.schema.safeParse(changed(KINDS[kind]!.entry(), path, value));
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path.filter((part) => typeof part === 'string').join('.') === path.replace(/\[\]$/, ''))
    .map((issue) => issue.message);
}
/** Whether the build takes `value` for the field at `path`: nothing is said of that field. */
const buildTakes = (kind: string, path: string, value: unknown) => buildSays(kind, path, value).length === 0;

/** One value each rule refuses, by the field it is on. A new rule fails the test below until it has one. */
const BAD: Record<string, string> = {
  'projects wishlist.url': 'http://shop.example.com/list',
  'projects whoFor': 'x'.repeat(161),
  'projects howSoon': 'We call back.\nSoon.',
  'projects howOften': 'x'.repeat(121),
  'projects bring': 'x'.repeat(121),
  'notices title': 'x'.repeat(81),
  'notices text': 'x'.repeat(301),
  'notices link': '/stories-and-more',
  'notices place': 'x'.repeat(121),
  'needs title': 'x'.repeat(81),
  'needs suits': 'Bring an apron.\nAnd gloves.',
  'needs place': 'x'.repeat(121),
  'stories title': 'Forty boxes\nbefore the storm',
  'stories summary': 'x'.repeat(201),
  'stories photoCredit': 'x'.repeat(61),
  'years gave.unit': 'x'.repeat(61),
  'years board.role': 'x'.repeat(61),
  'years form990': 'http://filings.example.org/990.pdf',
  'years review': 'review.pdf',
  'site phone': '555-0100',
  'site email': 'questions at example.org',
  'site mailingAddress.region': 'Pa',
  'site mailingAddress.postalCode': '1552',
  'site place.name': 'x'.repeat(81),
  'site place.streetAddress': 'P.O. Box 206',
  'site place.region': 'Penn',
  'site place.postalCode': '15521-12',
  'site openingHours.times.what': 'x'.repeat(41),
  'site charity.legalName': 'x'.repeat(121),
  'site charity.ein': '123456789',
  'site charity.candidProfile': 'http://www.guidestar.org/profile/x',
  'site charity.financialReport': 'annual-report.pdf',
  'site storiesByEmail.signUpAddress': 'http://buttondown.example.com/api/emails/embed-subscribe/x',
  'site storiesByEmail.emailField': 'e mail',
  'site storiesByEmail.serviceName': 'x'.repeat(61),
  'site gettingHelp.promises[]': '',
  'site gettingHelp.whoSees': 'x'.repeat(161),
  'site gettingHelp.usdaShortStatement': 'x'.repeat(201),
  'site helpNearby.name': 'x'.repeat(61),
  'site helpNearby.helpsWith': 'x'.repeat(121),
  'site helpNearby.phone': '91',
  'site helpNearby.web': 'www.pa211.org',
  'site donationForm.embedUrl': 'http://www.zeffy.com/embed/x',
  'site donationForm.pageUrl': 'zeffy.com/x',
};

/** What each picker writes, as the build must read it; and a value in another form, which it must not. */
const PICKED: Record<string, { good: string; bad: string }> = {
  'YYYY-MM-DD': { good: '2026-12-01', bad: '12/01/2026' },
  'HH:mm': { good: '19:30', bad: '7:30 pm' },
  'YYYY-MM-DDTHH:mm': { good: '2026-12-01T17:00', bad: '2026-12-01 5pm' },
};

describe('the editor and the build', () => {
  it('refuse each rule’s bad value in the same words: the editor on the field, the build naming it', () => {
    const patterned = [...EVERY_FIELD.filter(({ field }) => 'pattern' in field && field.pattern), ...EVERY_RULED_ROW];
    expect(patterned.map(({ where }) => where).sort()).toEqual(Object.keys(BAD).sort());
    for (const { kind, path, field, where } of patterned) {
      const [source, message] = (field as { pattern: [string, string] }).pattern;
      // Read whole by the editor, which takes "/…/flags" apart only when written so.
      expect(source, where).toMatch(/^\^.*\$$/);
      // The editor tests the value trimmed, as the build reads it.
      expect(new RegExp(source).test(BAD[where]!.trim()), where).toBe(false);
      expect(buildSays(kind, path, BAD[where]), where).toEqual([message]);
    }
  });

  it('let the same fields be left empty', () => {
    for (const { kind, path, field, where } of EVERY_FIELD) {
      const optional = 'required' in field && field.required === false;
      expect(buildTakes(kind, path, undefined), `${where} may be left out`).toBe(optional);
    }
    // A row added to a list of lines and left empty: refused by both, the editor first.
    for (const { kind, path, field, where } of EVERY_RULED_ROW) {
      expect('required' in field && field.required === false, where).toBe(false);
      expect(buildTakes(kind, path, ''), `${where} left empty`).toBe(false);
    }
    // Each entry it changes is one the build accepts as it is.
    for (const [kind, { schema, entry }] of Object.entries(KINDS))
      expect(schema.safeParse(entry()).error, kind).toBeUndefined();
  });

  it('take what each picker, number box and list of choices offers, and nothing else', () => {
    for (const { kind, path, field, where } of EVERY_FIELD) {
      if (field.widget === 'datetime') {
        const picked = PICKED[field.format!]!;
        expect(picked, `${where}: ${field.format}`).toBeDefined();
        expect(buildTakes(kind, path, picked.good), where).toBe(true);
        expect(buildTakes(kind, path, picked.bad), where).toBe(false);
      }
      if (field.widget === 'number') {
        const { min, max, value_type } = field;
        expect(value_type, where).toBe('int');
        expect([buildTakes(kind, path, min), buildTakes(kind, path, min! - 1)], where).toEqual([true, false]);
        if (max !== undefined) {
          expect([buildTakes(kind, path, max), buildTakes(kind, path, max + 1)], where).toEqual([true, false]);
        }
        expect(buildTakes(kind, path, min! + 0.5), where).toBe(false);
      }
      if (field.widget === 'select') {
        const values = (field as SelectField).options.map((option) =>
          option !== null && typeof option === 'object' ? option.value : option,
        );
        const chosen = (value: unknown) => (field.multiple ? [value] : value);
        for (const value of values) expect(buildTakes(kind, path, chosen(value)), `${where}: ${value}`).toBe(true);
        expect(buildTakes(kind, path, chosen('something else')), where).toBe(false);
        if (field.multiple) expect(buildTakes(kind, path, []), where).toBe(field.min === undefined);
      }
    }
  });

  it('edit the files the build reads, and keep pictures where the build reads them', () => {
    const kinds = readFileSync(join(root, 'src/content.config.ts'), 'utf8')
      .match(/export const collections = \{([^}]*)\}/)![1]!
      .split(',')
      .map((name) => name.trim());
    for (const kind of kinds) {
      expect(named(kind), kind).toMatchObject({ folder: `src/content/${kind}`, extension: 'yaml', format: 'yaml' });
    }
    expect(named('site')).toMatchObject({ files: [{ file: 'src/data/site-facts.json', format: 'json' }] });
    for (const { kind, field, where } of EVERY_FIELD.filter(({ field }) => field.widget === 'image')) {
      // Beside the kind's other pictures, named by a path from its file, as the build's image() reads them.
      expect(named(kind), where).toMatchObject({
        media_folder: `../../assets/${kind}`,
        public_folder: `../../assets/${kind}`,
      });
      // No "Enter URL", and only the formats the build turns into AVIF and WebP.
      expect(field, where).toMatchObject({ choose_url: false, accept: 'image/jpeg,image/png,image/webp' });
    }
  });

  it('write every photo again as WebP, at most 2,000 pixels wide, from the volunteer’s own files only', () => {
    expect(config.media_libraries).toMatchObject({
      stock_assets: false,
      default: { config: { transformations: { raster_image: { format: 'webp', width: PHOTO_MAX_WIDTH } } } },
      all: { slugify_filename: true, max_file_size: 10_000_000 },
    });
    expect(PHOTO_MAX_WIDTH).toBe(2000);
  });

  it('speak the volunteers’ language: a label and a one-line hint on every field', () => {
    for (const { field, where } of EVERY_FIELD) {
      expect(field.label, where).toBeTruthy();
      expect(field.label, where).not.toBe(field.name);
      expect('hint' in field && field.hint, where).toMatch(/^[^\n]{10,200}$/);
    }
  });
});
