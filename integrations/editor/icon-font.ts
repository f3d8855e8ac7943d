/**
 * The editor's icon font, cut down to the icons the editor uses. Sveltia shows its icons with
 * Material Symbols, a font that turns a word such as "arrow_drop_down" into one icon (a
 * ligature); the whole font is 753 KB and holds thousands of icons, of which the editor names a
 * few hundred words. The icons kept are the words in the editor's script that the font turns
 * into one glyph: every word the script could show as an icon, whatever screen it is on.
 *
 * HarfBuzz does both halves (harfbuzzjs): it shapes each word to find its icon, then subsets
 * the font to those icons and the letters that spell them, without pulling in every other
 * ligature those letters could make (no layout closure). Every variation (fill, weight, grade,
 * optical size) is kept. Tested by integrations/editor/icon-font.test.ts, and in the editor itself by
 * e2e/editor.spec.ts (each icon on screen is an icon, not its name in letters).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { compress, decompress } from 'wawoff2';

const require = createRequire(import.meta.url);

/** What an icon's name is spelled with: lower-case letters, digits and the underscore. */
const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789_';
/**
 * A word in a script that could be an icon's name: quoted (`name: "close"`), or the text of an
 * element in one of its HTML templates (`<span class="material-symbols-outlined">favorite</span>`).
 */
const CANDIDATE = /["'`>]([a-z][a-z0-9_]{1,48})["'`<]/g;

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

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

interface HarfBuzzSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

let subsetter: Promise<HarfBuzzSubset> | undefined;
function harfBuzzSubset(): Promise<HarfBuzzSubset> {
  subsetter ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
    .then((wasm) => WebAssembly.instantiate(wasm))
    .then(({ instance }) => {
      const exports = instance.exports as unknown as HarfBuzzSubset;
      exports._initialize();
      return exports;
    });
  return subsetter;
}

/** The font (TrueType) with only `glyphs` and the letters that spell their names. */
async function subsetToGlyphs(font: Uint8Array, glyphs: Iterable<number>): Promise<Uint8Array> {
  const hbs = await harfBuzzSubset();
  const input = hbs.hb_subset_input_create_or_fail();
  const bytes = hbs.malloc(font.byteLength);
  new Uint8Array(hbs.memory.buffer).set(font, bytes);
  const blob = hbs.hb_blob_create(bytes, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  try {
    // Every layout feature (the ligatures among them), but only as far as the kept glyphs reach.
    const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hbs.hb_set_clear(features);
    hbs.hb_set_invert(features);
    hbs.hb_subset_input_set_flags(input, hbs.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = hbs.hb_subset_input_unicode_set(input);
    for (const character of NAME_CHARACTERS) hbs.hb_set_add(unicodes, character.codePointAt(0)!);
    const glyphSet = hbs.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hbs.hb_set_add(glyphSet, glyph);
    const subset = hbs.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('HarfBuzz could not subset the editor’s icon font');
    const result = hbs.hb_face_reference_blob(subset);
    const start = hbs.hb_blob_get_data(result, 0);
    const out = new Uint8Array(hbs.memory.buffer, start, hbs.hb_blob_get_length(result)).slice();
    hbs.hb_blob_destroy(result);
    hbs.hb_face_destroy(subset);
    if (out.byteLength === 0) throw new Error('HarfBuzz made an empty icon font');
    return out;
  } finally {
    hbs.hb_subset_input_destroy(input);
    hbs.hb_face_destroy(face);
    hbs.free(bytes);
  }
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
  const subset = await subsetToGlyphs(font, icons.values());
  return { woff2: Buffer.from(await compress(subset)), icons: [...icons.keys()].sort() };
}
