/**
 * The reading grade of a page's main text: the Flesch-Kincaid grade (the flesch-kincaid package,
 * with syllables counted by the syllable package), where each paragraph, list item and heading
 * ends a sentence, as does a full stop, question mark or exclamation mark inside one. Scripture
 * quotations (<blockquote>) are left out, and so is what is hidden from readers (aria-hidden: a
 * flyer's tear-off strips), scripts and styles.
 */
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/** The elements whose end ends a sentence. */
const BLOCKS =
  'p, li, h1, h2, h3, h4, h5, h6, dt, dd, figcaption, legend, label, summary, td, th, caption, button, address';

/** The text of each block in `root`, a block's own words apart from the blocks inside it. */
export function blocksOf(root: Element): string[] {
  const scope = root.cloneNode(true) as Element;
  for (const left of scope.querySelectorAll('script, style, template, blockquote, [aria-hidden="true"]')) left.remove();
  const blocks: string[] = [];
  const collect = (node: Node, words: string[]) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) words.push(child.textContent ?? '');
      else if (child.nodeType === 1 && (child as Element).matches(BLOCKS)) {
        const own: string[] = [];
        collect(child, own);
        blocks.push(own.join(''));
        words.push(' ');
      } else if (child.nodeType === 1) collect(child, words);
    }
  };
  const loose: string[] = [];
  collect(scope, loose);
  return [...blocks, loose.join('')].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Sentences, words and syllables: what the formula is given. */
export type Counts = Record<'sentence' | 'word' | 'syllable', number>;

/** Sentences, words and syllables of some blocks of text. */
export function countsOf(blocks: string[]): Counts {
  const counts = { sentence: 0, word: 0, syllable: 0 };
  for (const block of blocks) {
    const words = block.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
    if (words.length === 0) continue;
    const sentences = block.split(/[.!?]+(?=\s|$)/).filter((part) => /[\p{L}\p{N}]/u.test(part)).length;
    counts.sentence += Math.max(1, sentences);
    counts.word += words.length;
    counts.syllable += words.reduce((sum, word) => sum + syllable(word.replace(/\.$/, '')), 0);
  }
  return counts;
}

/** The Flesch-Kincaid grade of the text in `root`. */
export const readingGrade = (root: Element) => fleschKincaid(countsOf(blocksOf(root)));
