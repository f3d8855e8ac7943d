/**
 * The editor's adapter (editor.ts) rewrites strings inside @sveltia/cms's minified bundle. Each
 * assumption it makes is checked against the version installed, and a broken one stops the
 * build with a message naming the package and what changed. Upgrading: docs/upgrading.md.
 */
import { describe, expect, it } from 'vitest';
import { editorFiles, editorFilesFrom } from './editor';

describe('@sveltia/cms, as the editor adapter uses it', () => {
  it('ships the fonts its script fetches, and checks for updates where the adapter expects', async () => {
    const files = await editorFiles();
    const script = String(files.get('sveltia-cms.js'));
    expect(script).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
    expect(script).not.toContain('unpkg.com/@sveltia/cms');
    expect(script).toContain('`/admin/sveltia`');
    for (const font of script.match(/\/admin\/fonts\/[a-z0-9-]+\.woff2/g) ?? []) {
      expect(files.has(font.slice('/admin/'.length)), font).toBe(true);
    }
    expect(JSON.parse(String(files.get('sveltia/package.json')))).toMatchObject({ name: '@sveltia/cms' });
  });

  it('stops with a plain message when an upgrade changes what it rewrites', () => {
    const update = 'fetch(`https://unpkg.com/@sveltia/cms`)';
    const font = 'https://cdn.jsdelivr.net/fontsource/fonts/inter:vf@5.0/latin.woff2';
    expect(() => editorFilesFrom('fetch(`https://example.net/cms`)', [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it checks for updates at a new address',
    );
    expect(() => editorFilesFrom(`${update};load("${font}")`, [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it no longer ships the font inter that its script fetches',
    );
    expect(() => editorFilesFrom(`${update};load("https://cdn.jsdelivr.net/fontsource/x.woff2")`, [], '1.0.0')).toThrow(
      '@sveltia/cms has changed: it fetches a font from a new address',
    );
    expect(editorFilesFrom(`${update};load("${font}")`, ['inter-latin-wght-normal.woff2'], '1.0.0')).toMatchObject({
      'sveltia-cms.js': 'fetch(`/admin/sveltia`);load("/admin/fonts/inter.woff2")',
    });
  });
});
