/** What the contact page says and asks for, read from the built page; sending is in e2e/. */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';
import { builtPage, labelled, linksNamed, textOf } from '../support/built-site';
import { formatAddress } from '../../src/lib/address';
import { NO_TIMES } from '../../src/lib/opening-hours';

const LABELS = ['First Name', 'Last Name', 'Email', `Questions For ${SITE.shortName}`, 'How Can We Pray For You?'];

describe('the contact page', () => {
  const contact = builtPage('/contact');
  const form = contact.querySelector('form[aria-labelledby="contact-form-title"]')!;
  const field = (label: string) => {
    const element = [...form.querySelectorAll('label')].find((l) => textOf(l) === label);
    return form.querySelector(`#${element!.getAttribute('for')}`)!;
  };

  it('offers a phone number, the mailing address, the form and a direct email link', () => {
    expect(textOf(contact.querySelector('h1'))).toBe('Contact');
    const call = labelled(contact, 'section', 'Text or Call');
    expect(linksNamed(call, SITE.phone.display).map((a) => a.getAttribute('href'))).toEqual([`tel:${SITE.phone.dial}`]);
    const mail = textOf(labelled(contact, 'section', 'Mailing Address'));
    const { line1, locality, region, postalCode } = SITE.mailingAddress;
    expect(mail).toContain(line1);
    expect(mail).toContain(`${locality}, ${region} ${postalCode}`);
    expect(textOf(contact.getElementById('contact-form-title'))).toBe('Email Your Questions Here');
    const direct = linksNamed(contact.querySelector('main')!, SITE.email).at(-1)!;
    expect(direct.getAttribute('href')).toBe(`mailto:${SITE.email}`);
  });

  it('holds, hidden, what the form says if its script cannot be had: what happened, that every word is kept, and a reload', () => {
    const notice = form.querySelector('[data-if-unloaded]')!;
    expect(notice.hasAttribute('hidden')).toBe(true);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(textOf(notice)).toContain('The form could not finish loading, so it cannot send yet.');
    expect(textOf(notice)).toContain('Reload this page and your words will come back. Then press Send.');
    expect(notice.querySelector('button[data-reload]')?.getAttribute('type')).toBe('button');
  });

  it('has five labelled, required fields with sensible limits, the email of type email', () => {
    expect(field('Email').getAttribute('type')).toBe('email');
    expect(field('Email').getAttribute('placeholder')).toBe(SITE.email);
    for (const label of LABELS) {
      expect(field(label).hasAttribute('required'), label).toBe(true);
      expect(field(label).getAttribute('maxlength'), label).toMatch(/^\d+$/);
    }
    for (const label of LABELS.slice(3)) {
      expect(field(label).tagName).toBe('TEXTAREA');
      expect(field(label).getAttribute('rows')).toBe('5');
    }
  });
});

describe('the front door on the contact page', () => {
  const contact = builtPage('/contact');
  const visit = labelled(contact, 'section', 'Visit us');

  it('opens with where to come: the place and its street address, the times, and directions in the maps app', () => {
    // Near the top: the first part after the page's heading, before the phone and the mailing address.
    expect([...contact.querySelectorAll('main section h2')].map(textOf).slice(0, 3)).toEqual([
      'Visit us',
      'Text or Call',
      'Mailing Address',
    ]);
    const { line1, locality, region, postalCode } = SITE.place.address;
    const address = visit
      .querySelector('address')!
      .innerHTML.split(/<br[^>]*>/)
      .map((line) => line.trim());
    expect(address).toEqual([SITE.place.name, line1, `${locality}, ${region} ${postalCode}`]);
    // The site's own facts keep no times yet: an honest line, never an empty table (with times: tests/front-door.test.ts).
    expect(textOf(visit)).toContain(`${NO_TIMES} ${SITE.phone.display}`);
    expect(visit.querySelector('table, ul.opening-times')).toBeNull();
    const directions = linksNamed(visit, 'Get directions (opens in a new tab)');
    expect(directions.map((a) => [a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      [SITE.directions, '_blank'],
    ]);
    expect(new URL(SITE.directions).searchParams.get('destination')).toBe(formatAddress(SITE.place.address));
  });

  it('lists help nearby under "If you need help today": 211 and 988 to call or text, their websites, and 911', () => {
    const help = labelled(contact, 'section', 'If you need help today');
    expect(contact.getElementById('HelpToday')).toBe(help.querySelector('h2'));
    expect([...help.querySelectorAll('h3')].map(textOf)).toEqual(['PA 211', '988 Suicide & Crisis Lifeline']);
    const links = [...help.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')]);
    expect(links).toEqual([
      ['Call 211', 'tel:211'],
      ['Text 211', 'sms:211'],
      ['Website of PA 211 (opens in a new tab)', 'https://www.pa211.org'],
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      [
        'Website of 988 Suicide & Crisis Lifeline (opens in a new tab)',
        'https://www.pa.gov/services/dhs/get-suicide-or-mental-health-crisis-help-988',
      ],
      ['Call 911', 'tel:911'],
    ]);
  });
});
