/**
 * The editor's adapter (editor.ts) rewrites strings inside @sveltia/cms's minified bundle. Each
 * assumption it makes is checked against the version installed, and a broken one stops the
 * build with a message naming the package and what changed. Upgrading: docs/upgrading.md.
 */
import { describe, expect, it } from 'vitest';
import { editorFiles, editorFilesFrom, exifReaderFor, immutableFor, signInHelper, webpEncoderFor } from './index';

describe('@sveltia/cms, as the editor adapter uses it', () => {
  it('ships the fonts and translations its script fetches, and checks for updates where the adapter expects', async () => {
    const files = await editorFiles();
    const script = String(files.get('sveltia-cms.js'));
    expect(script).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
    expect(script).not.toContain('unpkg.com/@sveltia/cms');
    expect(script).toContain('`/admin/sveltia`');
    for (const font of script.match(/\/admin\/fonts\/[a-z0-9-]+\.woff2/g) ?? []) {
      expect(files.has(font.slice('/admin/'.length)), font).toBe(true);
    }
    const { version } = JSON.parse(String(files.get('sveltia/package.json')));
    // Every translation, where the script asks for it: a browser in another language finds its own.
    for (const code of ['en-GB', 'en-CA', 'es-CO', 'fr']) {
      expect(files.has(`sveltia@${version}/locales/${code}.json`), code).toBe(true);
    }
    // Immutable.js, which it needs to run the checks before a save, where it asks for it.
    expect(/`https:\/\/unpkg\.com\/\$\{/.test(script), 'a helper library from unpkg.com').toBe(false);
    const immutable = /immutable:`\^?([\d.]+)`/.exec(script)![1];
    expect(String(files.get(`libraries/immutable@${immutable}/dist/immutable.es.js`))).toContain('export {');
    expect(String(files.get('checks.js'))).toContain('preSave');
  });

  it('stops with a plain message when an upgrade changes what it rewrites', () => {
    const update =
      'base=`https://unpkg.com/@sveltia/cms`;locales=`${base}@${version}/locales`;lib=e=>`https://unpkg.com/${e}`;v={immutable:`^5.1.9`,"@jsquash/webp":`^1.5.0`,exifr:`^7.1.3`};' +
      'enc=t=>load(`@jsquash/${t}`,`encode.js?module`);exif=()=>load(`exifr`,`dist/lite.esm.mjs`);catch(t){t.message===`saving_failed`?show(t.cause?.message):show()}';
    const font = 'https://cdn.jsdelivr.net/fontsource/fonts/inter:vf@5.0/latin.woff2';
    expect(() => editorFilesFrom('fetch(`https://example.net/cms`)', [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it checks for updates at a new address',
    );
    expect(() => editorFilesFrom('base=`https://unpkg.com/@sveltia/cms`;t=`/i18n/${lang}`', [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it loads its translations from a new address',
    );
    expect(() => editorFilesFrom(`${update};load("${font}")`, [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer ships the font inter that its script fetches',
    );
    expect(() => editorFilesFrom(`${update};load("https://cdn.jsdelivr.net/fontsource/x.woff2")`, [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it fetches a font from a new address',
    );
    expect(() => editorFilesFrom(update.replace('immutable:', 'immutable-js:'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer names the version of Immutable.js it loads',
    );
    expect(() => editorFilesFrom(update.replace('"@jsquash/webp"', '"@jsquash/webp-encoder"'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer names the version of the WebP encoder (@jsquash/webp) it loads',
    );
    expect(() => editorFilesFrom(update.replace('`encode.js?module`', '`encode.mjs`'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it loads its WebP encoder (@jsquash/webp) from a new path',
    );
    expect(() => editorFilesFrom(update.replace('exifr:', 'exif:'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer names the version of the EXIF reader (exifr) it loads',
    );
    expect(() => editorFilesFrom(update.replace('dist/lite.esm.mjs', 'dist/full.esm.mjs'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it loads its EXIF reader (exifr) from a new path',
    );
    expect(() => editorFilesFrom(update.replace('unpkg.com/${e}', 'esm.sh/${e}'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it loads its helper libraries from a new address',
    );
    expect(() => editorFilesFrom(update.replace('t.cause?.message', ''), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer shows why a save failed',
    );
    expect(editorFilesFrom(`${update};load("${font}")`, ['inter-latin-wght-normal.woff2'], '1.0.0')).toMatchObject({
      immutable: '5.1.9',
      webp: '1.5.0',
      exifr: '7.1.3',
      'sveltia-cms.js':
        'base=`/admin/sveltia`;locales=`${base}@${version}/locales`;lib=e=>`/admin/libraries/${e}`;v={immutable:`^5.1.9`,"@jsquash/webp":`^1.5.0`,exifr:`^7.1.3`};' +
        'enc=t=>load(`@jsquash/${t}`,`encode.js?module`);exif=()=>load(`exifr`,`dist/lite.esm.mjs`);catch(t){t.message===`saving_failed`?show(t.cause?.message):show()};load("/admin/fonts/inter.woff2")',
    });
  });
});

describe('Immutable.js and the WebP encoder, served at the versions Sveltia names', () => {
  it('stop the build, saying which version to install, when the installed one is another', async () => {
    await expect(immutableFor('0.0.1')).rejects.toThrow(
      /it now loads Immutable\.js 0\.0\.1, and [\d.]+ is installed: run npm install --save-exact immutable@0\.0\.1/,
    );
    await expect(exifReaderFor('0.0.1')).rejects.toThrow(
      /it now loads the EXIF reader exifr 0\.0\.1, and [\d.]+ is installed: run npm install --save-exact exifr@0\.0\.1/,
    );
    await expect(webpEncoderFor('0.0.1')).rejects.toThrow(
      /@sveltia\/cms has changed: it now loads the WebP encoder @jsquash\/webp 0\.0\.1, and [\d.]+ is installed: run npm install --save-exact @jsquash\/webp@0\.0\.1/,
    );
  });
});

describe('the sign-in helper, from the editor’s backend', () => {
  it('is named for "Sign In with GitHub", and not needed for access tokens alone', () => {
    expect(signInHelper({ auth_methods: ['oauth'], base_url: 'https://sign-in.example.net/x' })).toBe(
      'https://sign-in.example.net',
    );
    expect(signInHelper({ auth_methods: ['token'] })).toBeNull();
    expect(() => signInHelper({ auth_methods: ['oauth', 'token'] })).toThrow(
      'src/admin/backend.ts: base_url, the sign-in helper, is needed',
    );
  });
});
