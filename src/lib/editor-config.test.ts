/**
 * One set of rules: the editor (public/admin/config.yml) and the build (project-schema.ts,
 * site-facts.ts) must agree, so a change the editor accepts always builds and a change the build
 * would refuse is refused in the editor, on the field, before it is saved.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DATED_PATTERNS, WEEKLY_MESSAGES } from './dated-rules';
import { NEED_MESSAGES, NEED_PATTERNS, STILL_NEEDED } from './need-rules';
import { NOTICE_PATTERNS } from './notice-rules';
import { needSchema } from './need-schema';
import { linkPattern, noticeSchema } from './notice-schema';
import { PROJECT_STATUSES, projectSchema, wishlistLink } from './project-schema';
import { NOTICE_LINK_PAGES } from '../site';
import {
  EIN_PATTERN,
  FACT_MESSAGES,
  FACT_PATTERNS,
  HELP_PHONE_PATTERN,
  REGISTRATIONS,
  SIGN_UP_PATTERNS,
  WEEKDAYS,
} from './site-facts-rules';
import { storySchema } from './story-schema';
import { CONSENT_LABEL, CONSENT_MESSAGE, PHOTO_ALT_MESSAGE, STORY_PATTERNS } from './story-rules';
import {
  EMAIL_PATTERN,
  HTTPS_URL_PATTERN,
  PHONE_PATTERN,
  STATE_PATTERN,
  PLACE_NAME_PATTERN,
  STREET_PATTERN,
  ZIP_PATTERN,
  siteFactsSchema,
} from './site-facts';

interface Field {
  name: string;
  label: string;
  hint?: string;
  widget: string;
  required?: boolean;
  pattern?: [string, string];
  options?: { value: string }[];
  fields?: Field[];
  field?: Field;
  min?: number;
  max?: number;
  value_type?: string;
  format?: string;
  date_format?: boolean;
  time_format?: boolean;
  default?: unknown;
}
interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  media_folder?: string;
  public_folder?: string;
  fields?: Field[];
  files?: { file: string; format: string; fields: Field[] }[];
}

const root = join(import.meta.dirname, '..', '..');
const config = parse(readFileSync(join(root, 'public/admin/config.yml'), 'utf8')) as { collections: Collection[] };
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const projectFields = collection('projects').fields!;
const factsFile = collection('site').files![0]!;
const project = projectSchema(() => z.string());
const noticeFields = collection('notices').fields!;
const notice = noticeSchema(NOTICE_LINK_PAGES);
const needFields = collection('needs').fields!;
const storyFields = collection('stories').fields!;
const story = storySchema(() => z.string(), z.string());

const byName = (fields: Field[]) => Object.fromEntries(fields.map((f) => [f.name, f]));
/** Every field the editor shows, nested ones included, with its path. */
function* allFields(fields: Field[], path = ''): Generator<[string, Field]> {
  for (const f of fields) {
    yield [`${path}${f.name}`, f];
    if (f.fields) yield* allFields(f.fields, `${path}${f.name}.`);
  }
}

describe('the editor and the build', () => {
  it('edit the same files, in the same places', () => {
    expect(collection('projects').folder).toBe('src/content/projects');
    expect(collection('projects').extension).toBe('yaml');
    expect(factsFile.file).toBe('src/data/site-facts.json');
    expect(factsFile.format).toBe('json');
    // Uploaded pictures land beside the others, named from the project file as the build reads them.
    expect(collection('projects').media_folder).toBe('../../assets/projects');
    expect(collection('projects').public_folder).toBe('../../assets/projects');
  });

  it('know the same story fields, agree on which are required, and keep the photos where the build reads them', () => {
    expect(collection('stories').folder).toBe('src/content/stories');
    expect(collection('stories').extension).toBe('yaml');
    expect(collection('stories').media_folder).toBe('../../assets/stories');
    expect(Object.keys(byName(storyFields)).sort()).toEqual(Object.keys(story.shape).sort());
    for (const [name, schema] of Object.entries(story.shape)) {
      // The consent box is always saved, ticked or not; the build refuses it unticked (below).
      if (name === 'consent') continue;
      const required = byName(storyFields)[name]!.required !== false;
      expect(required, `${name} required`).toBe(!schema.safeParse(undefined).success);
    }
    expect(byName(storyFields).day!.format).toBe('YYYY-MM-DD');
  });

  it('refuse a story whose people did not agree, in the words of the editor’s own box, and a photo without its description', () => {
    const consent = byName(storyFields).consent!;
    expect([consent.label, consent.widget, consent.default]).toEqual([CONSENT_LABEL, 'boolean', false]);
    const written = {
      title: 'Supper for sixty',
      day: '2026-11-18',
      summary: 'A warm supper.',
      paragraphs: ['Sixty came.'],
    };
    const refused = story.safeParse({ ...written, consent: false });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.message)).toEqual([CONSENT_MESSAGE]);
    expect(CONSENT_MESSAGE).toContain(`“${CONSENT_LABEL}”`);
    expect(story.safeParse({ ...written, consent: true }).success).toBe(true);
    const photo = story.safeParse({ ...written, consent: true, photo: 'a.jpg', photoAlt: '' });
    expect(photo.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['photoAlt', PHOTO_ALT_MESSAGE],
    ]);
    expect(story.safeParse({ ...written, consent: true, photo: '', photoAlt: '', project: '' }).success).toBe(true);
    expect(story.safeParse({ ...written, consent: true, title: 'x'.repeat(81) }).success).toBe(false);
  });

  it('know the same project fields, and agree on which are required', () => {
    expect(Object.keys(byName(projectFields)).sort()).toEqual(Object.keys(project.shape).sort());
    for (const [name, schema] of Object.entries(project.shape)) {
      const required = byName(projectFields)[name]!.required !== false;
      expect(required, `${name} required`).toBe(!schema.safeParse(undefined).success);
    }
    const wishlist = byName(projectFields).wishlist!.fields!;
    expect(wishlist.map((f) => f.name).sort()).toEqual(Object.keys(wishlistLink.shape).sort());
  });

  it('offer exactly the statuses the build accepts, and whole numbers from 1 for the order', () => {
    expect(byName(projectFields).status!.options!.map((o) => o.value)).toEqual([...PROJECT_STATUSES]);
    const order = byName(projectFields).order!;
    expect([order.value_type, order.min]).toEqual(['int', 1]);
    expect(project.shape.order.safeParse(0).success).toBe(false);
    expect(project.shape.order.safeParse(1.5).success).toBe(false);
  });

  it('know the same site facts, and agree on which are required', () => {
    // Every field of the build's schema, nested ones and a list's rows' too, with whether it is required.
    const build = new Map<string, boolean>();
    const walk = (shape: Record<string, z.ZodType>, path: string) => {
      for (const [name, schema] of Object.entries(shape)) {
        build.set(`${path}${name}`, !schema.safeParse(undefined).success);
        const inner = schema instanceof z.ZodPipe ? schema.in : schema;
        const unwrapped = inner instanceof z.ZodDefault ? inner.unwrap() : inner;
        const object = unwrapped instanceof z.ZodArray ? unwrapped.element : unwrapped;
        const shaped = object instanceof z.ZodPipe ? object.in : object;
        if (shaped instanceof z.ZodObject) walk(shaped.shape as Record<string, z.ZodType>, `${path}${name}.`);
      }
    };
    walk(siteFactsSchema.shape as Record<string, z.ZodType>, '');
    const editor = new Map([...allFields(factsFile.fields)].map(([path, field]) => [path, field.required !== false]));
    expect([...editor.keys()].sort()).toEqual([...build.keys()].sort());
    for (const [path, required] of build) expect(editor.get(path), `${path} required`).toBe(required);
    expect(byName(factsFile.fields).privacyPolicyDate!.format).toBe('YYYY-MM-DD');
  });

  it('refuse the same opening times, EIN, registration and help in the same words', () => {
    const fields = Object.fromEntries(allFields(factsFile.fields));
    // Each field's own rule, on the field, in the build's words.
    expect(fields['openingHours.times.what']!.pattern![1]).toBe(FACT_MESSAGES.what);
    expect(fields['charity.legalName']!.pattern![1]).toBe(FACT_MESSAGES.legalName);
    expect(fields['charity.ein']!.pattern![1]).toBe(FACT_MESSAGES.ein);
    expect(fields['helpNearby.name']!.pattern![1]).toBe(FACT_MESSAGES.helpName);
    expect(fields['helpNearby.helpsWith']!.pattern![1]).toBe(FACT_MESSAGES.helpsWith);
    expect(fields['helpNearby.phone']!.pattern![1]).toBe(FACT_MESSAGES.helpPhone);
    expect(fields['storiesByEmail.signUpAddress']!.pattern![1]).toBe(FACT_MESSAGES.signUpAddress);
    expect(fields['storiesByEmail.emailField']!.pattern![1]).toBe(FACT_MESSAGES.emailField);
    expect(fields['storiesByEmail.serviceName']!.pattern![1]).toBe(FACT_MESSAGES.serviceName);
    // A time names at least one of the days the build knows; the registration is one of its two values.
    const days = fields['openingHours.times.days'] as Field & { options: string[]; multiple: boolean; min: number };
    expect([days.options, days.multiple, days.min]).toEqual([[...WEEKDAYS], true, 1]);
    expect((fields['charity.registration'] as Field & { options: string[] }).options).toEqual([...REGISTRATIONS]);
    expect([fields['openingHours.times.opens']!.format, fields['openingHours.times.closes']!.format]).toEqual([
      'HH:mm',
      'HH:mm',
    ]);
    // And the build says the same of a file written by hand, naming the field.
    const problems = (facts: unknown) =>
      siteFactsSchema.safeParse(facts).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    const base = siteFactsSchema.parse(JSON.parse(readFileSync(join(root, 'src/data/site-facts.json'), 'utf8')));
    const time = { what: 'Office', days: ['Monday'], opens: '09:00', closes: '12:00' };
    expect(problems({ ...base, charity: { ...base.charity, ein: '123456789' } })).toEqual([
      `charity.ein: ${FACT_MESSAGES.ein}`,
    ]);
    expect(problems({ ...base, charity: { ...base.charity, registration: 'yes' } })).toEqual([
      `charity.registration: ${FACT_MESSAGES.registration}`,
    ]);
    expect(problems({ ...base, openingHours: { times: [{ ...time, closes: '08:00' }], confirmed: true } })).toEqual([
      `openingHours.times.0.closes: ${FACT_MESSAGES.closesAfterOpens}`,
    ]);
    expect(problems({ ...base, openingHours: { times: [{ ...time, days: [] }], confirmed: true } })).toEqual([
      `openingHours.times.0.days: ${FACT_MESSAGES.days}`,
    ]);
    expect(problems({ ...base, helpNearby: [{ name: 'Food bank', helpsWith: 'Food' }] })).toEqual([
      `helpNearby.0.phone: ${FACT_MESSAGES.helpReach}`,
    ]);
    expect(problems({ ...base, openingHours: { times: [time], confirmed: true } })).toBeUndefined();
  });

  it('check every pattern the same way', () => {
    const patterns: Record<string, RegExp> = {
      'projects wishlist.url': HTTPS_URL_PATTERN,
      'site phone': PHONE_PATTERN,
      'site email': EMAIL_PATTERN,
      'site mailingAddress.region': STATE_PATTERN,
      'site mailingAddress.postalCode': ZIP_PATTERN,
      'site place.name': PLACE_NAME_PATTERN,
      'site place.streetAddress': STREET_PATTERN,
      'site place.region': STATE_PATTERN,
      'site place.postalCode': ZIP_PATTERN,
      'site donationForm.embedUrl': HTTPS_URL_PATTERN,
      'site donationForm.pageUrl': HTTPS_URL_PATTERN,
      'site openingHours.times.what': FACT_PATTERNS.what,
      'site charity.legalName': FACT_PATTERNS.legalName,
      'site charity.ein': EIN_PATTERN,
      'site charity.candidProfile': HTTPS_URL_PATTERN,
      'site charity.financialReport': HTTPS_URL_PATTERN,
      'site helpNearby.name': FACT_PATTERNS.helpName,
      'site helpNearby.helpsWith': FACT_PATTERNS.helpsWith,
      'site helpNearby.phone': HELP_PHONE_PATTERN,
      'site helpNearby.web': HTTPS_URL_PATTERN,
      'site storiesByEmail.signUpAddress': SIGN_UP_PATTERNS.signUpAddress,
      'site storiesByEmail.emailField': SIGN_UP_PATTERNS.emailField,
      'site storiesByEmail.serviceName': SIGN_UP_PATTERNS.serviceName,
      'notices title': DATED_PATTERNS.title,
      'notices text': NOTICE_PATTERNS.text,
      'notices place': DATED_PATTERNS.place,
      'notices link': linkPattern(NOTICE_LINK_PAGES),
      'needs title': DATED_PATTERNS.title,
      'needs suits': NEED_PATTERNS.suits,
      'needs place': DATED_PATTERNS.place,
      'stories title': STORY_PATTERNS.title,
      'stories summary': STORY_PATTERNS.summary,
    };
    const editorPatterns: Record<string, string> = {};
    for (const [path, field] of allFields(projectFields))
      if (field.pattern) editorPatterns[`projects ${path}`] = field.pattern[0];
    for (const [path, field] of allFields(factsFile.fields))
      if (field.pattern) editorPatterns[`site ${path}`] = field.pattern[0];
    for (const [path, field] of allFields(noticeFields))
      if (field.pattern) editorPatterns[`notices ${path}`] = field.pattern[0];
    for (const [path, field] of allFields(needFields))
      if (field.pattern) editorPatterns[`needs ${path}`] = field.pattern[0];
    for (const [path, field] of allFields(storyFields))
      if (field.pattern) editorPatterns[`stories ${path}`] = field.pattern[0];
    expect(Object.keys(editorPatterns).sort()).toEqual(Object.keys(patterns).sort());
    for (const [where, pattern] of Object.entries(patterns)) {
      expect(new RegExp(editorPatterns[where]!).source, where).toBe(pattern.source);
    }
  });

  it('refuse an http:// wish list and an empty title alike', () => {
    const url = new RegExp(byName(byName(projectFields).wishlist!.fields!).url!.pattern![0]);
    for (const address of ['http://shop.example.com/list', 'shop.example.com/list', 'https://', 'https://a b.com']) {
      expect(url.test(address), address).toBe(false);
      expect(wishlistLink.shape.url.safeParse(address).success, address).toBe(false);
    }
    expect(url.test('https://www.example.com/hz/wishlist/ls/ABC123')).toBe(true);
    expect(wishlistLink.shape.url.safeParse('https://www.example.com/hz/wishlist/ls/ABC123').success).toBe(true);
    expect(byName(projectFields).title!.required).not.toBe(false);
    expect(project.shape.title.safeParse('').success).toBe(false);
  });

  it('take a picture only as the build can use it: a file of a format it converts, with a plain name', () => {
    const picture = byName(projectFields).image as Field & { choose_url?: boolean; accept?: string };
    // No "Enter URL": the build's image() takes a file in the repository, never an address.
    expect(picture.choose_url).toBe(false);
    // Formats the build turns into AVIF and WebP; HEIC, say, would stop it.
    expect(picture.accept!.split(',').sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    const libraries = (config as { media_libraries?: Record<string, unknown> }).media_libraries;
    // No stock-photo libraries: their sites are blocked by the editor's policy.
    expect(libraries?.stock_assets).toBe(false);
    expect(libraries?.all).toMatchObject({ slugify_filename: true, max_file_size: expect.any(Number) });
  });

  it('speak the volunteers’ language: a label and a one-line hint on every field', () => {
    for (const [path, field] of [
      ...allFields(projectFields),
      ...allFields(factsFile.fields),
      ...allFields(noticeFields),
      ...allFields(needFields),
      ...allFields(storyFields),
    ]) {
      expect(field.label, path).toBeTruthy();
      expect(field.label, path).not.toBe(field.name);
      expect(field.hint, path).toMatch(/^[^\n]{10,200}$/);
    }
    expect(byName(byName(projectFields).wishlist!.fields!).btnTxt!.label).toBe('Wish list button text');
  });

  it('edit notices in the folder the build reads, with the same fields, required alike', () => {
    expect(collection('notices')).toMatchObject({ folder: 'src/content/notices', extension: 'yaml' });
    expect(Object.keys(byName(noticeFields)).sort()).toEqual(Object.keys(notice.shape).sort());
    for (const [name, schema] of Object.entries(notice.shape)) {
      const required = byName(noticeFields)[name]!.required !== false;
      expect(required, `${name} required`).toBe(!schema.safeParse(undefined).success);
    }
    expect(byName(noticeFields).urgent).toMatchObject({ widget: 'boolean', default: false });
  });

  it('write a notice’s days and times in the forms the build reads', () => {
    const fields = byName(noticeFields);
    // The editor's date and time pickers save in these forms (Day.js tokens) ...
    expect(fields.showUntil).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
    expect(fields.eventStart).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DDTHH:mm' });
    expect(fields.eventEnd).toMatchObject({ widget: 'datetime', date_format: false, format: 'HH:mm' });
    // ... which are what the build accepts.
    expect(DATED_PATTERNS.showUntil.test('2026-12-01')).toBe(true);
    expect(DATED_PATTERNS.eventStart.test('2026-12-01T17:00')).toBe(true);
    expect(DATED_PATTERNS.eventEnd.test('19:30')).toBe(true);
    expect(fields.repeatsWeeklyUntil).toMatchObject({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' });
  });

  it('name a weekly event’s fields in its messages as the editor labels them and the file spells them', () => {
    // The editor shows these messages before a save (src/admin/checks.ts); the build, in its log.
    const fields = byName(noticeFields);
    for (const message of Object.values(WEEKLY_MESSAGES)) {
      for (const name of ['repeatsWeeklyUntil', 'eventStart']) {
        expect(message).toContain(`"${fields[name]!.label}" (${name})`);
      }
    }
  });

  it('refuse the same notices the build refuses', () => {
    const editorAccepts = (name: string, value: string) =>
      new RegExp(byName(noticeFields)[name]!.pattern![0]).test(value);
    const buildAccepts = (name: string, value: string) =>
      notice.safeParse({ title: 'Supper', text: 'Come.', [name]: value }).success;
    const samples: Record<string, string[]> = {
      title: ['Supper', '   ', 'x'.repeat(80), 'x'.repeat(81), '  Supper  ', 'Two\nlines'],
      text: ['Come and eat.', ' ', 'x'.repeat(300), 'x'.repeat(301), 'First.\nSecond.'],
      place: ['Fire hall', 'x'.repeat(120), 'x'.repeat(121)],
      link: [
        '/',
        '/donate',
        '/nowhere',
        'https://example.org/a',
        'http://example.org',
        'example.org',
        '//evil.example',
      ],
    };
    for (const [name, values] of Object.entries(samples)) {
      for (const value of values)
        expect(editorAccepts(name, value), `${name}: ${value}`).toBe(buildAccepts(name, value));
    }
  });

  it('edit volunteer needs in the folder the build reads, with the same fields, required alike', () => {
    expect(collection('needs')).toMatchObject({ folder: 'src/content/needs', extension: 'yaml' });
    const shape = needSchema.shape;
    expect(Object.keys(byName(needFields)).sort()).toEqual(Object.keys(shape).sort());
    for (const [name, schema] of Object.entries(shape)) {
      const required = byName(needFields)[name]!.required !== false;
      expect(required, `${name} required`).toBe(!schema.safeParse(undefined).success);
    }
  });

  it('offer a need’s count as the build takes it: whole numbers from 0 to 99', () => {
    const count = byName(needFields).stillNeeded!;
    expect([count.widget, count.value_type, count.min, count.max]).toEqual([
      'number',
      'int',
      STILL_NEEDED.min,
      STILL_NEEDED.max,
    ]);
    const parses = (stillNeeded: number) => needSchema.safeParse({ title: 'Help', stillNeeded }).success;
    expect([parses(count.min!), parses(count.max!), parses(count.min! - 1), parses(count.max! + 1)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(parses(Number(count.default))).toBe(true);
  });

  it('show a need’s when and where as a notice’s: the same labels, forms and messages', () => {
    const notices = byName(noticeFields);
    for (const name of ['title', 'eventStart', 'eventEnd', 'repeatsWeeklyUntil', 'place', 'showUntil']) {
      const { hint: _needHint, ...need } = byName(needFields)[name]!;
      const { hint: _noticeHint, ...asNotice } = notices[name]!;
      expect(need, name).toEqual(asNotice);
    }
  });

  it('say what is wrong with a need’s field in the build’s own words', () => {
    const refusal = (fields: Record<string, unknown>) => {
      const result = needSchema.safeParse({ title: 'Help', stillNeeded: 1, ...fields });
      return result.success ? undefined : result.error.issues[0]!.message;
    };
    const bad: Record<keyof typeof NEED_MESSAGES, unknown> = {
      title: 'x'.repeat(81),
      stillNeeded: 1.5,
      suits: 'One.\nTwo.',
      place: 'x'.repeat(121),
    };
    for (const [name, message] of Object.entries(NEED_MESSAGES)) {
      expect(refusal({ [name]: bad[name as keyof typeof bad] }), name).toBe(message);
      const field = byName(needFields)[name]!;
      // The editor's own message on the field, where it has a pattern; the count has its picker's bounds.
      if (field.pattern) expect(field.pattern[1], name).toBe(message);
      else expect([field.min, field.max], name).toEqual([STILL_NEEDED.min, STILL_NEEDED.max]);
    }
  });

  it('refuse the same needs the build refuses', () => {
    const editorAccepts = (name: string, value: string) =>
      new RegExp(byName(needFields)[name]!.pattern![0]).test(value);
    const buildAccepts = (name: string, value: string) =>
      needSchema.safeParse({ title: 'Help', stillNeeded: 1, [name]: value }).success;
    const samples: Record<string, string[]> = {
      title: ['Serve supper', '   ', 'x'.repeat(80), 'x'.repeat(81)],
      suits: ['Bring an apron.', '', 'x'.repeat(120), 'x'.repeat(121), 'One.\nTwo.', 'One.\rTwo.'],
      place: ['Fire hall', 'x'.repeat(120), 'x'.repeat(121)],
    };
    for (const [name, values] of Object.entries(samples)) {
      for (const value of values)
        expect(editorAccepts(name, value), `${name}: ${JSON.stringify(value)}`).toBe(buildAccepts(name, value));
    }
  });
});
