/**
 * How the words read on every built page and flyer: no word glued to a link or to one of the ministry's
 * facts (Astro drops the space at a line break beside an element or a value), one spelling of
 * "email", and nothing that speaks only to a phone where a computer may be reading.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/contact';
import { keptWords } from '../../src/lib/outbox';
import { PAGES, SITE } from '../../src/site';
import { DIST, builtPage } from '../support/built-site';
import { flyerPaths } from '../../tooling/flyer-pages.mjs';
import { formatAddress } from '../../src/lib/address';

const INLINE = 'a, strong, em, b, i, cite, time, abbr, code, span';
const word = /[\p{L}\p{N}]/u;

/** Where a word runs into an inline element's text, or out of it, with no space between. */
function gluedToElements(document: Document): string[] {
  const glued: string[] = [];
  for (const element of document.querySelectorAll(`main ${INLINE}, footer ${INLINE}`)) {
    const text = element.textContent ?? '';
    if (!text.trim()) continue;
    const before = element.previousSibling?.textContent ?? '';
    const after = element.nextSibling?.textContent ?? '';
    if (word.test(before.at(-1) ?? '') && word.test(text[0]!)) glued.push(`${before.slice(-20)}|${text.slice(0, 20)}`);
    if (word.test(text.at(-1)!) && word.test(after[0] ?? '')) glued.push(`${text.slice(-20)}|${after.slice(0, 20)}`);
  }
  return glued;
}

/** Elements that start a new line of text: the words either side of them never touch. */
const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BODY BR BUTTON DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LABEL LEGEND LI MAIN NAV OL OPTION P SECTION SELECT SUMMARY TABLE TD TH TR UL svg tspan'.split(
    ' ',
  ),
);

/** The page's words as a reader meets them: a line break wherever a block starts or ends. */
function readableText(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? '';
  if (node.nodeType !== 1 || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.nodeName)) return '';
  const inner = [...node.childNodes].map(readableText).join('');
  return BLOCKS.has(node.nodeName) ? `\n${inner}\n` : inner;
}

/** Where one of the ministry's facts runs into a word. */
function gluedToFacts(document: Document): string[] {
  const text = readableText(document.body);
  const glued: string[] = [];
  for (const fact of [SITE.name, SITE.email, SITE.phone.display, formatAddress(SITE.mailingAddress)]) {
    for (let at = text.indexOf(fact); at !== -1; at = text.indexOf(fact, at + 1)) {
      const before = text[at - 1] ?? ' ';
      const after = text[at + fact.length] ?? ' ';
      if (word.test(before) || word.test(after)) glued.push(text.slice(Math.max(0, at - 15), at + fact.length + 15));
    }
  }
  return glued;
}

describe.each([...PAGES.map((page) => page.path), ...flyerPaths(DIST)])('%s', (path) => {
  const document = builtPage(path);
  const text = readableText(document.body);

  it('has no word glued to a link or to a fact of the ministry', () => {
    expect(gluedToElements(document)).toEqual([]);
    expect(gluedToFacts(document)).toEqual([]);
  });

  it('spells "email" one way', () => {
    expect(text.match(/e-mail/gi) ?? []).toEqual([]);
  });

  it('speaks to whatever device the visitor has', () => {
    expect(text).not.toMatch(/your phone|phone wallet/i);
  });
});

it('catches the glue it looks for', () => {
  const page = builtPage('/legal').cloneNode(true) as Document;
  const paragraph = page.createElement('p');
  paragraph.innerHTML = `write to<a href="#">${SITE.email}</a>or by mail to${SITE.name}`;
  page.querySelector('main')!.append(paragraph);
  expect(gluedToElements(page)).toHaveLength(2);
  // The address runs into words on both sides, and the name into "to".
  expect(gluedToFacts(page)).toHaveLength(2);
});

it('tells a visitor with no connection what happened, in words for any device', () => {
  for (const closes of [true, false]) expect(keptWords(closes)).not.toMatch(/phone/i);
  for (const message of Object.values(MESSAGES)) expect(message).not.toMatch(/e-mail/i);
});
