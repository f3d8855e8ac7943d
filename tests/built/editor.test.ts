/**
 * The editor as the build publishes it: its configuration made from src/admin/config.ts (no copy
 * kept by hand), the WebP encoder where the editor's own script asks for it, and WebAssembly
 * allowed on the editor's pages alone. What the editor does with them is e2e/editor.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { editorConfigYaml } from '../../integrations/editor/index';
import { builtFile, builtPage } from '../support/built-site';

/** Each rule of dist/_headers: its path, and its Content-Security-Policy, if it has one. */
function headerRules() {
  return builtFile('/_headers')
    .toString()
    .split(/\n(?=\/)/)
    .filter((rule) => rule.startsWith('/'))
    .map((rule) => ({ path: rule.split('\n')[0]!, policy: /Content-Security-Policy: (.*)/.exec(rule)?.[1] }));
}

describe('the editor, as built', () => {
  it('is configured by what src/admin/config.ts makes, and by nothing kept beside it', () => {
    expect(builtFile('/admin/config.yml').toString()).toBe(editorConfigYaml());
  });

  it('finds the WebP encoder where its own script asks for it, with both of its WebAssembly builds', () => {
    const script = builtFile('/admin/sveltia-cms.js').toString();
    const version = /"@jsquash\/webp":`\^?([\d.]+)`/.exec(script)![1];
    expect(script).toContain('`/admin/libraries/${');
    const folder = `/admin/libraries/@jsquash/webp@${version}`;
    expect(builtFile(`${folder}/encode.js`).toString()).toContain('new URL("webp_enc_simd.wasm",import.meta.url)');
    for (const name of ['webp_enc.wasm', 'webp_enc_simd.wasm']) {
      // WebAssembly's own first bytes: "\0asm".
      expect(builtFile(`${folder}/${name}`).subarray(0, 4).toString('latin1'), name).toBe('\0asm');
    }
  });

  it('may run WebAssembly, and no other page may', () => {
    const rules = headerRules().filter((rule) => rule.policy);
    expect(rules.filter((rule) => rule.policy!.includes("'wasm-unsafe-eval'")).map((rule) => rule.path)).toEqual([
      '/admin/*',
    ]);
    expect(rules.find((rule) => rule.path === '/admin/*')!.policy).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(rules.length).toBeGreaterThan(10);
    for (const path of ['/', '/contact', '/donate']) {
      const meta = builtPage(path).querySelector('meta[http-equiv="content-security-policy"]')!.getAttribute('content');
      expect(meta, path).not.toContain('wasm');
    }
  });
});
