/**
 * `npm run edit` runs the development server with the editor at /admin: the editor's files come
 * from node_modules through the server, and a file the editor saves shows in the local site on
 * the next load. Run on a scratch copy of the site, on a free port.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editorConfigYaml } from '../integrations/editor/index';
import { LOCAL_BUILD_ENV } from '../src/settings';
import { freePort } from '../tooling/free-port.mjs';
import { projectRoot, removeScratchSites, scratchSite } from '../tooling/test-site.mjs';

const stops: (() => void)[] = [];
afterAll(async () => {
  for (const stop of stops) stop();
  await removeScratchSites();
});

/** The environment of a developer's terminal: without what the test runner sets (NODE_ENV=test). */
function developerEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

describe('the editor on this computer', { timeout: 120_000 }, () => {
  it('is served by the development server, and what it saves shows on the next load', async () => {
    const dir = await scratchSite();
    const port = await freePort();
    const server = spawn(
      process.execPath,
      [join(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
      { cwd: dir, env: { ...developerEnv(), ...LOCAL_BUILD_ENV, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
    );
    stops.push(() => server.kill());
    const base = `http://127.0.0.1:${port}`;

    expect(await (await waitFor(`${base}/admin/index.html`)).text()).toContain(
      '<script src="/admin/sveltia-cms.js"></script>',
    );
    const script = await waitFor(`${base}/admin/sveltia-cms.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript');
    expect(await script.text()).not.toContain('cdn.jsdelivr.net/fontsource');
    expect((await waitFor(`${base}/admin/fonts/material-symbols-outlined.woff2`)).headers.get('content-type')).toBe(
      'font/woff2',
    );
    // The editor's configuration, as the build writes it: made from src/admin/config.ts, kept nowhere.
    expect(await (await waitFor(`${base}/admin/config.yml`)).text()).toBe(editorConfigYaml());
    // The WebP encoder's WebAssembly, as a browser compiles it only when told what it is.
    const webp = /"@jsquash\/webp":`\^?([\d.]+)`/.exec(await (await fetch(`${base}/admin/sveltia-cms.js`)).text())![1];
    const wasm = await waitFor(`${base}/admin/libraries/@jsquash/webp@${webp}/webp_enc_simd.wasm`);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(await (await waitFor(`${base}/projects`)).text()).toContain('Manna Monday');

    // As the editor saves it: the project's file, rewritten.
    const file = join(dir, 'src/content/projects/manna-monday.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^title: .*$/m, 'title: Manna Monday Suppers'));
    await expect
      .poll(async () => (await (await fetch(`${base}/projects`)).text()).includes('Manna Monday Suppers'), {
        timeout: 30_000,
      })
      .toBe(true);
  });
});
