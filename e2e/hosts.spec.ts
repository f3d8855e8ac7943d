import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_BUILD, filesIn } from '../tooling/test-site.mjs';
import { expect, test } from './fixtures';
import { builtTestSite } from './support/site';

/*
 * The deploy host is one per worker (e2e/fixtures.ts, `sites.deployHost()`), so what one test did
 * to it must not reach the next: each test that asks is handed it serving the first build again,
 * whole. Serial, so the second test runs after the first, in the same worker, on the same host.
 */
test.describe.configure({ mode: 'serial' });

test('a test deploys the next build, dropping the first build’s files', async ({ sites }) => {
  const host = await sites.deployHost();
  await host.deploy({ carried: false });
  expect(await (await fetch(`${host.origin}/sw.js`)).text()).toBe(
    await readFile(join(builtTestSite('next'), 'sw.js'), 'utf8'),
  );
});

test('the next test that asks is handed the host serving the first build, whole, and nothing of the next', async ({
  sites,
}) => {
  const host = await sites.deployHost();
  const next = builtTestSite('next');
  const first = await filesIn(FIRST_BUILD);
  const served = async (path: string) => {
    const answer = await fetch(`${host.origin}/${path}`, { redirect: 'manual' });
    return answer.status === 200 ? Buffer.from(await answer.arrayBuffer()) : answer.status;
  };
  for (const file of first.filter((name) => name.startsWith('_astro/') || name === 'sw.js'))
    expect(await served(file), file).toEqual(await readFile(join(FIRST_BUILD, file)));
  const nextOnly = (await filesIn(next)).filter((name) => name.startsWith('_astro/') && !first.includes(name));
  expect(nextOnly.length).toBeGreaterThan(0);
  for (const file of nextOnly) expect(await served(file), file).toBe(404);
});
