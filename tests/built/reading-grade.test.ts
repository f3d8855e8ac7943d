/**
 * Plain words, for neighbours who read at any level: every built page's main text reads at grade
 * 8 or below, and every flyer's at grade 7 or below (Flesch-Kincaid, measured as
 * tests/support/reading-grade.ts says). The notices' flyers are measured in tests/notices.test.ts
 * too, from their fixtures.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/site';
import { flyerPaths } from '../../tooling/flyer-pages.mjs';
import { DIST, builtPage } from '../support/built-site';
import { blocksOf, countsOf, readingGrade } from '../support/reading-grade';

const main = (path: string) => builtPage(path).querySelector('main')!;

describe.each(PAGES.map((page) => page.path))('%s', (path) => {
  it('reads at grade 8 or below', () => {
    expect(readingGrade(main(path))).toBeLessThanOrEqual(8);
  });
});

describe.each(flyerPaths(DIST))('%s', (path) => {
  it('reads at grade 7 or below', () => {
    expect(readingGrade(main(path))).toBeLessThanOrEqual(7);
  });
});

describe('the measure', () => {
  const html = (body: string) => new JSDOM(`<main>${body}</main>`).window.document.querySelector('main')!;

  it('counts each heading, paragraph and list item as a sentence, and each full stop inside one', () => {
    const root = html('<h2>Who we are</h2><p>We help. We pray.</p><ul><li>Food</li><li>Boxes for a family</li></ul>');
    expect(blocksOf(root)).toEqual(['Who we are', 'We help. We pray.', 'Food', 'Boxes for a family']);
    expect(countsOf(blocksOf(root))).toEqual({ sentence: 5, word: 12, syllable: 15 });
  });

  it('leaves out scripture quotations, the strips hidden from readers, and scripts', () => {
    const root = html(
      '<p>Come and eat.</p><blockquote><p>Wherefore comfort yourselves together.</p></blockquote>' +
        '<ul aria-hidden="true"><li>Call or text</li></ul><script>let x = 1;</script>',
    );
    expect(blocksOf(root)).toEqual(['Come and eat.']);
  });

  it('grades long words in long sentences higher than short words in short ones', () => {
    const plain = html('<p>We give food. We give boxes. Call us.</p>');
    const dense = html(
      '<p>The organization administers comprehensive charitable assistance, facilitating individualized interventions.</p>',
    );
    expect(readingGrade(plain)).toBeLessThan(2);
    expect(readingGrade(dense)).toBeGreaterThan(12);
  });
});
