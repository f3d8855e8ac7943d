/**
 * The editor's adapter (editor.ts) rewrites strings inside @sveltia/cms's minified bundle. Each
 * assumption it makes is checked against the version installed, and a broken one stops the
 * build with a message naming the package and what changed. Upgrading: docs/upgrading.md.
 */
import { describe, expect, it } from 'vitest';
import { editorFiles, editorFilesFrom, immutableFor, signInHelper } from './index';

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
      'base=`https://unpkg.com/@sveltia/cms`;locales=`${base}@${version}/locales`;lib=e=>`https://unpkg.com/${e}`;v={immutable:`^5.1.9`};' +
      'catch(t){t.message===`saving_failed`?show(t.cause?.message):show()}';
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
    expect(() => editorFilesFrom(update.replace('unpkg.com/${e}', 'esm.sh/${e}'), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it loads its helper libraries from a new address',
    );
    expect(() => editorFilesFrom(update.replace('t.cause?.message', ''), [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer shows why a save failed',
    );
    expect(editorFilesFrom(`${update};load("${font}")`, ['inter-latin-wght-normal.woff2'], '1.0.0')).toMatchObject({
      immutable: '5.1.9',
      'sveltia-cms.js':
        'base=`/admin/sveltia`;locales=`${base}@${version}/locales`;lib=e=>`/admin/libraries/${e}`;v={immutable:`^5.1.9`};' +
        'catch(t){t.message===`saving_failed`?show(t.cause?.message):show()};load("/admin/fonts/inter.woff2")',
    });
  });
});

describe('Immutable.js, served at the version Sveltia names', () => {
  it('stops the build, saying which version to install, when the installed one is another', async () => {
    await expect(immutableFor('0.0.1')).rejects.toThrow(
      /it now loads Immutable\.js 0\.0\.1, and [\d.]+ is installed: run npm install --save-exact immutable@0\.0\.1/,
    );
  });
});

describe('the sign-in helper, from the editor configuration', () => {
  it('is named for "Sign In with GitHub", and not needed for access tokens alone', () => {
    expect(signInHelper({ backend: { auth_methods: ['oauth'], base_url: 'https://sign-in.example.net/x' } })).toBe(
      'https://sign-in.example.net',
    );
    expect(signInHelper({ backend: { auth_methods: ['token'] } })).toBeNull();
    expect(() => signInHelper({ backend: { auth_methods: ['oauth', 'token'] } })).toThrow(
      'backend.base_url, the sign-in helper, is needed',
    );
  });
});
