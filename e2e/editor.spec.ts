import { readFile, readdir } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { z } from 'astro/zod';
import { parse as parseYaml } from 'yaml';
import sharp from 'sharp';
import { addDays, dayIn, MINISTRY_TIME_ZONE } from '../src/lib/ministry-time';
import { noticeSchema } from '../src/lib/notice-schema';
import { projectSchema } from '../src/lib/project-schema';
import { NEIGHBOR_LINES } from '../src/lib/project-rules';
import { YEAR_MESSAGES } from '../src/lib/year-rules';
import { yearSchema } from '../src/lib/year-schema';
import { lastEndedYear } from '../src/lib/years';
import { SHOW_FROM_MESSAGES, WEEKLY_MESSAGES } from '../src/lib/dated-rules';
import { NEED_MESSAGES } from '../src/lib/need-rules';
import { needSchema } from '../src/lib/need-schema';
import { storySchema } from '../src/lib/story-schema';
import { CONSENT_LABEL, CONSENT_MESSAGE, PHOTO_CREDIT } from '../src/lib/story-rules';
import { FACT_MESSAGES } from '../src/lib/site-facts-rules';
import { NOTICE_LINK_PAGES } from '../src/site';
import { EDITOR_BACKEND } from '../src/admin/backend';
import { expect, test } from './fixtures';
import { CDN_ORIGIN } from './support/site';
import { cspReports } from './support/pages';
import { positionIn } from '../integrations/photo-privacy';
import { PORCH_GPS } from '../tooling/test-content.mjs';

/** The last year that has ended today, in the ministry's zone: the latest a year's record may be for. */
const LAST_ENDED = lastEndedYear(dayIn(MINISTRY_TIME_ZONE));

/*
 * The editor at /admin, as the CDN serves it, in Sveltia's local-repository mode. Headless
 * Chromium cannot show the folder picker, so showDirectoryPicker hands the editor a folder in the
 * browser's own file system (OPFS) holding the repository's content files, as the picker would.
 */
test.use({ baseURL: CDN_ORIGIN });
// Each test has a browser context (and so a browser file system) of its own.

/** The files the editor reads and writes, as they are in the repository. */
async function contentFiles(): Promise<Record<string, string | number[]>> {
  const files: Record<string, string | number[]> = {};
  for (const name of await readdir('src/content/projects')) {
    files[`src/content/projects/${name}`] = await readFile(`src/content/projects/${name}`, 'utf8');
  }
  for (const name of await readdir('src/assets/projects')) {
    files[`src/assets/projects/${name}`] = [...(await readFile(`src/assets/projects/${name}`))];
  }
  files['src/data/site-facts.json'] = await readFile('src/data/site-facts.json', 'utf8');
  return files;
}

/** Opens the editor on a repository folder in the browser, as the local-repository mode would. */
async function openLocalRepository(page: Page, extraFiles: Record<string, string> = {}) {
  await page.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
    });
  });
  await page.goto('/admin/config.yml');
  await page.evaluate(
    async (files) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
      await repo.getDirectoryHandle('.git', { create: true });
      for (const [path, content] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(typeof content === 'string' ? content : new Uint8Array(content));
        await writable.close();
      }
    },
    { ...(await contentFiles()), ...extraFiles },
  );
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // The editor reads every file of the folder before it lists the projects: on a busy machine
  // that took more than five seconds (3ffd2fa). The state it needs is the list with every project
  // in it, however long reading takes: bounded by the test alone.
  const projects = (await readdir('src/content/projects')).filter((name) => name.endsWith('.yaml')).length;
  await expect(page.getByRole('gridcell', { name: /^.+ \(.+, \d+\)$/ })).toHaveCount(projects, { timeout: 0 });
}

/**
 * Opens the editor's first page in the browser's language, which asks for its translation once,
 * finds it, and speaks it (a missing file was asked for again about 40 times a second: the
 * network never went quiet). Resolves with the page's response.
 */
async function openEditorSpeaking(page: Page, locale: string, button: RegExp) {
  const asked: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/locales/')) asked.push(`${new URL(response.url()).pathname} ${response.status()}`);
  });
  const response = await page.goto('/admin/');
  await expect(page.getByRole('button', { name: button })).toBeVisible();
  await expect(page.getByText(/Couldn.t load/i)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([expect.stringMatching(new RegExp(`/admin/sveltia@[\\d.]+/locales/${locale}\\.json 200$`))]);
  return response!;
}

test.describe('with the browser set to es-CO', () => {
  test.use({ locale: 'es-CO' });
  test('the editor asks for its translation once, finds it, and speaks it', async ({ page }) => {
    await openEditorSpeaking(page, 'es-CO', /^Trabajar con un repositorio local$/);
  });
});

/** A file the editor saved in the local repository, as bytes. */
async function savedBytes(page: Page, path: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (path) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = path.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    const bytes = new Uint8Array(await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).arrayBuffer());
    return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
  }, path);
  return Buffer.from(base64, 'base64');
}

async function savedFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (path) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = path.split('/');
    try {
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
      return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
    } catch (error) {
      // While the editor writes a file it is briefly not there, or not readable; read again.
      if (['NotFoundError', 'NotReadableError'].includes((error as DOMException).name)) return '';
      throw error;
    }
  }, path);
}

/**
 * Waits until the editor has saved `path` with `title` in it, and reads it with the build's own
 * rules for its collection (`schema`), which must accept it: resolves with what the build reads.
 */
async function savedAsTheBuildReads<T>(page: Page, path: string, title: string, schema: z.ZodType<T>) {
  await expect.poll(() => savedFile(page, path), { timeout: 15_000 }).toContain(`title: ${title}`);
  const result = schema.safeParse(parseYaml(await savedFile(page, path)));
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data;
}

test.describe('with the browser set to en-GB', () => {
  test.use({ locale: 'en-GB' });
  test('the editor asks for its translation once and speaks it, has its own policy, is kept out of search, and loads with no report or error', async ({
    page,
    request,
  }) => {
    const violations = await cspReports(page);
    const response = await openEditorSpeaking(page, 'en-GB', /^Work with Local Repository$/);
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; /);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The sign-in helper's address comes from the editor's backend, written there once.
    const signIn = new URL(EDITOR_BACKEND.base_url).origin;
    expect(headers['content-security-policy']).toContain(
      `connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com ${signIn};`,
    );
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    // Ours, and the editor adds one of its own: every one says noindex.
    const robots = await page
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute('content')));
    expect(robots).toContain('noindex, nofollow');
    for (const content of robots) expect(content).toMatch(/noindex/);
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Sign In with .?GitHub/ })).toBeVisible();
    // Only the way in the ministry chose (auth_methods in src/admin/backend.ts): no token box.
    await expect(page.getByRole('button', { name: /Access Token/i })).toHaveCount(0);
    expect(violations).toEqual([]);
    // The public pages' policy did not loosen for it.
    expect((await request.get('/')).headers()['content-security-policy']).not.toContain('unsafe-inline');
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });
});

/**
 * Opens a new entry of the collection shown and types its title, until it stays: the new entry's
 * form may set itself up again just after it shows, emptying a field typed into at once. Resolves
 * with the Save button.
 */
async function newEntry(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const field = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(async () => {
    await field.fill(title);
    await expect(field).toHaveValue(title, { timeout: 1_000 });
  }).toPass();
  return page.getByRole('button', { name: 'Save' });
}

/** Scrolls the entry's fields down until `field` is drawn: the editor draws a field once it is scrolled near. */
async function scrolledTo(page: Page, field: Locator) {
  await expect(async () => {
    await page.getByRole('group', { name: /Edit .*Content/ }).hover();
    await page.mouse.wheel(0, 600);
    await expect(field).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

/**
 * A weekly last day before the first day (`firstDay`): the editor says what the build would, and
 * saves nothing to `path`. The last day is then set to `lastDay`.
 */
async function refusesWeeklyBeforeStart(page: Page, path: string, firstDay: string, lastDay: string) {
  const until = page.getByRole('textbox', { name: 'Repeats every week until' });
  await until.fill(addDays(firstDay, -1));
  await page.getByRole('button', { name: 'Save' }).click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText(WEEKLY_MESSAGES.beforeStart);
  expect(await savedFile(page, path)).toBe('');
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(until).toHaveValue(addDays(firstDay, -1));
  await until.fill(lastDay);
}

/*
 * Every collection, in one session of the editor as a volunteer would have it (opening the editor
 * on a repository folder is most of the time): the projects (every icon drawn, what the build
 * refuses, a saved change, a project saved with an optional field left empty, and a picture), then
 * the notices, the volunteer needs and the stories, each listed, refused in the build's words
 * where the build would refuse it, and saved as the build accepts.
 */
test('locally, it lists every collection, draws every icon, refuses what the build would, and saves changes and a picture the build accepts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations = await cspReports(page);
  const soon = addDays(dayIn(MINISTRY_TIME_ZONE), 4);
  await openLocalRepository(page, {
    'src/content/notices/closed-for-thanksgiving.yaml': `title: Closed for Thanksgiving\ntext: The office is closed.\nshowUntil: ${soon}\n`,
    'src/content/needs/sort-donated-coats.yaml': 'title: Sort donated coats\nstillNeeded: 2\n',
    // Site facts as a hand might have left them: a time that closes before it opens.
    'src/data/site-facts.json': (await readFile('src/data/site-facts.json', 'utf8')).replace(
      '"times": []',
      '"times": [{ "what": "Food pantry", "days": ["Tuesday"], "opens": "10:00", "closes": "09:00" }]',
    ),
    'src/content/stories/supper-for-sixty.yaml':
      'title: Supper for sixty\nday: 2026-11-18\nsummary: A warm supper.\nparagraphs: [Sixty came.]\nconsent: true\n',
  });

  await test.step('every icon the editor shows is drawn as an icon, not spelled out in letters', async () => {
    /** The icons on screen now that are wider than an icon: their names, spelled out. */
    const spelledOut = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.querySelectorAll('.material-symbols-outlined')]
          .filter((icon) => (icon as HTMLElement).checkVisibility() && icon.textContent!.trim())
          .filter((icon) => icon.getBoundingClientRect().width > 1.5 * parseFloat(getComputedStyle(icon).fontSize))
          .map((icon) => icon.textContent!.trim());
      });
    const seen = () => page.locator('.material-symbols-outlined').count();
    await expect(page.getByText(/^H\.O\.P\.E\. Box \(/)).toBeVisible();
    expect(await seen()).toBeGreaterThan(5);
    expect(await spelledOut()).toEqual([]);
    // A project open in the editor: the field buttons, the lists, the picture.
    await page.getByText(/^H\.O\.P\.E\. Box \(/).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await spelledOut()).toEqual([]);
    // Back to the list, and the account menu of the top bar.
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
    await page.getByRole('button', { name: 'Show Account Menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seen()).toBeGreaterThan(10);
    expect(await spelledOut()).toEqual([]);
    await page.keyboard.press('Escape');
  });

  await test.step('it refuses what the build would, and saves a change the build accepts', async () => {
    for (const title of ['Birthday Blessing Box', 'H.O.P.E. Box', 'Manna Monday', 'Second Chance']) {
      await expect(page.getByText(new RegExp(`^${title.replaceAll('.', '\\.')} \\(`))).toBeVisible();
    }
    await page.getByText(/^H\.O\.P\.E\. Box \(/).click();
    const save = page.getByRole('button', { name: 'Save' });

    const title = page.getByRole('textbox', { name: /Project name/ });
    await title.fill('');
    await save.click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await title.fill('H.O.P.E. Box for Families');

    await page.getByRole('button', { name: /Add .?Wish list/ }).scrollIntoViewIfNeeded();
    const address = page.getByRole('textbox', { name: /Wish list address/ }).first();
    await address.scrollIntoViewIfNeeded();
    await address.fill('http://shop.example.com/hope');
    await save.click();
    await expect(
      page.getByText('Copy the full address of the list from the shop; it starts with https://'),
    ).toBeVisible();
    await expect.poll(() => savedFile(page, 'src/content/projects/hope-box.yaml')).toContain('title: H.O.P.E. Box\n');

    await address.fill('https://shop.example.com/lists/hope-gift-cards');
    await save.click();
    // What the editor saved passes the build's own rules for a project, with the change in it.
    const path = 'src/content/projects/hope-box.yaml';
    expect(await savedAsTheBuildReads(page, path, 'H.O.P.E. Box for Families', projectSchema(z.string))).toMatchObject({
      title: 'H.O.P.E. Box for Families',
      wishlist: expect.arrayContaining([
        expect.objectContaining({ url: 'https://shop.example.com/lists/hope-gift-cards' }),
      ]),
    });
  });

  await test.step('a project saved with its lines for a neighbour left empty still passes the build’s rules', async () => {
    await page.getByText(/^Manna Monday \(/).click();
    await page.getByRole('textbox', { name: /Project name/ }).fill('Manna Monday Suppers');
    await page.getByRole('button', { name: 'Save' }).click();
    const path = 'src/content/projects/manna-monday.yaml';
    const saved = await savedAsTheBuildReads(page, path, 'Manna Monday Suppers', projectSchema(z.string));
    expect([saved?.whoFor, saved?.howSoon, saved?.askBy]).toEqual([undefined, undefined, []]);
  });

  await test.step('a line for a neighbour over its length is refused in the build’s words; written within it, it is saved as the build reads it', async () => {
    await page.getByText(/^Birthday Blessing Box \(/).click();
    await page.getByRole('textbox', { name: /Project name/ }).fill('Birthday Blessing Boxes');
    const whoFor = page.getByRole('textbox', { name: new RegExp(NEIGHBOR_LINES.whoFor.label) });
    await scrolledTo(page, whoFor);
    await whoFor.fill('x'.repeat(161));
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    // (src/admin/config.test.ts shows the build says these words of the same value.)
    await expect(page.getByText(NEIGHBOR_LINES.whoFor.rule.message)).toBeVisible();
    await whoFor.fill('A family in our county with a child’s birthday coming up.');
    const bring = page.getByRole('textbox', { name: new RegExp(NEIGHBOR_LINES.bring.label) });
    await scrolledTo(page, bring);
    await bring.fill('Nothing. Just ask.');
    await save.click();
    const path = 'src/content/projects/birthday-blessing-box.yaml';
    expect(await savedAsTheBuildReads(page, path, 'Birthday Blessing Boxes', projectSchema(z.string))).toMatchObject({
      whoFor: 'A family in our county with a child’s birthday coming up.',
      bring: 'Nothing. Just ask.',
    });
  });

  await test.step('a photo picked from this computer previews, and is saved where the build expects it, with a plain name and without where it was taken', async () => {
    await page.getByText(/^H\.O\.P\.E\. Box for Families \(/).click();
    await page
      .getByRole('group', { name: /Picture/ })
      .first()
      .getByRole('button', { name: 'Replace Image' })
      .click();
    const library = page.getByRole('dialog', { name: 'Select Image' });
    // Only the site's own pictures: no address to paste, no stock-photo libraries.
    await expect(library.getByRole('listbox', { name: 'Locations' }).getByRole('group')).toHaveText([/^Your Site/]);
    await expect(library.getByText(/URL|Stock|Pexels|Pixabay|Unsplash/i)).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'IMG 1234 (1).JPG',
      mimeType: 'image/jpeg',
      // As a phone takes it: with where it was taken in its metadata.
      buffer: await sharp(await readFile('src/assets/projects/hope-box.png'))
        .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: PORCH_GPS })
        .jpeg()
        .toBuffer(),
    });
    // Listed by the name it was picked under, written as WebP when saved (src/admin/config.ts).
    await expect(library.getByRole('option', { name: 'img-1234-1.jpg' })).toBeVisible();
    await library.getByRole('button', { name: 'Insert' }).click();
    // The preview is read from the picked file (a blob: address the editor's policy allows).
    const field = page.getByRole('group', { name: /Picture/ }).first();
    await expect(field.getByRole('button', { name: 'Rename' })).toBeVisible();
    const preview = field.locator('img');
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => savedFile(page, 'src/content/projects/hope-box.yaml'), { timeout: 15_000 })
      .toContain('image: ../../assets/projects/img-1234-1.webp');
    // Written again as the editor uploads it: the picture is whole, and says nowhere it was taken.
    const saved = await savedBytes(page, 'src/assets/projects/img-1234-1.webp');
    expect((await sharp(saved).metadata()).format).toBe('webp');
    expect(await positionIn(saved)).toBeUndefined();
    expect((await sharp(saved).metadata()).exif).toBeUndefined();
  });

  await test.step('the notices: it lists them, refuses what the build would, and creates one the build accepts', async () => {
    await page.getByRole('treeitem', { name: /^Notices/ }).click();
    await expect(page.getByRole('row', { name: 'Closed for Thanksgiving' })).toBeVisible();

    const save = await newEntry(page, 'Manna Monday supper');
    await page
      .getByRole('textbox', { name: /What to tell people/ })
      .fill('A warm supper for everyone. Bring a friend.');
    const link = page.getByRole('textbox', { name: /^Link/ });
    await link.fill('/supper');
    await save.click();
    await expect(page.getByText(/A page of the site \(\/, \/contact/)).toBeVisible();
    await link.fill('/projects');
    await page.getByRole('textbox', { name: 'Event starts' }).fill(`${soon}T17:00`);
    await page.getByRole('textbox', { name: 'Event ends' }).fill('19:00');
    const path = 'src/content/notices/manna-monday-supper.yaml';
    await refusesWeeklyBeforeStart(page, path, soon, addDays(soon, 21));
    // A "show from" day after the event's weeks: it would never be seen while it mattered.
    const showFrom = page.getByRole('textbox', { name: 'Show from' });
    await showFrom.fill(addDays(soon, 30));
    await save.click();
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(SHOW_FROM_MESSAGES.afterEvent);
    expect(await savedFile(page, path)).toBe('');
    await refused.getByRole('button', { name: 'OK' }).click();
    await showFrom.fill(addDays(soon, -1));
    await save.click();
    // What the editor saved passes the build's own rules for a notice, with the event in it.
    const schema = noticeSchema(NOTICE_LINK_PAGES);
    expect(await savedAsTheBuildReads(page, path, 'Manna Monday supper', schema)).toMatchObject({
      title: 'Manna Monday supper',
      link: '/projects',
      eventStart: `${soon}T17:00`,
      eventEnd: '19:00',
      repeatsWeeklyUntil: addDays(soon, 21),
      showFrom: addDays(soon, -1),
      urgent: false,
    });
  });

  await test.step('the volunteer needs: it lists them, refuses what the build would in its words, and creates one the build accepts', async () => {
    await page.getByRole('treeitem', { name: /^Volunteers wanted/ }).click();
    await expect(page.getByRole('row', { name: /Sort donated coats/ })).toBeVisible();

    const save = await newEntry(page, 'Serve supper at Manna Monday');
    await page.getByRole('spinbutton', { name: /People still needed/ }).fill('3');
    const suits = page.getByRole('textbox', { name: /Who it suits/ });
    await suits.fill('x'.repeat(121));
    await save.click();
    // The build's own words for the same mistake (src/lib/need-rules.ts: NEED_MESSAGES).
    await expect(page.getByText(NEED_MESSAGES.suits)).toBeVisible();
    const path = 'src/content/needs/serve-supper-at-manna-monday.yaml';
    expect(await savedFile(page, path)).toBe('');
    await suits.fill('Good for teens with a parent. Bring an apron.');
    await page.getByRole('textbox', { name: 'Event starts' }).fill(`${soon}T17:00`);
    await page.getByRole('textbox', { name: 'Event ends' }).fill('19:00');
    await refusesWeeklyBeforeStart(page, path, soon, addDays(soon, 21));
    await save.click();
    // What the editor saved passes the build's own rules for a need: the count a number, not words.
    expect(await savedAsTheBuildReads(page, path, 'Serve supper at Manna Monday', needSchema)).toMatchObject({
      title: 'Serve supper at Manna Monday',
      stillNeeded: 3,
      suits: 'Good for teens with a parent. Bring an apron.',
      eventStart: `${soon}T17:00`,
      eventEnd: '19:00',
      repeatsWeeklyUntil: addDays(soon, 21),
    });
  });

  await test.step('the stories: it lists them, refuses one whose people did not agree in the build’s words, and saves it once ticked', async () => {
    await page.getByRole('treeitem', { name: /^Stories/ }).click();
    await expect(page.getByRole('row', { name: /Supper for sixty/ })).toBeVisible();

    const save = await newEntry(page, 'Forty boxes before the storm');
    await page.getByRole('textbox', { name: 'Day' }).fill('2026-11-25');
    await page.getByRole('textbox', { name: /^Summary/ }).fill('Your gifts filled forty boxes before the first snow.');
    await page.getByRole('button', { name: /Add.*Paragraph/ }).click();
    await page
      .getByRole('group', { name: /The story/ })
      .getByRole('textbox')
      .first()
      .fill('Twelve of you came to pack on Tuesday night.');
    // Who took the photo: a field written once, in src/lib/story-rules.ts (PHOTO_CREDIT), which
    // the editor refuses on the field in the words the build says of a file written by hand.
    const credit = page.getByRole('textbox', { name: new RegExp(PHOTO_CREDIT.label) });
    await credit.fill('x'.repeat(61));
    await save.click();
    // (src/admin/config.test.ts shows the build says these words of the same value.)
    await expect(page.getByText(PHOTO_CREDIT.rule.message)).toBeVisible();
    await credit.fill('Ruth Miller');
    await save.click();
    // Not ticked: the editor says what the build would, and saves nothing.
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(CONSENT_MESSAGE);
    const path = 'src/content/stories/forty-boxes-before-the-storm.yaml';
    expect(await savedFile(page, path)).toBe('');
    await refused.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('switch', { name: CONSENT_LABEL }).check();
    await save.click();
    // What the editor saved passes the build's own rules for a story.
    const schema = storySchema(z.string, z.string());
    expect(await savedAsTheBuildReads(page, path, 'Forty boxes before the storm', schema)).toMatchObject({
      title: 'Forty boxes before the storm',
      day: '2026-11-25',
      paragraphs: ['Twelve of you came to pack on Tuesday night.'],
      photoCredit: 'Ruth Miller',
      consent: true,
    });
  });

  await test.step('our year: it refuses a split of the money out that does not add up, in the build’s words, and saves one that does', async () => {
    await page.getByRole('treeitem', { name: /^Our year/ }).click();
    // With no year yet, the empty list offers "Create New Entry" beside the toolbar's "New".
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    const figure = (name: string) => page.getByRole('spinbutton', { name, exact: true });
    for (const [name, value] of [
      ['Money in', 48_200],
      ['Program', 39_100],
      ['Fundraising', 2_100],
      ['Administration', 3_400],
      ['Money out in all', 45_000],
    ] as const) {
      await scrolledTo(page, figure(name));
      await figure(name).fill(String(value));
    }
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(YEAR_MESSAGES.split(44_600, 45_000));
    const path = `src/content/years/${LAST_ENDED}.yaml`;
    expect(await savedFile(page, path)).toBe('');
    await refused.getByRole('button', { name: 'OK' }).click();
    await figure('Money out in all').fill('44600');
    await save.click();
    await expect.poll(() => savedFile(page, path), { timeout: 15_000 }).toContain('total: 44600');
    // Listed by its year, as a treasurer looks for it, once the editor is back at the list.
    await expect(page.getByText(`Year ${LAST_ENDED}`, { exact: true })).toBeVisible();
    const result = yearSchema(LAST_ENDED).safeParse(parseYaml(await savedFile(page, path)));
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({ year: LAST_ENDED, moneyIn: 48_200, moneyOut: { total: 44_600 } });
  });

  await test.step('the site facts: it refuses an opening time that closes before it opens, in the build’s words', async () => {
    await page.getByRole('treeitem', { name: /^Site facts/ }).click();
    await page.getByText('Phone, email, address and donation form').click();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeVisible();
    const email = page.getByRole('textbox', { name: /Contact email address/ });
    await email.fill('questions@sweetsurrender.example');
    await save.click();
    // The file holds a time that closes before it opens (written by hand): nothing is saved.
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(`Food pantry: ${FACT_MESSAGES.closesAfterOpens}`);
    expect(await savedFile(page, 'src/data/site-facts.json')).toContain('"closes": "09:00"');
    await refused.getByRole('button', { name: 'OK' }).click();
  });

  await test.step('the site facts: with USDA Foods ticked and no statement pasted, it refuses in the build’s words', async () => {
    const closes = page.getByRole('textbox', { name: 'Closes', exact: true });
    await scrolledTo(page, closes);
    await closes.fill('12:00');
    const usda = page.getByRole('switch', { name: /We hand out USDA Foods/ });
    await scrolledTo(page, usda);
    await usda.check();
    await page.getByRole('button', { name: 'Save' }).click();
    const refused = page.getByRole('alertdialog');
    await expect(refused).toContainText(FACT_MESSAGES.usdaStatement);
    expect(await savedFile(page, 'src/data/site-facts.json')).toContain('"closes": "09:00"');
    await refused.getByRole('button', { name: 'OK' }).click();
  });
  expect(violations).toEqual([]);
});
