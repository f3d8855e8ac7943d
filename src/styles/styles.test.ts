import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const TOKENS = join(SRC, 'styles', 'tokens.css');

/** Every file under src/ that can hold a style: stylesheets, Astro components, React islands. */
function styledFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styledFiles(path);
    return /\.(css|astro|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Colours written as values: #hex, rgb()/hsl() and friends, and the common colour names. */
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|:\s*(?:black|white)\b/gi;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|<!--[\s\S]*?-->|^\s*\/\/.*$/gm, '');

describe('the design tokens', () => {
  it('are the only place a colour is written: everything else uses var(--color-…)', () => {
    const found = styledFiles()
      .filter((file) => file !== TOKENS)
      .flatMap((file) =>
        [...withoutComments(readFileSync(file, 'utf8')).matchAll(COLOUR)].map(
          (match) => `${relative(SRC, file)}: ${match[0]}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('catch a colour written in any of those files', () => {
    const sample = '.a { color: #8b7663; } .b { background: rgb(43 33 24 / 0.6); } .c { color: black; }';
    expect(sample.match(COLOUR)).toEqual(['#8b7663', 'rgb(', ': black']);
    expect(withoutComments('/* #fffaf3 */ .a { color: var(--color-bg); }').match(COLOUR)).toBeNull();
  });
});

describe('the cascade layers', () => {
  it('are declared once, in global.css, before any rule', () => {
    const statements = styledFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@layer\s+[\w-]+\s*,[^;{]*;/g)].map(() => relative(SRC, file)),
    );
    expect(statements).toEqual(['styles/global.css']);
    const global = withoutComments(readFileSync(join(SRC, 'styles', 'global.css'), 'utf8')).trim();
    expect(global.startsWith('@layer reset, tokens, base, layout, components, islands, utilities;')).toBe(true);
  });
});

/** A file's CSS: a stylesheet whole, an Astro component's <style> block; none in a React file. */
function cssOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (file.endsWith('.css')) return text;
  if (file.endsWith('.astro')) return /<style>([\s\S]*?)<\/style>/.exec(text)?.[1] ?? '';
  return '';
}

/** Each selector a stylesheet declares twice under the same at-rules, as "at-rule > selector". */
function repeatedSelectors(css: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  const open: string[] = [];
  let text = '';
  for (const char of withoutComments(css)) {
    if (char === '{') {
      const selector = text.trim().replace(/\s+/g, ' ');
      open.push(selector);
      const place = open.join(' > ');
      if (!/^(@|from$|to$|\d+%$)/.test(selector)) {
        if (seen.has(place)) repeated.push(place);
        seen.add(place);
      }
      text = '';
    } else if (char === '}') {
      open.pop();
      text = '';
    } else if (char === ';') {
      text = '';
    } else {
      text += char;
    }
  }
  return repeated;
}

describe('each stylesheet', () => {
  it('declares a selector once in each place: one rule to change, not two', () => {
    const found = styledFiles().flatMap((file) =>
      repeatedSelectors(cssOf(file)).map((place) => `${relative(SRC, file)}: ${place}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a selector declared twice, but not the same selector under another media query', () => {
    expect(repeatedSelectors('@layer a { .x { color: red; } .y { top: 0; } .x { margin: 0; } }')).toEqual([
      '@layer a > .x',
    ]);
    expect(repeatedSelectors('.x { top: 0; } @media print { .x { top: 1px; } }')).toEqual([]);
  });
});

/**
 * Selectors a browser cannot settle until an element's later siblings have arrived. On a slow
 * network a phone paints a page before all of it has come; a rule like these changes what is
 * already shown when the rest comes (e2e/slow-arrival.spec.ts sees the page move).
 */
const WAITS_FOR_WHAT_FOLLOWS =
  /:(?:last-child|only-child|nth-last-child|last-of-type|only-of-type|nth-last-of-type)\b/g;

describe('every selector', () => {
  it('is settled by what has arrived: none waits for what follows an element', () => {
    const found = styledFiles().flatMap((file) =>
      [...withoutComments(cssOf(file)).matchAll(WAITS_FOR_WHAT_FOLLOWS)].map(
        (match) => `${relative(SRC, file)}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
    expect('li > a:only-child, p:last-child, li:nth-last-child(2)'.match(WAITS_FOR_WHAT_FOLLOWS)).toHaveLength(3);
  });
});
