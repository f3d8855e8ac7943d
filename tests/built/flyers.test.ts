/**
 * The project flyers of the site's own build, as pages: one for each project file, linked from its
 * card, saying what a board needs (the ministry, the title, the words, the phone, the address to
 * type, the code, the strips), kept out of search results, and with no script but the worker's.
 * On paper, with the notices' flyers and the sheet: tests/flyers-on-paper.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PLACEHOLDER_SITE_URL } from '../../src/settings';
import { SITE } from '../../src/site';
import { addressToType, stripWords, subjectAddress } from '../../src/lib/flyers';
import { HELP_CARD_PATH, flyerPath } from '../../src/lib/paths';
import { flyerPaths } from '../../tooling/flyer-pages.mjs';
import { DIST, builtFile, builtPage, linksNamed, textOf } from '../support/built-site';
import { projectRoot } from '../../tooling/test-site.mjs';

const folder = join(projectRoot, 'src/content/projects');
const PROJECTS = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => {
    const data = parse(readFileSync(join(folder, file), 'utf8')) as {
      title: string;
      status: 'current' | 'future';
      description: string[];
    };
    return { id: file.slice(0, -'.yaml'.length), ...data };
  });

it('has a flyer for each project file, and no other but the notices’ and the help page’s card', () => {
  const made = flyerPaths(DIST);
  expect(made.filter((path) => !path.startsWith('/flyers/notices'))).toEqual(
    [HELP_CARD_PATH, ...PROJECTS.map(({ id }) => flyerPath('projects', id))].sort(),
  );
});

describe.each(PROJECTS.map((project) => [project.title, project] as const))('%s', (title, project) => {
  const path = flyerPath('projects', project.id);
  const flyer = builtPage(path);
  const target = subjectAddress({ kind: 'projects', id: project.id }, PLACEHOLDER_SITE_URL);

  it('is linked from its card by “Print a flyer for …”, and leads back to it', () => {
    const card = builtPage('/projects').getElementById(`project-${project.id}`)!.closest('article')!;
    expect(linksNamed(card, `Print a flyer for ${title}`).map((a) => a.getAttribute('href'))).toEqual([path]);
    expect(linksNamed(flyer, `Back to ${title}`).map((a) => a.getAttribute('href'))).toEqual([
      `/projects#project-${project.id}`,
    ]);
  });

  it('says the ministry, the title, what it offers, how to ask and how to give', () => {
    const text = textOf(flyer.querySelector('.flyer'));
    expect(textOf(flyer.querySelector('.flyer__from'))).toBe(SITE.name);
    expect([...flyer.querySelectorAll('h1')].map(textOf)).toEqual([title]);
    for (const paragraph of project.description) expect(text).toContain(paragraph);
    expect(text).toMatch(/To ask for it: .+/);
    // A project still to come says so; a current one does not.
    expect(flyer.querySelector('.flyer__when')?.textContent?.trim() ?? null).toBe(
      project.status === 'future' ? 'Coming soon' : null,
    );
    expect(text).toMatch(/To give: .+/);
  });

  it('gives the phone large, the address to type, and a code for the project on the site', () => {
    expect(textOf(flyer.querySelector('.flyer__phone'))).toBe(SITE.phone.display);
    expect(flyer.querySelector('.flyer__phone a')?.getAttribute('href')).toBe(`tel:${SITE.phone.dial}`);
    expect(textOf(flyer.querySelector('.flyer__address'))).toBe(addressToType(target));
    expect(textOf(flyer.querySelector('.flyer__address'))).toBe('www.example.org/projects');
    // A line breaks after the slash, not inside a word, on a narrow screen or a long address.
    expect(flyer.querySelector('.flyer__address')?.innerHTML).toMatch(/^www\.example\.org\/<wbr[^>]*>projects$/);
    const code = flyer.querySelector('main svg.qr')!;
    expect([code.getAttribute('role'), code.getAttribute('aria-label')]).toEqual([
      'img',
      `QR code for ${title} on the website`,
    ]);
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
  });

  it('has at least six tear-off strips, each with its name (as much as fits) and the number', () => {
    const strips = [...flyer.querySelectorAll('.flyer__strips > li')];
    expect(strips.length).toBeGreaterThanOrEqual(6);
    for (const strip of strips) expect(textOf(strip)).toBe(`${stripWords(title)} ${SITE.phone.display}`);
  });

  it('is kept out of search results and says how to print it', () => {
    expect(flyer.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(flyer.querySelector('link[rel="canonical"]')).toBeNull();
    expect(flyer.title).toBe(`Flyer for ${title} — ${SITE.name}`);
    expect(textOf(flyer.querySelector('header'))).toMatch(/To print this page, choose Print in your browser's menu/);
    expect(builtFile('sitemap-0.xml').toString()).not.toContain('/flyers/');
  });

  it('has no script but the one that registers the worker, which keeps the flyers', () => {
    const scripts = [...flyer.querySelectorAll('script:not([type="application/ld+json"])')];
    expect(scripts.map((script) => script.getAttribute('src') ?? script.textContent)).toHaveLength(1);
    expect(textOf(scripts[0])).toContain('serviceWorker');
    expect(builtFile('sw.js').toString()).toContain(`"${path.slice(1)}.html"`);
  });
});
