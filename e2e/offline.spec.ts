import { SITE } from '../src/site';
import { expect, test } from './fixtures';
import { PAGE_ADDRESSES } from './support/site';
import { workerReady, cspReports } from './support/pages';

/*
 * A neighbour with no signal: every page they could reach before opens again, with its pictures,
 * from the copy the service worker kept (that, in Chromium and Firefox, is a scenario of
 * e2e/engine-scenarios.ts). Online, the network always comes first.
 */
test.use({ serviceWorkers: 'allow' });

test('the worker is registered only after the page has finished loading', async ({ page }) => {
  await page.addInitScript(() => {
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      Object.assign(window, { registeredAfterLoad: navigation.loadEventStart > 0 });
      return register(...args);
    };
  });
  await page.goto('/projects');
  await workerReady(page);
  expect(await page.evaluate(() => (window as unknown as { registeredAfterLoad: boolean }).registeredAfterLoad)).toBe(
    true,
  );
});

test('with the worker running, no page reports a CSP violation or a console error', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  const violations = await cspReports(page);
  await page.goto('/');
  await workerReady(page);
  for (const path of PAGE_ADDRESSES) await page.goto(path);
  expect(violations).toEqual([]);
});

test('a page the network is too slow to bring shows the kept copy after 4 seconds', async ({ page, context }) => {
  await page.goto('/');
  await workerReady(page);
  // One bar of signal: the request goes out and no answer comes back while the test looks.
  await context.route('**/legal', () => {});
  // The worker gives up on the network after 4 s; one that waited 20 s would fail this.
  await page.goto('/legal', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Privacy Policy');
});

test('an address the site does not have shows the not-found page offline, with the phone and address', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await page.goto('/contact');
  await workerReady(page);
  await context.setOffline(true);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops... (404)');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: SITE.phone.display })).toBeVisible();
  await expect(main.locator('address')).toContainText(SITE.mailingAddress.line1);
});

test('nothing of the email service, the donation frame or the shop is kept', async ({ page }) => {
  await page.goto('/donate');
  await workerReady(page);
  await page.goto('/projects');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(20);
  expect(kept.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});

test('a new build is seen online on the next page opened, and its copy replaces the old one', async ({
  page,
  context,
  sites,
}) => {
  // The next build (tooling/test-site.mjs) marks its islands, the header's on every page among them.
  const host = await sites.deployHost();
  const fromTheNext = page.locator('[data-build="next"]');
  await page.goto(`${host.origin}/legal`);
  await workerReady(page);
  await expect(fromTheNext).toHaveCount(0);

  // The ministry publishes a change: new pages, and the worker rebuilt as the build does.
  await host.deploy();
  await page.goto(`${host.origin}/`);
  await page.goto(`${host.origin}/legal`);
  await expect(fromTheNext).not.toHaveCount(0);

  // The new worker takes over and keeps the new page: offline, the visitor still sees it. It
  // keeps every page of the new build first, which a busy machine does late: bounded by the test.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const kept = await caches.match('/legal.html', { ignoreSearch: true });
          return (await kept?.text())?.includes('data-build="next"') ?? false;
        }),
      { message: 'the new build’s copy of /legal is kept', timeout: 0 },
    )
    .toBe(true);
  await context.setOffline(true);
  await page.goto(`${host.origin}/legal`);
  await expect(fromTheNext).not.toHaveCount(0);
});
