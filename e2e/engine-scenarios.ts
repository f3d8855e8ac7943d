/**
 * What rests on engine features, asked of every engine: the one list. Each scenario is written
 * once, in plain code, against the small page interface of e2e/support/drivers.ts (elements found
 * by role and label where a visitor would find them, what runs in the page a function the type
 * checker reads); `engines` says which engines run it (e2e/engines.spec.ts runs the list). Nothing
 * is faked: each engine has or lacks a feature for real, and the scenario checks which before
 * relying on it.
 *
 * Chromium has invoker commands and scroll-driven animations; Firefox is Debian's ESR (invoker
 * commands, no scroll-driven animations); WebKit is WebKitGTK's MiniBrowser (scroll-driven
 * animations; invoker commands only when asked for, as Safari 26.2).
 */
import { expect, test } from '@playwright/test';
import { MESSAGES, buildTemplateParams } from '../src/lib/contact';
import type { Mailbox, Sites } from './fixtures';
import { keptWords } from '../src/lib/outbox';
import { PAGES, SITE, visibleMenu } from '../src/site';
import { OFFER_FORM_ID } from '../src/lib/needs';
import {
  STORIES_PAGE,
  VOLUNTEER_PAGE,
  needCalendarPath,
  needCantComePath,
  needPath,
  storyPath,
} from '../src/lib/paths';
import { SITE_SCRIPTS, type EnginePage, type Open, type Session, type Target } from './support/drivers';
import { keptPhoto, phonePhoto, UPRIGHT } from './support/phone-photo';
import { PHOTO_MAX_WIDTH, editorConfig } from '../src/admin/config';
import { NEIGHBOR_LINES } from '../src/lib/project-rules';
import { YEAR_MESSAGES } from '../src/lib/year-rules';
import { FIELDS, SEND, SENT_BEFORE, expectFailedSend, field } from './support/contact-form';
import { DIALOGS as SITE_DIALOGS, FLYER_ADDRESSES, contactMessage, type ContactValues } from './support/site';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Scenario {
  name: string;
  engines: Engine[];
  /** Chromium's run needs the full browser (the back/forward cache), not the headless shell. */
  fullChromium?: true;
  open?: Open;
  /** Console messages this scenario causes on purpose (read where the engine tells them). */
  console?: RegExp;
  run(context: {
    session: Session;
    page: EnginePage;
    mailbox: Pick<Mailbox, 'messagesWith'>;
    sites: Sites;
  }): Promise<void>;
}

/** The two dialogs (e2e/support/site.ts), with their buttons by CSS: each names its dialog by `commandfor`. */
const DIALOGS = SITE_DIALOGS.map(({ path, id, text }) => ({
  path,
  id,
  text,
  opener: `button[commandfor="${id}"][command="show-modal"]`,
}));
const MENU_TOGGLE: Target = { role: 'button', name: 'Menu' };
const STATUS = '.contact-form [role="status"]';
const THANKS = '.contact-form__thanks';

/** What the engine has, as the page's own checks see it. */
const features = (page: EnginePage) =>
  page.run(() => ({
    popover: 'popover' in HTMLElement.prototype,
    invokers: 'command' in HTMLButtonElement.prototype,
    scrollTimeline: CSS.supports('animation-timeline: scroll()'),
  }));
/** Waits until the header's island has hydrated `count` times (0 or 1): true once it has. */
const headerIslands = (page: EnginePage, count: number) =>
  page.until((count) => document.querySelectorAll('[data-hydrated="SiteHeader"]').length === count, count);
const hydratedCount = (page: EnginePage) => page.run(() => document.querySelectorAll('[data-hydrated]').length);
/** Whether the focus is on the element `css` finds, or inside it. */
const focusIn = (page: EnginePage, css: string) =>
  page.run((css) => document.querySelector(css)?.contains(document.activeElement) ?? false, css);

/**
 * Opens the dialog with its button and shuts it with Close; then from the keyboard, where Close
 * and Escape shut it and Tab stays inside the modal dialog. Focus goes back to the button each time.
 */
async function opensAndCloses(page: EnginePage, { opener, id, text }: (typeof DIALOGS)[number]) {
  const open = (yes: boolean) =>
    page.until((id, yes) => (document.getElementById(id) as HTMLDialogElement).open === yes, id, yes);
  const focusBack = () => page.run((css) => document.activeElement === document.querySelector(css), opener);
  // Inside the dialog, or out in the browser's own toolbar (the page itself is inert).
  const focusInside = () =>
    page.run(
      (id) => document.activeElement === document.body || document.getElementById(id)!.contains(document.activeElement),
      id,
    );
  expect(await open(false)).toBe(true);
  await page.click(opener);
  expect(await open(true)).toBe(true);
  expect(await page.text(`#${id}`)).toContain(text);
  expect(await focusIn(page, `#${id}`)).toBe(true);
  await page.click(`#${id} .dialog__close`);
  expect(await open(false)).toBe(true);
  expect(await focusBack()).toBe(true);
  // Space opens it too, with focus inside; Close from the keyboard shuts it.
  await page.press('Space');
  expect(await open(true)).toBe(true);
  expect(await focusIn(page, `#${id}`)).toBe(true);
  await page.run((id) => document.querySelector<HTMLElement>(`#${id} .dialog__close`)!.focus(), id);
  await page.press('Enter');
  expect(await open(false)).toBe(true);
  expect(await focusBack()).toBe(true);
  // Tab stays inside (last: Firefox's Tab may leave for its toolbar, and keys then go there), and Escape.
  await page.press('Enter');
  expect(await open(true)).toBe(true);
  for (let tab = 0; tab < 3; tab++) {
    await page.press('Tab');
    expect(await focusInside()).toBe(true);
  }
  await page.press('Escape');
  expect(await open(false)).toBe(true);
  expect(await focusBack()).toBe(true);
}

async function fill(page: EnginePage, values: Partial<ContactValues>) {
  for (const name of FIELDS.filter((name) => values[name] !== undefined)) {
    await page.click(field(name));
    await page.type(field(name), values[name]!);
  }
}

async function formKeeps(page: EnginePage, values: ContactValues) {
  for (const name of FIELDS) expect(await page.value(field(name)), name).toBe(values[name]);
}

/** A flyer's address to type, line by line as the engine broke it (each character's place read). */
const addressLines = (page: EnginePage) =>
  page.run(() => {
    const lines: string[] = [];
    let top: number | undefined;
    const walker = document.createTreeWalker(document.querySelector('.flyer__address')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let at = 0; at < node.length; at++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        if (top === undefined || box.top > top + box.height / 2) {
          lines.push('');
          top = box.top;
        }
        lines[lines.length - 1] += node.data.charAt(at);
      }
    }
    return lines;
  });

/** A flyer's tear-off strips whose letters are not turned sideways, or whose words do not fit them. */
const stripsNotWhole = (page: EnginePage) =>
  page.run(() =>
    [...document.querySelectorAll('.flyer__strips > li')]
      .filter(
        (strip) =>
          getComputedStyle(strip).textOrientation !== 'sideways' ||
          [strip, ...strip.children].some(
            (box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
          ),
      )
      .map((strip) => strip.textContent!.trim()),
  );

/** The contact form's banner, once it says something. */
const bannerText = (page: EnginePage) => page.until((css) => document.querySelector(css)?.textContent, STATUS);

/** What each engine says when every script of the site fails to load. */
const SCRIPTS_FAILING =
  /Loading failed for the module|error loading dynamically imported module|Error hydrating|ERR_EMPTY_RESPONSE/;

/** A mark to find a message by in the mailbox: short, as it is typed a key at a time. */
const token = (what: string) => `${what}-${Date.now().toString(36)}`;

/** Whether an island has hydrated, and with which build's script (the `next` test site marks its own). */
const hydratedWith = (page: EnginePage, island: string, build: 'first' | 'next') =>
  page.until(
    (island, build) => {
      const root = document.querySelector(`[data-hydrated="${island}"]`);
      return !!root && (root.getAttribute('data-build') === 'next') === (build === 'next');
    },
    island,
    build,
  );

/** Presses Send on a filled form: the thanks shows, and the message with `mark` reaches the mailbox once. */
async function sendsOnce(page: EnginePage, mailbox: Pick<Mailbox, 'messagesWith'>, mark: string) {
  await page.click(SEND);
  expect(await bannerText(page)).toBe(MESSAGES.sent);
  expect(await mailbox.messagesWith(mark)).toHaveLength(1);
}

/** Whether the worker controls the page yet. */
const controlled = (page: EnginePage) => page.until(() => !!navigator.serviceWorker.controller);

/** What an engine says of a script the host no longer has. */
const SCRIPT_GONE =
  /Failed to load resource|status of 404|disallowed MIME type|Loading failed for the module|error loading dynamically imported module/;

/**
 * Where a need's "Offer to help" link on the page of needs leads, which must be the form on the
 * need's page: followed by going there (a link's own navigation is the engine's, and WebKit's
 * driver, asked about a page while it loads with scripts off, fails where it could wait).
 */
async function offerLinkOf(page: EnginePage, id: string) {
  const href = await page.attribute(`#need-${id} .need__offer a`, 'href');
  expect(href).toBe(`${needPath(id)}#${OFFER_FORM_ID}`);
  return href!;
}

/**
 * On a phone, with the page's scripts failing, the menu opens natively: from the keyboard (Enter
 * opens it, Tab goes into it, Escape closes it and focus goes back) and by touch, and a link in it
 * leads on.
 */
async function menuOpensNatively(page: EnginePage) {
  await page.go('/');
  expect((await features(page)).popover).toBe(true);
  const open = (yes: boolean) =>
    page.until((yes) => document.querySelector('#site-nav')!.matches(':popover-open') === yes, yes);
  await page.run(() => document.querySelector<HTMLElement>('.menu-toggle')!.focus());
  await page.press('Enter');
  expect(await open(true)).toBe(true);
  await page.press('Tab');
  expect(await focusIn(page, '#site-nav')).toBe(true);
  await page.press('Escape');
  expect(await open(false)).toBe(true);
  expect(await focusIn(page, '.menu-toggle')).toBe(true);
  // By touch or mouse: the toggle opens it, and a link in it leads on.
  await page.click(MENU_TOGGLE);
  expect(await open(true)).toBe(true);
  await page.click('#site-nav a[href="/contact"]');
  expect(await page.until(() => location.pathname === '/contact')).toBe(true);
  expect(await hydratedCount(page)).toBe(0);
}

/** The editor's page (/admin/ itself needs the host's trailing-slash rule; the page's own file does not). */
const ADMIN = '/admin/index.html';
/** The editor's WebP encoder, which it loads only where the browser cannot write WebP itself. */
const WEBP_ENCODER = /\/admin\/libraries\/@jsquash\/webp@[\d.]+\/encode\.js/;

/**
 * A volunteer adds a phone's 12-megapixel photo, taken with the phone turned, in the editor of the
 * `events` site (which saves to Sveltia's test repository in the browser: tooling/test-content.mjs),
 * as on the editor's Assets page. Resolves with what the editor saved, read back from the
 * editor's own page for that file, and whether the browser wrote the WebP itself.
 */
async function addPhonePhoto(page: EnginePage, session: Session, origin: string) {
  const photo = await phonePhoto();
  await page.go(`${origin}${ADMIN}`);
  // Its page is drawn at once, with a stand-in ("Loading Sveltia UI") until its fonts have come,
  // and then drawn again. A click on the button before then was lost with the page it was on,
  // and WebKit's driver at times refused a click on it as "not interactable" even after (once in
  // twenty runs; its layout of the button is its own affair, not the site's). So once the fonts
  // are in and the stand-in gone, the volunteer's keyboard presses it, as a tap would.
  expect(
    await page.until(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Test Repository'));
      if (document.fonts.status !== 'loaded' || document.querySelector('.font-loader') || !button) return false;
      button.focus();
      return document.activeElement === button;
    }),
  ).toBe(true);
  await page.press('Enter');
  expect(await page.until(() => document.querySelectorAll('[role="treeitem"]').length >= 5)).toBe(true);
  // Within the editor as its own links go, by the address's fragment (WebKit's driver would load
  // the page anew for a fragment, and the test repository kept in memory with it).
  const within = (route: string) => page.run((route) => void (location.hash = route), route);
  await within('#/assets');
  // Its list of files, empty in a new test repository, is in place once it says so.
  expect(await page.until(() => document.body.textContent!.includes('has no assets yet'))).toBe(true);
  await page.upload('input[type="file"]', photo);
  // Before it saves, the editor says what it made of the photo.
  const confirm = '[role="alertdialog"]';
  const said = await page.until((css) => {
    const text = document.querySelector(css)?.textContent ?? '';
    return text.includes('converted from') && text.replace(/\s+/g, ' ');
  }, confirm);
  expect(said).toMatch(/img_1234\.webp ?WebP image · \S+ [KM]B \(converted from \S*JPEG image\S*\)/);
  await page.click({ role: 'button', name: 'Upload', within: confirm });
  expect(await page.until(() => document.body.textContent!.includes('Asset saved.'))).toBe(true);
  const folder = editorConfig().media_folder;
  await within(`#/assets/${folder}/img_1234.webp`);
  // The editor's page for the file shows it whole, beside smaller previews: read the widest.
  expect(
    await page.until(
      (width) =>
        [...document.querySelectorAll('img')].some((img) => img.src.startsWith('blob:') && img.naturalWidth === width),
      PHOTO_MAX_WIDTH,
    ),
  ).toBe(true);
  const base64 = await page.run(async (width) => {
    const img = [...document.querySelectorAll('img')].find(
      (img) => img.src.startsWith('blob:') && img.naturalWidth === width,
    )!;
    const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());
    let text = '';
    for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
    return btoa(text);
  }, PHOTO_MAX_WIDTH);
  const saved = Buffer.from(base64, 'base64');
  // Where the browser has a file system for the test repository (not WebKitGTK under
  // automation), the saved file is there, and the editor's page for it showed those bytes.
  const onDisk = await page.run(async (path) => {
    if (!navigator.storage?.getDirectory) return 'no file system';
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test');
    const parts = path.split('/');
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
    return (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).size;
  }, `${folder}/img_1234.webp`);
  const nativeWebp = await page.run(async () => {
    const canvas = new OffscreenCanvas(1, 1);
    canvas.getContext('2d');
    return (await canvas.convertToBlob({ type: 'image/webp' })).type === 'image/webp';
  });
  return {
    kept: await keptPhoto(saved),
    onDisk,
    savedBytes: saved.length,
    nativeWebp,
    encoderLoaded: session.requested.some((url) => WEBP_ENCODER.test(url)),
  };
}

/**
 * In the editor the photo scenario signed in to, a new entry of `collection` with each field (by
 * its label's words) typed in, then Save: resolves once the editor says `message`, which the build
 * says of the same file (src/admin/config.test.ts, src/lib/years.test.ts). Run in each engine a
 * volunteer's phone may have, in the session the photo opened.
 */
async function editorRefuses(page: EnginePage, collection: string, fields: [string, string][], message: string) {
  await page.run((route) => void (location.hash = route), `#/collections/${collection}/new`);
  for (const [index, [label]] of fields.entries()) {
    // The field, by the words of its label, whichever way the editor ties the two.
    const found = await page.until(
      (label, mark) => {
        const field = [...document.querySelectorAll('input, textarea')].find((element) => {
          const ids = (element.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
          const words = [
            ...ids.map((id) => document.getElementById(id)?.textContent ?? ''),
            ...[...((element as HTMLInputElement).labels ?? [])].map((l) => l.textContent ?? ''),
          ].map((text) => text.replace(/\s+/g, ' ').trim());
          return words.includes(label);
        });
        field?.scrollIntoView();
        field?.setAttribute('data-scenario-field', mark);
        return Boolean(field);
      },
      label,
      String(index),
    );
    expect(found, label).toBe(true);
  }
  for (const [index, [, value]] of fields.entries()) {
    const target = `[data-scenario-field="${index}"]`;
    // A number field shows its default: cleared first, as a volunteer's thumb would.
    await page.run((css) => {
      const field = document.querySelector<HTMLInputElement>(css)!;
      field.select();
    }, target);
    await page.type(target, value);
  }
  // Its Save, by its words: pressed as a volunteer's tap would.
  expect(
    await page.run(() => {
      const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Save');
      save?.click();
      return Boolean(save);
    }),
  ).toBe(true);
  expect(await page.until((message) => document.body.textContent!.includes(message), message)).toBe(true);
}

/** A new project's "Who it is for" over its length, and a year whose money out does not add up: both refused. */
async function refusesWhatTheBuildWould(page: EnginePage) {
  const { label, rule } = NEIGHBOR_LINES.whoFor;
  await editorRefuses(page, 'projects', [[label, 'x'.repeat(161)]], rule.message);
  await editorRefuses(
    page,
    'years',
    [
      ['Money in', '48200'],
      ['Program', '39100'],
      ['Fundraising', '2100'],
      ['Administration', '3400'],
      ['Money out in all', '45000'],
    ],
    YEAR_MESSAGES.split(44_600, 45_000),
  );
}

/** What every engine must have kept of the phone's photo: WebP, within the cap and the size limit, upright, no metadata. */
function expectKeptForTheSite(kept: Awaited<ReturnType<typeof keptPhoto>>) {
  // In the report: what each engine made of the photo.
  test.info().annotations.push({ type: 'photo kept', description: JSON.stringify(kept) });
  expect(kept).toMatchObject({
    format: 'webp',
    width: PHOTO_MAX_WIDTH,
    // The canvas it is drawn on takes whole pixels.
    height: Math.floor((PHOTO_MAX_WIDTH * UPRIGHT.height) / UPRIGHT.width),
    upright: true,
    exif: 0,
    position: undefined,
  });
  // Under a megabyte on a rural signal (a tenth of the editor's limit), from a photo of about 3 MB.
  expect(kept.bytes).toBeLessThan(1024 * 1024);
}

export const SCENARIOS: Scenario[] = [
  // Everything asked of a page with scripts off, in one session (a phone's screen serves them all).
  {
    name: 'with scripts off, on a phone: the menu opens, every page, flyer and story reads, the dialogs’ text is in place, the contact and need pages offer email and the phone, and the stories’ sign-up posts the address',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { phone: true, javascript: false },
    run: async ({ page, sites, mailbox }) => {
      await page.go('/');
      expect(await page.shown({ role: 'navigation', name: 'Main' })).toBe(false);
      await page.click(MENU_TOGGLE);
      expect(await page.shown('#site-nav a[href="/legal"]')).toBe(true);
      for (const { path, heading } of PAGES.filter((entry) => entry.indexed)) {
        await page.go(path);
        expect(await page.text('h1')).toBe(heading);
        // Nothing in the page is left waiting for a script to fill it in: it reads to its end.
        expect((await page.text('main')).length).toBeGreaterThan(20);
        expect(
          await page.run(() => [...document.querySelectorAll('main section h2')].every((h) => h.checkVisibility())),
        ).toBe(true);
        for (const { url } of visibleMenu()) expect(await page.shown(`footer a[href="${url}"]`)).toBe(true);
      }
      // Each flyer, whole: its code, its number and its strips are in the page, not made by a script.
      for (const path of FLYER_ADDRESSES) {
        await page.go(path);
        expect(await page.text('h1')).not.toBe('');
        expect(await page.shown('main svg.qr'), path).toBe(true);
        expect(await page.text('.flyer__phone')).toBe(SITE.phone.display);
        expect(await page.run(() => document.querySelectorAll('.flyer__strips > li').length)).toBeGreaterThanOrEqual(6);
        // Each strip turns its letters sideways (text-orientation, in each engine, not only in
        // Chromium's print check) and its words fit it, nothing running past or cut off.
        expect(await stripsNotWhole(page), path).toEqual([]);
        // Where the address to type is wider than a phone's line, it breaks after a slash, never
        // inside a word: Chromium broke "project|s" before the <wbr>; Firefox breaks after a slash
        // of itself; WebKit's phone here fits each address on one line.
        const lines = await addressLines(page);
        expect(
          lines.slice(0, -1).filter((line) => !line.endsWith('/')),
          `${path}: ${lines.join(' | ')}`,
        ).toEqual([]);
      }
      // The dialogs' words are in the page, and their buttons, which need a script, are gone.
      for (const { path, opener, id, text } of DIALOGS) {
        await page.go(path);
        expect(await page.shown(opener)).toBe(false);
        expect(await page.shown(`#${id} p`)).toBe(true);
        expect(await page.text(`#${id}`)).toContain(text);
      }
      // The contact page offers the email address instead of a form that cannot send.
      await page.go('/contact');
      expect(await page.shown('.contact-form')).toBe(false);
      expect(await page.shown('.no-js-only')).toBe(true);
      expect(await page.text('.no-js-only')).toContain(SITE.email);
      expect(await page.shown('#TextOrCall + p a[href^="tel:"]')).toBe(true);
      // A volunteer need's page says what, when, where and how many, and offers the offer by
      // email and the phone.
      const origin = await sites.events();
      await page.go(`${origin}${VOLUNTEER_PAGE}`);
      expect(await page.text('#need-pack-boxes')).toContain('1 more person needed');
      await page.go(`${origin}${await offerLinkOf(page, 'pack-boxes')}`);
      expect(await page.text('h1')).toBe('Pack Birthday Blessing Boxes');
      expect(await page.text('.need-facts')).toContain('Alum Bank fire hall');
      // A form that cannot send is not offered; the same words go by email, or the visitor calls.
      expect(await page.shown('.contact-form')).toBe(false);
      expect(await page.shown('#offer .no-js-only a[href^="mailto:"]')).toBe(true);
      expect(await page.attribute('#offer .no-js-only a', 'href')).toContain(
        encodeURIComponent('I can help with Pack Birthday Blessing Boxes on '),
      );
      expect(await page.shown('#offer a[href^="tel:"]')).toBe(true);
      // A volunteer who cannot come after all finds the same: the words written, by email, or the phone.
      const cantCome = await page.attribute('.need-page__more a[href$="/cant-come"]', 'href');
      expect(cantCome).toBe(needCantComePath('pack-boxes'));
      await page.go(`${origin}${cantCome}`);
      expect(await page.shown('.contact-form')).toBe(false);
      expect(await page.attribute('#cant-come .no-js-only a', 'href')).toContain(
        encodeURIComponent('I offered to help with Pack Birthday Blessing Boxes on '),
      );
      expect(await page.shown('#cant-come a[href^="tel:"]')).toBe(true);
      // A story reads whole: its title, photo, words, project and the way to give.
      await page.go(`${origin}${storyPath('boxes-before-the-storm')}`);
      expect(await page.text('h1')).toBe('Forty boxes before the storm');
      expect(await page.shown('main img[alt^="Boxes packed with soap"]')).toBe(true);
      expect(await page.text('main')).toContain('By nine o’clock there were forty boxes by the door.');
      expect(await page.shown({ role: 'link', name: 'H.O.P.E. Box' })).toBe(true);
      const give: Target = { role: 'link', name: 'Give, so there are more stories like this one' };
      expect(await page.attribute(give, 'href')).toBe('/donate');
      // New stories by email, with no script: the form posts the address straight to the email
      // service (here the worker's mailbox, where the test site's sign-up address is answered).
      await page.go(`${origin}${STORIES_PAGE}`);
      const reader = `${token('reader')}@example.org`;
      await page.type('#stories-sign-up-email', reader);
      // Enter in the field sends the form, as its button does (a phone's keyboard has a Go key for it).
      await page.press('Enter');
      await expect.poll(async () => (await mailbox.messagesWith(reader)).length).toBe(1);
    },
  },
  // The menu, then each dialog in turn, in one session: what a scenario proves of one dialog
  // it proves of the other.
  {
    name: 'with every script failing to load, on a phone, the menu opens natively and a link in it leads on, and each dialog opens and closes through invoker commands',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { phone: true, invokers: true, noScripts: true },
    console: SCRIPTS_FAILING,
    run: async ({ page, session }) => {
      await menuOpensNatively(page);
      for (const dialog of DIALOGS) {
        // A page of its own: Firefox's Tab may have left the last one for its toolbar.
        await session.reopen();
        await page.go(dialog.path);
        expect((await features(page)).invokers).toBe(true);
        await opensAndCloses(page, dialog);
        expect(await hydratedCount(page)).toBe(0);
      }
    },
  },
  {
    name: 'with every script failing to load and no invoker commands, on a phone, the menu opens natively, and each dialog opens and closes: the directive inline in the page stands in',
    engines: ['webkit'],
    open: { phone: true, invokers: false, noScripts: true },
    run: async ({ page }) => {
      await menuOpensNatively(page);
      for (const dialog of DIALOGS) {
        await page.go(dialog.path);
        expect((await features(page)).invokers).toBe(false);
        await opensAndCloses(page, dialog);
        expect(await hydratedCount(page)).toBe(0);
      }
    },
  },
  // Scripts are held until the session's one release: a dialog a session.
  ...DIALOGS.map((dialog): Scenario => ({
    name: `the dialog on ${dialog.path}, without invoker commands, loads no script until a visitor reaches for it, opens at once, and works the same once hydrated`,
    engines: ['webkit'],
    open: { invokers: false, holdScripts: true },
    run: async ({ page, session }) => {
      await page.go(dialog.path);
      expect((await features(page)).invokers).toBe(false);
      // Past the page's first idle moment (when an island that hydrates at idle would ask for its
      // script) and one more trip through the network after it: still no script asked for.
      expect(
        await page.until(() => {
          const probe = window as unknown as { probe?: string };
          if (!probe.probe) {
            probe.probe = 'waiting';
            // The page's own stand-in where the engine has no idle callback, as the site's directive has.
            // eslint-disable-next-line no-restricted-globals
            const idle = window.requestIdleCallback ?? ((next: () => void) => setTimeout(next, 400));
            idle(() => void fetch('/robots.txt', { cache: 'no-store' }).then(() => (probe.probe = 'done')));
          }
          return document.readyState === 'complete' && probe.probe === 'done';
        }),
      ).toBe(true);
      const scripts = () => session.requested.filter((address) => SITE_SCRIPTS.test(address));
      expect(scripts()).toEqual([]);
      // A tap while the island's script is on its way (held) opens and closes the dialog.
      await opensAndCloses(page, dialog);
      expect(scripts().length).toBeGreaterThan(0);
      expect(await hydratedCount(page)).toBe(0);
      // Once the script has come, the island's own handlers do the same.
      session.release();
      expect(
        await page.until(
          (css) => document.querySelector<HTMLElement>(css)?.dataset.hydrated === 'Dialog',
          dialog.opener,
        ),
      ).toBe(true);
      await opensAndCloses(page, dialog);
    },
  })),
  {
    name: 'the header shows the text logo at once on a page opened already scrolled, and on a page opened at its top the full logo, the text logo from 1 px of scroll, and back',
    engines: ['chromium', 'firefox', 'webkit'],
    run: async ({ page }) => {
      const logo = (variant: string) => `header a.site-logo--${variant}`;
      // Seen, not only laid out: with scroll-driven animations the text logo is always
      // `display: flex`, hidden by its animation's `visibility` at the top of the page.
      const showing = (variant: string) =>
        page.until((css) => {
          const style = getComputedStyle(document.querySelector(css)!);
          return style.display !== 'none' && style.visibility !== 'hidden';
        }, logo(variant));
      await page.go('/legal#Security');
      expect(await showing('text')).toBe(true);
      expect(await page.shown(logo('full'))).toBe(false);
      const { scrollTimeline } = await features(page);
      expect(await headerIslands(page, scrollTimeline ? 0 : 1)).toBe(true);
      // The same page at its top: a new document, not a move within this one.
      await page.go('/legal');
      expect(await page.shown(logo('full'))).toBe(true);
      expect(await page.shown(logo('text'))).toBe(false);
      expect(await page.shown(logo('icon'))).toBe(false);
      // A shadow under the header from the first pixel of scroll (a scroll-linked animation at
      // its start reports a transparent zero shadow rather than none: both mean no shadow).
      const shadowed = (yes: boolean) =>
        page.until((yes) => {
          const shadow = getComputedStyle(document.querySelector('header')!).boxShadow;
          return (shadow !== 'none' && !/^rgba\(0, 0, 0, 0\) 0px 0px 0px 0px$/.test(shadow)) === yes;
        }, yes);
      expect(await shadowed(false)).toBe(true);
      await page.run(() => window.scrollTo({ top: 1, behavior: 'instant' }));
      await showing('text');
      expect(await page.shown(logo('full'))).toBe(false);
      expect(await page.shown(logo('icon'))).toBe(false);
      expect(await shadowed(true)).toBe(true);
      await page.run(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await showing('full');
      expect(await page.shown(logo('text'))).toBe(false);
      expect(await shadowed(false)).toBe(true);
      // With scroll-driven animations (WebKit) CSS alone does it and no script comes; without
      // them (Firefox ESR) the header's island does, hydrated by the first scroll.
      expect(await headerIslands(page, scrollTimeline ? 0 : 1)).toBe(true);
    },
  },
  {
    name: 'a draft is back when the page is opened again, and the form sends it to the mailbox, once, and thanks the visitor',
    engines: ['chromium', 'firefox', 'webkit'],
    run: async ({ page, mailbox }) => {
      const mark = token('sent');
      const values = contactMessage(mark);
      await page.go('/contact');
      await fill(page, values);
      await page.go('/legal');
      await page.go('/contact');
      await page.until(() => !!document.querySelector('[data-hydrated="ContactForm"]'));
      await formKeeps(page, values);
      await page.click(SEND);
      expect(await bannerText(page)).toBe(MESSAGES.sent);
      expect(await page.attribute(STATUS, 'class')).toMatch(/banner--good/);
      // The thanks takes the form's place, and the focus.
      expect(await page.until((css) => document.activeElement?.matches(css), THANKS)).toBe(true);
      expect(await page.text(THANKS)).toBe(MESSAGES.thanks);
      expect(await page.run(() => document.querySelector('.contact-form form') === null)).toBe(true);
      // Through the real EmailJS library: exactly the template's variables, from exactly what was typed.
      const [received, ...more] = await mailbox.messagesWith(mark);
      expect(more).toHaveLength(0);
      expect(received).toMatchObject({
        lib_version: '4.3.3',
        service_id: 'service_local',
        template_id: 'template_local',
        user_id: 'local_public_key',
      });
      expect(received!.template_params).toEqual(buildTemplateParams(values, SITE.shortName));
      expect(received!.template_params.emialPrayers).toBe(JSON.stringify(values.Prayers));
    },
  },
  {
    name: 'a Send pressed before the form’s script has arrived says it is getting ready, then sends, once',
    engines: ['chromium', 'webkit'],
    open: { holdScripts: true },
    run: async ({ page, session, mailbox }) => {
      const mark = token('early');
      await page.go('/contact');
      await fill(page, contactMessage(mark));
      await page.click(SEND);
      expect(await page.shown('.contact-form__held')).toBe(true);
      expect(await page.run(() => location.pathname + location.search)).toBe('/contact');
      expect(await mailbox.messagesWith(mark)).toHaveLength(0);
      session.release();
      expect(await bannerText(page)).toBe(MESSAGES.sent);
      expect(await mailbox.messagesWith(mark)).toHaveLength(1);
    },
  },
  {
    name: 'a refused send says "An error has occured", keeps every word, and offers another try and the phone',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { mailStatus: 500 },
    console: /An error has occured|status of 500|Failed to load resource/,
    run: async ({ page }) => {
      const values = contactMessage(token('refused'));
      await page.go('/contact');
      await fill(page, values);
      await page.click(SEND);
      expect(await bannerText(page)).toBe('An error has occured');
      expect(await page.attribute(STATUS, 'class')).toMatch(/banner--bad/);
      // Send is back, with the focus, for another try; no thanks was said.
      expect(await page.until(() => document.activeElement?.matches('.contact-form button[type="submit"]'))).toBe(true);
      expect(await page.run((css) => document.querySelector(css) === null, THANKS)).toBe(true);
      await expectFailedSend(page, values, { retry: true });
    },
  },
  {
    name: 'after one visit, every page, every flyer and the project pictures open from the kept copy with no signal',
    engines: ['chromium', 'firefox'],
    open: { serviceWorkers: true },
    console: /NetworkError|Failed to fetch|net::|Connection refused|proxy/i,
    run: async ({ page, session }) => {
      await page.go('/');
      await controlled(page);
      session.signal(false);
      const asked = (before: number) => session.requested.slice(before).map((address) => new URL(address).pathname);
      for (const { path, heading } of PAGES.filter((entry) => entry.indexed)) {
        const before = session.requested.length;
        await page.go(path);
        expect(await page.text('h1')).toBe(heading);
        // The worker did ask the network for the page, and was refused.
        expect(asked(before)).toContain(path);
      }
      // A volunteer can print a flyer at the church with no signal, once the site has been opened.
      for (const path of FLYER_ADDRESSES) {
        const before = session.requested.length;
        await page.go(path);
        expect(await page.shown('main svg.qr'), path).toBe(true);
        expect(asked(before)).toContain(path);
      }
      // Every picture of /projects, each brought into view (they load as they come near).
      await page.go('/projects');
      const pictures = await page.run(() => document.querySelectorAll('main img').length);
      expect(pictures).toBeGreaterThan(0);
      for (let picture = 0; picture < pictures; picture++) {
        await page.run(
          (n) => document.querySelectorAll('main img')[n]!.scrollIntoView({ block: 'center', behavior: 'instant' }),
          picture,
        );
        expect(
          await page.until((n) => {
            const img = document.querySelectorAll('main img')[n] as HTMLImageElement;
            return img.complete && img.naturalWidth > 0;
          }, picture),
        ).toBe(true);
      }
    },
  },
  {
    name: 'a message kept with no signal goes, once, when the site is opened again after the page was closed',
    engines: ['firefox', 'webkit'],
    open: { serviceWorkers: true },
    console: /CORS request did not succeed|NetworkError|Failed to fetch/,
    run: async ({ page, session, mailbox }) => {
      const mark = token('kept');
      await page.go('/contact');
      await controlled(page);
      await fill(page, contactMessage(mark));
      session.signal(false);
      await page.click(SEND);
      // No Background Sync in these engines (Chromium's is e2e/outbox.spec.ts): the visitor is asked to come back.
      expect(await page.until(() => document.querySelector('.contact-form__kept')?.textContent)).toBe(keptWords(false));
      await session.reopen();
      session.signal(true);
      expect(await mailbox.messagesWith(mark)).toHaveLength(0);
      // Any page of the site: the worker starts on its navigation and sends what was kept.
      await page.go('/');
      await expect.poll(async () => (await mailbox.messagesWith(mark)).length).toBe(1);
      await page.go('/contact');
      expect(await bannerText(page)).toMatch(SENT_BEFORE);
      await page.go('/donate');
      expect(await mailbox.messagesWith(mark)).toHaveLength(1);
    },
  },
  {
    name: 'a page opened before a new build went live still finds its own scripts on the host: every island hydrates, and the form sends',
    engines: ['chromium', 'firefox', 'webkit'],
    run: async ({ page, mailbox, sites }) => {
      const mark = token('deployed');
      const values = contactMessage(mark);
      let host = await sites.deployHost();
      await page.go(`${host.origin}/contact`);
      // The new version goes live while the visitor reads: no script of the page has loaded yet.
      await host.deploy();
      await page.run(() => document.querySelector<HTMLElement>('header a')!.focus());
      expect(await hydratedWith(page, 'SiteHeader', 'first')).toBe(true);
      await fill(page, values);
      expect(await hydratedWith(page, 'ContactForm', 'first')).toBe(true);
      await sendsOnce(page, mailbox, mark);
      // A page opened now is the new build's.
      await page.go(`${host.origin}/contact`);
      await page.click(field('FirstName'));
      expect(await hydratedWith(page, 'ContactForm', 'next')).toBe(true);
      // The third island, the dialogs, on a page of the first build, the host put back.
      const dialog = DIALOGS.find(({ path }) => path === '/donate')!;
      host = await sites.deployHost();
      await page.go(`${host.origin}${dialog.path}`);
      await host.deploy();
      await page.click(dialog.opener);
      expect(await hydratedWith(page, 'Dialog', 'first')).toBe(true);
      expect(await page.text(`#${dialog.id}`)).toContain(dialog.text);
    },
  },
  {
    name: 'a returning visitor: the new worker takes over, and the page still open from the build before loads its scripts from it',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { serviceWorkers: true, smallCache: true },
    run: async ({ page, mailbox, sites }) => {
      const mark = token('worker-update');
      const host = await sites.deployHost();
      await page.go(`${host.origin}/contact`);
      await controlled(page);
      await page.run(() => {
        const taken = window as unknown as { controlledByTheNext: boolean };
        taken.controlledByTheNext = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => (taken.controlledByTheNext = true));
      });
      // Neither the host nor the browser's cache has the first build's scripts: only the worker can.
      await host.deploy({ carried: false });
      // The browser looks for a new worker, as it does when another page of the site opens.
      await page.run(
        () => void navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      expect(await page.until(() => (window as unknown as { controlledByTheNext: boolean }).controlledByTheNext)).toBe(
        true,
      );
      await fill(page, contactMessage(mark));
      expect(await hydratedWith(page, 'ContactForm', 'first')).toBe(true);
      await sendsOnce(page, mailbox, mark);
    },
  },
  {
    // Firefox restores the page too, but Playwright over WebDriver BiDi then acts on it no more (a
    // click waits until its step's limit), so it is not asked here.
    name: 'a page of the build before, back from the back/forward cache after the deploy, finds its scripts and sends',
    engines: ['chromium', 'webkit'],
    fullChromium: true,
    run: async ({ page, mailbox, sites }) => {
      const mark = token('back');
      const host = await sites.deployHost();
      await page.go(`${host.origin}/contact`);
      await page.run(() => void Object.assign(window, { openedBeforeTheDeploy: true }));
      await page.go(`${host.origin}/legal`);
      await host.deploy();
      await page.back();
      // The very page that was left, restored, not loaded again from the new build.
      expect(
        await page.until(
          () =>
            (window as unknown as { openedBeforeTheDeploy?: boolean }).openedBeforeTheDeploy === true &&
            location.pathname === '/contact',
        ),
      ).toBe(true);
      await fill(page, contactMessage(mark));
      expect(await hydratedWith(page, 'ContactForm', 'first')).toBe(true);
      await sendsOnce(page, mailbox, mark);
    },
  },
  {
    name: 'a page whose scripts the host dropped anyway says so, keeps every word, and sends once reloaded',
    engines: ['chromium', 'firefox', 'webkit'],
    console: SCRIPT_GONE,
    run: async ({ page, mailbox, sites }) => {
      const mark = token('dropped');
      const values = contactMessage(mark);
      const host = await sites.deployHost();
      await page.go(`${host.origin}/contact`);
      await host.deploy({ carried: false });
      await fill(page, values);
      // Astro tries the script twice; then the form says what happened, and Send is not left dead.
      expect(await page.until(() => !document.querySelector<HTMLElement>('[data-if-unloaded]')!.hidden)).toBe(true);
      expect(await page.text('[data-if-unloaded]')).toContain(
        'Reload this page and your words will come back. Then press Send.',
      );
      expect(await page.shown(SEND)).toBe(false);
      await formKeeps(page, values);
      await page.click('[data-reload]');
      // The new build's page, with every word back.
      expect(await hydratedWith(page, 'ContactForm', 'next')).toBe(true);
      await formKeeps(page, values);
      await sendsOnce(page, mailbox, mark);
    },
  },
  {
    name: 'a neighbour offers help with a volunteer need: the offer is written at first paint, and it goes once, with the need’s calendar after',
    // Chromium's is the keyboard walk of e2e/needs.spec.ts, which asks all of this and more.
    engines: ['firefox', 'webkit'],
    run: async ({ page, mailbox, sites }) => {
      const origin = await sites.events();
      const mark = token('offer');
      await page.go(`${origin}${VOLUNTEER_PAGE}`);
      await page.go(`${origin}${await offerLinkOf(page, 'pack-boxes')}`);
      const offer = await page.value(field('Question'));
      expect(offer).toMatch(/^I can help with Pack Birthday Blessing Boxes on \w+day, \w+ \d+, 10:00 am\.$/);
      const values = { ...contactMessage(mark), Question: offer };
      await fill(page, { ...values, Question: undefined });
      await sendsOnce(page, mailbox, mark);
      const [received] = await mailbox.messagesWith(mark);
      expect(received!.template_params).toEqual(buildTemplateParams(values, SITE.shortName));
      expect(await page.text(THANKS)).toBe(MESSAGES.thanks);
      const calendar: Target = { role: 'link', name: 'Add Pack Birthday Blessing Boxes to your calendar' };
      expect(await page.attribute(calendar, 'href')).toBe(needCalendarPath('pack-boxes'));
      expect(await page.shown(calendar)).toBe(true);
    },
  },
  {
    name: 'words added to a written offer before the form’s script has come are still there once it has',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { holdScripts: true },
    run: async ({ page, session, sites }) => {
      await page.go(`${await sites.events()}${needPath('pack-boxes')}`);
      const offer = await page.value(field('Question'));
      expect(offer).toMatch(/^I can help with Pack Birthday Blessing Boxes on /);
      // After the words the page wrote, as a visitor taps at their end.
      await page.run(() => {
        const question = document.querySelector<HTMLTextAreaElement>('#Question')!;
        question.focus();
        question.setSelectionRange(question.value.length, question.value.length);
      });
      await page.type(field('Question'), ' My daughter can come too.');
      await fill(page, { FirstName: 'Naomi' });
      expect(await page.value(field('Question'))).toBe(`${offer} My daughter can come too.`);
      session.release();
      // React writes the text area's first words again as it takes the form over: the visitor's stay.
      expect(await page.until(() => !!document.querySelector('[data-hydrated="ContactForm"]'))).toBe(true);
      expect(await page.value(field('Question'))).toBe(`${offer} My daughter can come too.`);
      expect(await page.value(field('FirstName'))).toBe('Naomi');
    },
  },
  {
    name: 'a keyboard visitor at the end of a written offer is still at its end once the form’s script has come',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { holdScripts: true },
    run: async ({ page, session, sites }) => {
      await page.go(`${await sites.events()}${needPath('pack-boxes')}`);
      // At the end of the words the page wrote, as Control+End puts them, with nothing typed yet.
      const end = await page.run(() => {
        const question = document.querySelector<HTMLTextAreaElement>('#Question')!;
        question.focus();
        question.setSelectionRange(question.value.length, question.value.length);
        return question.value.length;
      });
      session.release();
      expect(await page.until(() => !!document.querySelector('[data-hydrated="ContactForm"]'))).toBe(true);
      // React wrote the words again as it took the form over; the next key goes after them.
      const caret = await page.run(() => {
        const question = document.querySelector<HTMLTextAreaElement>('#Question')!;
        return [document.activeElement === question, question.selectionStart, question.selectionEnd];
      });
      expect(caret).toEqual([true, end, end]);
    },
  },
  {
    name: 'a volunteer adds a 12-megapixel photo taken with the phone turned, in a browser that writes WebP itself: it is saved as WebP, upright, 2,000 pixels wide, with no metadata; and the editor refuses a line for a neighbour over its length, and a year whose money out does not add up',
    engines: ['chromium', 'firefox'],
    run: async ({ page, session, sites }) => {
      const { kept, onDisk, savedBytes, nativeWebp, encoderLoaded } = await addPhonePhoto(
        page,
        session,
        await sites.events(),
      );
      expect([nativeWebp, encoderLoaded]).toEqual([true, false]);
      expect(onDisk).toBe(savedBytes);
      expectKeptForTheSite(kept);
      await refusesWhatTheBuildWould(page);
    },
  },
  {
    name: 'a volunteer adds a 12-megapixel photo taken with the phone turned, in a browser that cannot write WebP, as Safari cannot: the editor’s own encoder writes it, upright, 2,000 pixels wide, with no metadata; and the editor refuses a line for a neighbour over its length, and a year whose money out does not add up',
    engines: ['webkit'],
    run: async ({ page, session, sites }) => {
      const { kept, onDisk, nativeWebp, encoderLoaded } = await addPhonePhoto(page, session, await sites.events());
      // WebKitGTK under automation has no file system: the editor keeps the saved file in memory.
      expect(onDisk).toBe('no file system');
      // WebKit's canvas hands back PNG when asked for WebP, as Safari's does (docs/keeping-the-site-current.md).
      expect([nativeWebp, encoderLoaded]).toEqual([false, true]);
      expectKeptForTheSite(kept);
      await refusesWhatTheBuildWould(page);
    },
  },
];
