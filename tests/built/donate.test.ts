/** What the donation page says, read from the built page (the projects page: tests/projects.test.ts). */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';
import { builtPage, labelled, linksNamed, textOf } from '../support/built-site';
import { TAX_EXEMPT_ORGANIZATION_SEARCH } from '../../src/lib/charity';

describe('the donation page', () => {
  const donate = builtPage('/donate');

  it('opens with thanks', () => {
    expect(textOf(donate.querySelector('h1'))).toBe('Donate');
    expect(textOf(donate.querySelector('main header'))).toContain('Thank you');
  });

  it('embeds the online donation form with a title and payment allowed, and links to it in a new tab', () => {
    const section = labelled(donate, 'section', 'Online Donation Form');
    const frame = section.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe(`Donation form for ${SITE.name}, provided by Zeffy`);
    expect(frame.getAttribute('src')).toBe(SITE.donationForm.embedUrl);
    expect(frame.getAttribute('allow')).toBe('payment');
    expect(new URL(SITE.donationForm.embedUrl).hostname).toBe('www.zeffy.com');
    const [link, ...more] = linksNamed(donate, /^Open the donation form in a new tab \(opens in a new tab\)$/);
    expect(more).toEqual([]);
    expect(link!.getAttribute('href')).toBe(SITE.donationForm.pageUrl);
    expect(link!.getAttribute('target')).toBe('_blank');
    expect(link!.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('Why Zeffy? explains fees, the optional tip, the designation and the receipt', () => {
    const dialog = labelled(donate, 'dialog', 'Why Zeffy?');
    for (const words of [
      'charges the ministry no fees',
      'optional',
      'tip',
      'does not change where your gift goes or how it is designated',
      'tax-deductible receipt',
    ]) {
      expect(textOf(dialog)).toContain(words);
    }
  });

  it('names other ways to contribute: a mailed check, wish-list goods, and a way to the projects', () => {
    const section = labelled(donate, 'section', 'Other Ways to Contribute');
    const check = labelled(section, 'article', 'Mail a check');
    expect(textOf(check.querySelector('address'))).toContain('P.O. Box 206');
    expect(textOf(check.querySelector('address'))).toContain('Alum Bank, PA 15521');
    expect(textOf(check)).toContain('mail a receipt to the person and address printed on the check');
    const goods = labelled(section, 'article', 'Give project-specific goods');
    expect(textOf(goods)).toContain('wish lists');
    expect(textOf(goods)).toContain('cannot promise a receipt');
    expect(linksNamed(goods, 'See our projects and their wish lists').map((a) => a.getAttribute('href'))).toEqual([
      '/projects',
    ]);
  });
});

describe('giving with confidence, as the site ships', () => {
  const donate = builtPage('/donate');
  const confidence = labelled(donate, 'section', 'Give with confidence');

  it('names the legal name and the EIN, as text to copy, and leads to the IRS search', () => {
    expect([...confidence.querySelectorAll('dt')].map(textOf)).toEqual(['Legal name', 'EIN (our federal tax number)']);
    expect([...confidence.querySelectorAll('dd')].map(textOf)).toEqual([SITE.charity.legalName, SITE.charity.ein]);
    expect(
      linksNamed(confidence, /Tax Exempt Organization Search/).map((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
      ]),
    ).toEqual([[TAX_EXEMPT_ORGANIZATION_SEARCH, '_blank']]);
    expect(linksNamed(donate, 'How to check us before you give').map((a) => a.getAttribute('href'))).toEqual([
      '#GiveWithConfidence',
    ]);
  });

  it('shows no Candid or report link and no Pennsylvania statement while none is set', () => {
    // The site ships with the registration unset (the preflight names it) and no optional links;
    // with them set, and registered: tests/front-door.test.ts.
    expect(SITE.charity.registration).toBeUndefined();
    expect(linksNamed(confidence, /Candid|annual report/)).toEqual([]);
    expect(textOf(donate.querySelector('main'))).not.toContain('Pennsylvania Department of State');
  });
});
