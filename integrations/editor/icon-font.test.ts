/**
 * The editor's icon font, cut to the icons its script names (icon-font.ts): each of those still
 * turns its name into one icon, the letters that spell a name are kept, and an icon the script
 * never names is gone, not carried along by the letters it shares with the others.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { iconFontFor, iconsNamedIn } from './icon-font';

const assets = join(import.meta.dirname, '..', '..', 'node_modules/@sveltia/cms/npm/assets');
const whole = readFileSync(
  join(
    assets,
    readdirSync(assets).find((name) => /^material-symbols-outlined.*\.woff2$/.test(name))!,
  ),
);

describe('the editor’s icon font', () => {
  it('finds the icons a script names, and not its other words', async () => {
    const font = await decompress(whole);
    const icons = iconsNamedIn(
      [
        'const a = { name: "arrow_drop_down", x: \'close\', y: `hello_there`, z: "notanicon" };',
        'const t = `<span class="material-symbols-outlined">favorite</span>`;',
      ].join(''),
      font,
    );
    expect([...icons.keys()].sort()).toEqual(['arrow_drop_down', 'close', 'favorite']);
  });

  it('keeps only those icons, each still one glyph, and makes the font a small part of its size', async () => {
    const script = ['arrow_drop_down', 'close', 'search', 'add', 'delete', 'edit', 'photo', 'article']
      .concat(['check', 'menu', 'home', 'settings', 'language', 'help', 'info', 'warning', 'error'])
      .concat(['upload', 'download', 'refresh', 'visibility', 'expand_more'])
      .map((name) => `"${name}"`)
      .join(',');
    const { woff2, icons } = await iconFontFor(script, whole);
    expect(icons).toHaveLength(22);
    expect(woff2.length).toBeLessThan(whole.length / 20);
    const subset = await decompress(woff2);
    // Each kept name still comes out as one glyph: the icon.
    const kept = iconsNamedIn(script, subset);
    expect([...kept.keys()].sort()).toEqual(icons);
    // An icon spelled with the same letters but not named is gone.
    expect(iconsNamedIn('"pets","savings","favorite"', subset).size).toBe(0);
    expect(iconsNamedIn('"pets","savings","favorite"', await decompress(whole)).size).toBe(3);
    // Its variation is kept: the weight, from thin to bold.
    const axes = async (font: Uint8Array) => new hb.Face(new hb.Blob(await decompress(font))).getAxisInfos();
    expect(await axes(woff2)).toEqual(await axes(whole));
    expect(Object.keys(await axes(woff2))).toEqual(['wght']);
  });

  it('stops with a plain message if the editor’s script no longer names its icons', async () => {
    await expect(iconFontFor('"close"', whole)).rejects.toThrow(
      /@sveltia\/cms has changed: its script names only 1 icons/,
    );
  });
});
