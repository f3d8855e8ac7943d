/**
 * The notices and the calendars in a browser, on the `events` test site (its fixture notices and
 * needs: tooling/test-content.mjs) as Cloudflare's runtime serves it: the urgent bar read with
 * scripts off and never moving the page, and the calendar files as the host serves them, a tap and
 * no signal (the stories with them: one install of the worker for both; the stories' feed is in
 * e2e/stories.spec.ts).
 * What the pages and the files say is read from the build in tests/notices.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { needCalendarPath } from '../src/lib/paths';
import { pageFileFor } from '../src/lib/offline';
import { layoutShift } from '../tooling/browser.mjs';
import { boxCuts, shiftsAsTheRestComes, startSplitServer } from '../tooling/split-arrival.mjs';
import { expect, test } from './fixtures';
import { workerReady } from './support/pages';
import { PHONE, builtTestSite } from './support/site';

test.describe('the urgent bar', () => {
  test.use({ viewport: PHONE });

  test('reads with scripts off, and never moves the page on a phone', async ({ browser, page, sites }) => {
    const origin = await sites.events();
    const scriptsOff = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const plain = await scriptsOff.newPage();
    await plain.goto(`${origin}/legal`);
    await expect(plain.getByRole('complementary', { name: 'Urgent notice' })).toBeVisible();
    await scriptsOff.close();

    await page.goto(`${origin}/legal`);
    await expect(page.getByRole('complementary', { name: 'Urgent notice' })).toBeVisible();
    await page.mouse.wheel(0, 600);
    expect(await layoutShift(page)).toBe(0);
  });

  test('does not move when its link arrives after its words, as on a slow network or a busy phone', async ({
    page,
  }) => {
    const dist = builtTestSite('events');
    const server = await startSplitServer(dist, pageFileFor);
    const html = await readFile(join(dist, pageFileFor('/legal')), 'latin1');
    const cuts = boxCuts(html, html.indexOf('<aside class="urgent-notice'), html.indexOf('</aside>'), {
      paragraphs: true,
    });
    expect(cuts.length).toBeGreaterThan(0);
    const shifts = await shiftsAsTheRestComes(server, page, '/legal', html, cuts);
    server.close();
    expect(shifts.filter(({ shift }) => shift > 0)).toEqual([]);
  });
});

test('a calendar file is served as text/calendar and comes with a tap; with no signal after one visit, the calendar files, the stories and each story are there', async ({
  browser,
  request,
  sites,
}) => {
  const origin = await sites.events();
  const answer = await request.get(`${origin}/notices/event-in-three-days.ics`);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await answer.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  // A volunteer need's too.
  const need = await request.get(`${origin}${needCalendarPath('serve-supper')}`);
  expect(need.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await need.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nRRULE:FREQ=WEEKLY;UNTIL=/);
  // The one calendar to follow: checked at each ask, so an app that follows it sees the day's build.
  const followed = await request.get(`${origin}/calendar.ics`);
  expect(followed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(followed.headers()['cache-control']).toBe('no-cache');
  const whole = await followed.text();
  expect(whole).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nUID:notice-event-in-three-days@/);

  const context = await browser.newContext({ serviceWorkers: 'allow', acceptDownloads: true });
  const tab = await context.newPage();
  await tab.goto(`${origin}/`);
  await workerReady(tab);
  // A tap hands the file to the device (here, a download; a phone offers its calendar).
  const [download] = await Promise.all([
    tab.waitForEvent('download'),
    tab.getByRole('link', { name: 'Add Supper in three days to your calendar' }).click(),
  ]);
  expect(await readFile((await download.path())!, 'utf8')).toBe(body);
  await context.setOffline(true);
  const kept = await tab.evaluate(async () => {
    const single = await fetch('/notices/event-in-three-days.ics');
    const followedKept = await fetch('/calendar.ics');
    return { status: single.status, text: await single.text(), followed: await followedKept.text() };
  });
  expect(kept).toEqual({ status: 200, text: body, followed: whole });
  // The stories, from the same copy: the list, and a story with its photo.
  await tab.goto(`${origin}/`);
  await tab.getByRole('link', { name: 'All our stories' }).click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Stories');
  await tab.getByRole('link', { name: 'A birthday remembered' }).click();
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('A birthday remembered');
  const photo = tab.getByRole('img', { name: /A birthday box/ });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});
