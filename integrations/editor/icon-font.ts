/**
 * The editor's icon font, cut down to the icons the editor uses. Sveltia shows its icons with
 * Material Symbols, a font that turns a word such as "arrow_drop_down" into one icon (a
 * ligature); the whole font is 753 KB and holds thousands of icons, of which the editor names a
 * few hundred words. The icons kept are the words in the editor's script that the font turns
 * into one glyph: every word the script could show as an icon, whatever screen it is on.
 *
 * HarfBuzz does both halves. harfbuzzjs shapes each word to find its icon; subset-font, the
 * maintained wrapper of the same HarfBuzz subsetter, then cuts the font down to those icons and
 * the letters that spell them. Each icon is reached by its own character (every Material Symbols
 * icon has one, in the private use area), with no layout closure, so the letters do not pull in
 * every other ligature they could make; the ligatures whose parts are all kept stay. Every layout
 * feature and the font's variation (its weight) are kept. Tested by
 * integrations/editor/icon-font.test.ts, and in the editor itself by e2e/editor.spec.ts (each icon
 * on screen is an icon, not its name in letters).
 */
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { decompress } from 'wawoff2';

/** What an icon's name is spelled with: lower-case letters, digits and the underscore. */
const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789_';
/**
 * A word in a script that could be an icon's name: quoted (`name: "close"`), or the text of an
 * element in one of its HTML templates (`<span class="material-symbols-outlined">favorite</span>`).
 */
const CANDIDATE = /["'`>]([a-z][a-z0-9_]{1,48})["'`<]/g;

/** The glyph each character of a shaper's font turns into. */
function glyphOf(shaper: hb.Font, codePoint: number): number {
  const buffer = new hb.Buffer();
  buffer.addCodePoints([codePoint]);
  buffer.guessSegmentProperties();
  hb.shape(shaper, buffer);
  return buffer.getGlyphInfos()[0]!.codepoint;
}

/** The icon for each word of `script` that the font turns into one glyph, by name. */
export function iconsNamedIn(script: string, font: Uint8Array): Map<string, number> {
  const face = new hb.Face(new hb.Blob(font));
  const shaper = new hb.Font(face);
  const icons = new Map<string, number>();
  for (const [, word] of script.matchAll(CANDIDATE)) {
    if (!word || icons.has(word)) continue;
    const buffer = new hb.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    hb.shape(shaper, buffer);
    const glyphs = buffer.getGlyphInfos();
    // A word of two letters or more that comes out as one glyph is an icon; glyph 0 is "missing".
    if (glyphs.length === 1 && glyphs[0]!.codepoint !== 0) icons.set(word, glyphs[0]!.codepoint);
  }
  return icons;
}

/** The character that stands for each of `glyphs` in the font; throws, naming it, for a glyph with none. */
function charactersFor(font: Uint8Array, glyphs: Map<string, number>): string {
  const face = new hb.Face(new hb.Blob(font));
  const shaper = new hb.Font(face);
  const byGlyph = new Map<number, number>();
  for (const codePoint of [...face.collectUnicodes()]) {
    const glyph = glyphOf(shaper, codePoint);
    if (!byGlyph.has(glyph)) byGlyph.set(glyph, codePoint);
  }
  return [...glyphs]
    .map(([name, glyph]) => {
      const codePoint = byGlyph.get(glyph);
      if (codePoint === undefined)
        throw new Error(
          `The editor’s icon font has no character for the icon "${name}": see integrations/editor/icon-font.ts.`,
        );
      return String.fromCodePoint(codePoint);
    })
    .join('');
}

/** The icon font (WOFF2) cut down to the icons `script` names, and which those are. */
export async function iconFontFor(script: string, woff2: Uint8Array) {
  const font = await decompress(woff2);
  const icons = iconsNamedIn(script, font);
  if (icons.size < 20) {
    throw new Error(
      `@sveltia/cms has changed: its script names only ${icons.size} icons of its icon font. See integrations/editor/icon-font.ts.`,
    );
  }
  const subset = await subsetFont(Buffer.from(font), NAME_CHARACTERS + charactersFor(font, icons), {
    targetFormat: 'woff2',
    noLayoutClosure: true,
  });
  return { woff2: subset, icons: [...icons.keys()].sort() };
}
