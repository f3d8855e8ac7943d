/**
 * The projects as the site's own build makes them from src/content/projects/ (the kind's rules:
 * src/lib/project-schema.test.ts and src/lib/projects.test.ts; in a browser: e2e/projects.spec.ts):
 * what the projects page says, read from the built page.
 */
import { describe, expect, it } from 'vitest';
import { SITE } from '../src/site';
import { builtPage, labelled, textOf } from './support/built-site';
import { formatAddress } from '../src/lib/address';
import { HELP_PAGE, askAnchor } from '../src/lib/paths';

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
  const FILES: Record<string, string> = {
    'Birthday Blessing Box': 'birthday-blessing-box',
    'H.O.P.E. Box': 'hope-box',
  };
  const projectIdOf = (title: string) => FILES[title]!;
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

  it('gives every card the call and text links and the address, with its own words on who it is for or without', () => {
    // H.O.P.E. Box says who it is for in its own words (whoFor), and still gives the number.
    const hope = card('H.O.P.E. Box');
    expect(textOf(hope)).toContain('A neighbor in our county going through a hard season.');
    for (const title of [...CURRENT, ...FUTURE]) {
      const ask = card(title).querySelector('.project-card__ask');
      expect(ask, title).not.toBeNull();
      expect(
        [...ask!.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')]),
        title,
      ).toEqual([
        [`Call ${SITE.phone.display}`, `tel:${SITE.phone.dial}`],
        [`Text ${SITE.phone.display}`, `sms:${SITE.phone.dial}`],
        // A current project's card leads to what happens when someone asks; a future one cannot be asked for yet.
        ...(CURRENT.includes(title)
          ? [[`What happens when you ask for ${title}`, `${HELP_PAGE}#${askAnchor(projectIdOf(title))}`]]
          : []),
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
