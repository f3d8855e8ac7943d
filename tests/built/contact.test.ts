/** What the contact page says and asks for, read from the built page; sending is in e2e/. */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';
import { builtPage, labelled, linksNamed, textOf } from '../support/built-site';

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
