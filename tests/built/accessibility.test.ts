/**
 * The accessibility statement, as the build writes it: its facts read from src/site.ts (the
 * ways to reach the ministry, the answer time, the review date), the parts a statement on GOV.UK's
 * model has, and a link to it from the footer of every page. Its own accessibility is checked with
 * every other page's (PAGES: axe, large text, keyboard, the engines).
 */
import { describe, expect, it } from 'vitest';
import { PAGES, SITE, formatLongDate } from '../../src/site';
import { builtPage, labelled, linksNamed, textOf } from '../support/built-site';
import { formatAddress } from '../../src/lib/address';

const statement = builtPage('/accessibility');
const section = (name: string) => labelled(statement, 'section', name);

describe('the accessibility statement', () => {
  it('names the standard, the AAA criteria it meets, and how it is tested', () => {
    const standard = textOf(section('The standard we test to'));
    expect(standard).toContain('WCAG) 2.2 at level AA');
    expect(standard).toMatch(/enhanced contrast \(text at least 7 to 1/);
    expect(standard).toMatch(/44 by 44 pixels on a phone/);
    expect(standard).toContain('axe, with its level AAA rules');
    expect(textOf(section('Browsers'))).toMatch(/Chromium[\s\S]*WebKit[\s\S]*Firefox/);
  });

  it('says what is not fully accessible, and why', () => {
    const notYet = textOf(section('What is not fully accessible, and why'));
    expect(notYet).toContain('run by Zeffy');
    expect(notYet).toContain('The editor at /admin is a tool for the volunteers');
  });

  it('gives every other way to reach the ministry, from the facts', () => {
    const ways = section('Other ways to reach us');
    expect([...ways.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      `tel:${SITE.phone.dial}`,
      `sms:${SITE.phone.dial}`,
      `mailto:${SITE.email}`,
    ]);
    expect(textOf(ways)).toContain(`Write to ${SITE.name}, ${formatAddress(SITE.mailingAddress)}`);
  });

  it('says how to report a barrier, how soon the ministry answers, and when it was reviewed', () => {
    const report = section('Tell us about a barrier');
    expect(linksNamed(report, 'email us')[0]?.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${SITE.email}\\?subject=`),
    );
    expect(textOf(report)).toContain(
      `We will answer within ${SITE.accessibility.answerWithinWorkingDays} working days`,
    );
    const reviewed = section('When this statement was written').querySelector('time');
    expect(reviewed?.getAttribute('datetime')).toBe(SITE.accessibility.lastReviewed);
    expect(textOf(reviewed)).toBe(formatLongDate(SITE.accessibility.lastReviewed));
  });
});

it.each(PAGES.map((page) => page.path))('%s links to the accessibility statement from its footer', (path) => {
  const footer = builtPage(path).querySelector('footer.site-footer')!;
  expect(linksNamed(footer, 'Accessibility').map((link) => link.getAttribute('href'))).toEqual(['/accessibility']);
});
