/** What the donation and projects pages say, read from the built pages. */
import { describe, expect, it } from 'vitest';
import { SITE } from '../../src/site';
import { builtPage, labelled, linksNamed, textOf } from '../support/built-site';
import { formatAddress } from '../../src/lib/address';

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

describe('the projects page', () => {
  const projects = builtPage('/projects');
  const CURRENT = ['Birthday Blessing Box', 'H.O.P.E. Box'];
  const FUTURE = ['Manna Monday', 'Second Chance'];
  const WISHLISTS: Record<string, string[]> = {
    'Birthday Blessing Box': ['Birthday Blessing Box wish list'],
    'H.O.P.E. Box': ['Gift cards wish list', 'Hygiene items wish list', 'Food wish list', 'Household items wish list'],
    'Manna Monday': ['Manna Monday wish list'],
    'Second Chance': [],
  };
  const WITH_READ_MORE = ['Birthday Blessing Box', 'H.O.P.E. Box', 'Second Chance'];
  const card = (title: string) => labelled(projects, 'article', title);
  const titlesIn = (list: string) =>
    [...labelled(projects, 'section', list).querySelectorAll('article h3')].map(textOf);

  it('lists current and future projects in order under their headings', () => {
    expect(textOf(projects.querySelector('h1'))).toBe('Projects');
    // Closed dialogs aside: their headings are not on the page until one opens.
    expect([...projects.querySelectorAll('main h2')].filter((h) => !h.closest('dialog')).map(textOf)).toEqual([
      'Current Projects',
      'Future Projects',
      'Expanding Opportunities',
    ]);
    expect(titlesIn('Current Projects')).toEqual(CURRENT);
    expect(titlesIn('Future Projects')).toEqual(FUTURE);
  });

  it('gives each card its picture, description and wish lists, opening in a new tab', () => {
    for (const [title, names] of Object.entries(WISHLISTS)) {
      const article = card(title);
      expect(article.querySelector('img')!.getAttribute('alt')).toMatch(/\w{4,}.*\w{4,}/);
      expect(article.querySelectorAll('p').length).toBeGreaterThanOrEqual(2);
      const links = [...article.querySelectorAll('a[target="_blank"]')];
      expect(links.map(textOf)).toEqual(names.map((name) => `${name} (opens in a new tab)`));
      for (const link of links) {
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/);
      }
    }
  });

  it('gives every card the call and text links and the address, with its own words on who it serves or without', () => {
    // H.O.P.E. Box says who it serves in its own words (whoItServes), and still gives the number.
    const hope = card('H.O.P.E. Box');
    expect(textOf(hope)).toContain('For a neighbor in our county going through a hard season.');
    for (const title of [...CURRENT, ...FUTURE]) {
      const ask = card(title).querySelector('.project-card__ask');
      expect(ask, title).not.toBeNull();
      expect(
        [...ask!.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')]),
        title,
      ).toEqual([
        [`Call ${SITE.phone.display}`, `tel:${SITE.phone.dial}`],
        [`Text ${SITE.phone.display}`, `sms:${SITE.phone.dial}`],
      ]);
      expect(textOf(ask!), title).toContain(`write to ${SITE.name}, ${formatAddress(SITE.mailingAddress)}`);
      expect(textOf(ask!), title).toMatch(/^(Need this for yourself or someone you know\? )?Call \(/);
    }
  });

  it('gives a Read More button, and its dialog, only to projects with more to read', () => {
    for (const title of [...CURRENT, ...FUTURE]) {
      const buttons = [...card(title).querySelectorAll('button')].filter((button) => textOf(button) === 'Read More');
      expect(buttons, title).toHaveLength(WITH_READ_MORE.includes(title) ? 1 : 0);
    }
    expect(textOf(labelled(projects, 'dialog', 'Read more about Second Chance'))).toContain('transitional housing');
  });

  it('names the four hopes for growth under Expanding Opportunities', () => {
    const items = [...labelled(projects, 'section', 'Expanding Opportunities').querySelectorAll('li')].map(textOf);
    expect(items).toHaveLength(4);
    expect(items[0]).toContain('Laundry assistance');
    expect(items[1]).toContain('community garden');
    expect(items[2]).toContain('Transitional housing');
    expect(items[2]).toContain('Second Chance');
    expect(items[3]).toContain('recovery and support programs');
  });

  it('offers every picture in AVIF and WebP at several widths, sized, and lazy below the first screen', () => {
    const pictures = [...projects.querySelectorAll('article picture')];
    expect(pictures).toHaveLength(4);
    for (const [index, picture] of pictures.entries()) {
      expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toMatch(/360w.*1080w/);
      expect(picture.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toMatch(/360w.*1080w/);
      const img = picture.querySelector('img')!;
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
      expect(img.getAttribute('sizes')).toMatch(/.+/);
      expect(img.getAttribute('loading')).toBe(index === 0 ? 'eager' : 'lazy');
    }
  });
});
