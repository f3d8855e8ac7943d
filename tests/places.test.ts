/**
 * Where the site says an event is held, in every form it says it: the "At ..." line of a notice,
 * its flyer and the sheet, a need's "Where", every calendar file and every schema.org Event. A
 * notice or need with no place of its own is held at the ministry's place (src/data/site-facts.json,
 * `place`), never at its mailing address, which is a P.O. box nobody can serve supper at. Read from
 * the `events` test site (tooling/test-site.mjs), which holds notices and needs with a place of
 * their own and without.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PLACE, SITE } from '../src/site';
import { filesIn, testSite } from '../tooling/test-site.mjs';

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Every place the built site names for an event, with the file that names it. */
const said: { file: string; how: string; place: string }[] = [];
/** Every schema.org Event location the built site gives, with its file. */
const located: { file: string; location: Record<string, unknown> }[] = [];

/** Every Event in a JSON-LD value, however deeply it is held. */
function* events(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* events(item);
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if (object['@type'] === 'Event') yield object;
    for (const inner of Object.values(object)) yield* events(inner);
  }
}

beforeAll(async () => {
  const { dist } = await testSite('events');
  for (const file of await filesIn(dist)) {
    if (file.endsWith('.ics')) {
      const calendar = new ICAL.Component(ICAL.parse(await readFile(join(dist, file), 'utf8')));
      for (const event of calendar.getAllSubcomponents('vevent'))
        said.push({ file, how: 'LOCATION', place: String(event.getFirstPropertyValue('location')) });
    } else if (file.endsWith('.html')) {
      const { document } = new JSDOM(await readFile(join(dist, file), 'utf8')).window;
      for (const line of document.querySelectorAll('main p'))
        if (/^At /.test(text(line))) said.push({ file, how: '"At"', place: text(line).replace(/^At /, '') });
      for (const term of document.querySelectorAll('dt'))
        if (text(term) === 'Where') said.push({ file, how: 'Where', place: text(term.nextElementSibling) });
      for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
        for (const event of events(JSON.parse(script.textContent!)))
          located.push({ file, location: event.location as Record<string, unknown> });
    }
  }
}, 120_000);

describe('where an event is held', () => {
  it('is the ministry’s place wherever a notice or need names none, on pages, flyers, the sheet and calendar files', () => {
    const atTheMinistry = said.filter(({ place }) => place === DEFAULT_PLACE);
    // Each way of saying it, in each kind of file: not one left at the mailing address.
    expect(new Set(atTheMinistry.map(({ file, how }) => `${how} ${file.split('/')[0]}`))).toEqual(
      new Set([
        '"At" index.html',
        '"At" flyers',
        'Where volunteer',
        'Where volunteer.html',
        'LOCATION notices',
        'LOCATION volunteer',
        'LOCATION calendar.ics',
      ]),
    );
    expect(said.filter(({ place }) => place === 'Alum Bank fire hall').length).toBeGreaterThan(0);
  });

  it('is never the mailing address, in any file', () => {
    const { line1 } = SITE.mailingAddress;
    expect(said.filter(({ place }) => place.includes(line1) || /\bP\.? ?O\.? Box\b/i.test(place))).toEqual([]);
  });

  it('is, for search engines, a Place with the street address people come to', () => {
    expect(located.length).toBeGreaterThan(0);
    for (const { file, location } of located) {
      const address = location.address as Record<string, string> | string;
      if (typeof address === 'string') {
        // A notice's own place, as its keeper wrote it.
        expect(location, file).toEqual({ '@type': 'Place', name: address, address });
        continue;
      }
      expect(location, file).toEqual({
        '@type': 'Place',
        name: SITE.place.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: SITE.place.address.line1,
          addressLocality: SITE.place.address.locality,
          addressRegion: SITE.place.address.region,
          postalCode: SITE.place.address.postalCode,
          addressCountry: 'US',
        },
      });
      expect(address.streetAddress, file).not.toBe(SITE.mailingAddress.line1);
    }
  });
});
