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
