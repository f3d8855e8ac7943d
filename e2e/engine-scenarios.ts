/**
 * What rests on engine features, asked of every engine: the one list. Each scenario is written
 * once, against the small page interface of e2e/support/engines.ts, with its data stated here;
 * `engines` says which engines run it (e2e/engines.spec.ts runs the list). Nothing is faked: each
 * engine has or lacks a feature for real, and the scenario checks which before relying on it.
 *
 * Chromium has invoker commands and scroll-driven animations; Firefox is Debian's ESR (invoker commands, no scroll-driven animations); WebKit is WebKitGTK's
 * MiniBrowser (scroll-driven animations; invoker commands only when asked for, as Safari 26.2).
 */
import { expect } from '@playwright/test';
import { MESSAGES, buildTemplateParams } from '../src/lib/contact';
import type { Mailbox } from './fixtures';
import { keptWords } from '../src/lib/outbox';
import { PAGES, SITE, visibleMenu } from '../src/site';
import { startDeployHost } from '../tooling/deploys.mjs';
import { startCdn } from '../tooling/cdn.mjs';
import { NEEDS_BUILD } from '../tooling/needs-build.mjs';
import { NEEDS_PAGE, OFFER_FORM_ID, needPath } from '../src/lib/needs';
import { SITE_SCRIPTS, type EnginePage, type Open, type Session } from './support/engines';
import { FIELDS, SEND, SENT_BEFORE, expectFailedSend } from './support/contact-form';
import { DIALOGS as SITE_DIALOGS, FLYER_ADDRESSES, contactMessage, type ContactValues } from './support/site';

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Scenario {
  name: string;
  engines: Engine[];
  open?: Open;
  /** Console messages this scenario causes on purpose (read where the engine tells them). */
  console?: RegExp;
  run(context: { session: Session; page: EnginePage; mailbox: Pick<Mailbox, 'messagesWith'> }): Promise<void>;
}

/** The two dialogs (e2e/support/site.ts), with their buttons and themselves by CSS: WebDriver does not find by role. */
const DIALOGS = SITE_DIALOGS.map(({ path, id, text }) => ({
  path,
  text,
  opener: `button[commandfor="${id}"][command="show-modal"]`,
  dialog: `#${id}`,
}));

/** What the engine has, as the page's own checks see it. */
const features = (page: EnginePage) =>
  page.run<{ popover: boolean; invokers: boolean; scrollTimeline: boolean }>(`return {
    popover: 'popover' in HTMLElement.prototype,
    invokers: 'command' in HTMLButtonElement.prototype,
    scrollTimeline: CSS.supports('animation-timeline: scroll()'),
  }`);
/** Waits until the header's island has hydrated `count` times (0 or 1): true once it has. */
const headerIslands = (page: EnginePage, count: number) =>
  page.until<boolean>(
    `return document.querySelectorAll('[data-hydrated="SiteHeader"]').length === arguments[0]`,
    count,
  );
const hydratedCount = (page: EnginePage) =>
  page.run<number>(`return document.querySelectorAll('[data-hydrated]').length`);

/**
 * Opens the dialog with its button and shuts it with Close; then from the keyboard, where Close
 * and Escape shut it and Tab stays inside the modal dialog. Focus goes back to the button each time.
 */
async function opensAndCloses(page: EnginePage, { opener, dialog, text }: (typeof DIALOGS)[number]) {
  const open = (yes: boolean) =>
    page.until(`return document.querySelector(arguments[0]).open === arguments[1]`, dialog, yes);
  const focusBack = () => page.run(`return document.activeElement === document.querySelector(arguments[0])`, opener);
  // Inside the dialog, or out in the browser's own toolbar (the page itself is inert).
  const focusInside = () =>
    page.run(
      `return document.activeElement === document.body || document.querySelector(arguments[0]).contains(document.activeElement)`,
      dialog,
    );
  expect(await open(false)).toBe(true);
  await page.click(opener);
  expect(await open(true)).toBe(true);
  expect(await page.text(dialog)).toContain(text);
  expect(await page.run(`return document.querySelector(arguments[0]).contains(document.activeElement)`, dialog)).toBe(
    true,
  );
  await page.click(`${dialog} .dialog__close`);
  expect(await open(false)).toBe(true);
  expect(await focusBack()).toBe(true);
  // Space opens it too, with focus inside; Close from the keyboard shuts it.
  await page.press('Space');
  expect(await open(true)).toBe(true);
  expect(await page.run(`return document.querySelector(arguments[0]).contains(document.activeElement)`, dialog)).toBe(
    true,
  );
  await page.run(`document.querySelector(arguments[0] + ' .dialog__close').focus()`, dialog);
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

async function fill(page: EnginePage, values: ContactValues) {
  for (const name of FIELDS) {
    await page.click(`#${name}`);
    await page.type(`#${name}`, values[name]);
  }
}

async function formKeeps(page: EnginePage, values: ContactValues) {
  for (const name of FIELDS) expect(await page.value(`#${name}`), name).toBe(values[name]);
}

/** A flyer's address to type, line by line as the engine broke it (each character's place read). */
const addressLines = (page: EnginePage) =>
  page.run<string[]>(`
    const lines = [];
    let top;
    const walker = document.createTreeWalker(document.querySelector('.flyer__address'), NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let at = 0; at < node.length; at++) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = range.getBoundingClientRect();
        if (top === undefined || box.top > top + box.height / 2) {
          lines.push('');
          top = box.top;
        }
        lines[lines.length - 1] += node.data[at];
      }
    }
    return lines;
  `);

/** A flyer's tear-off strips whose letters are not turned sideways, or whose words do not fit them. */
const stripsNotWhole = (page: EnginePage) =>
  page.run<string[]>(`
    return [...document.querySelectorAll('.flyer__strips > li')]
      .filter((strip) => getComputedStyle(strip).textOrientation !== 'sideways' ||
        [strip, ...strip.children].some((box) =>
          box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1))
      .map((strip) => strip.textContent.trim());
  `);

const banner = (page: EnginePage) =>
  page.until<string>(`return document.querySelector('.contact-form [role="status"]')?.textContent`);

/** What each engine says when every script of the site fails to load. */
const SCRIPTS_FAILING =
  /Loading failed for the module|error loading dynamically imported module|Error hydrating|ERR_EMPTY_RESPONSE/;

const token = (what: string) => `${what}-${Date.now()}`;

/** Whether an island has hydrated, and with which build's script (tooling/deploys.mjs marks the next build's). */
const hydratedWith = (page: EnginePage, island: string, build: 'first' | 'next') =>
  page.until(
    `const root = document.querySelector('[data-hydrated="' + arguments[0] + '"]');
     return root && (root.getAttribute('data-build') === 'next') === (arguments[1] === 'next');`,
    island,
    build,
  );

/** Runs `visit` against a host of its own that serves the first build until the visit deploys the next. */
async function withDeployHost(visit: (host: Awaited<ReturnType<typeof startDeployHost>>) => Promise<void>) {
  const host = await startDeployHost();
  try {
    await visit(host);
  } finally {
    await host.stop();
  }
}

/** Presses Send on a filled form: the thanks shows, and the message with `mark` reaches the mailbox once. */
async function sendsOnce(page: EnginePage, mailbox: Pick<Mailbox, 'messagesWith'>, mark: string) {
  await page.click(SEND);
  expect(await banner(page)).toBe(MESSAGES.sent);
  expect(await mailbox.messagesWith(mark)).toHaveLength(1);
}

/** What an engine says of a script the host no longer has. */
const SCRIPT_GONE =
  /Failed to load resource|status of 404|disallowed MIME type|Loading failed for the module|error loading dynamically imported module/;

export const SCENARIOS: Scenario[] = [
  {
    name: 'the menu opens natively on a phone with every script failing to load, and a link in it leads on',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { phone: true, noScripts: true },
    console: SCRIPTS_FAILING,
    run: async ({ page }) => {
      await page.go('/');
      expect((await features(page)).popover).toBe(true);
      const open = (yes: boolean) =>
        page.until(`return document.querySelector('#site-nav').matches(':popover-open') === arguments[0]`, yes);
      // From the keyboard: Enter opens it, Tab goes into it, Escape closes it and focus goes back.
      await page.run(`document.querySelector('.menu-toggle').focus()`);
      await page.press('Enter');
      expect(await open(true)).toBe(true);
      await page.press('Tab');
      expect(await page.run(`return document.activeElement.closest('#site-nav') !== null`)).toBe(true);
      await page.press('Escape');
      expect(await open(false)).toBe(true);
      expect(await page.run(`return document.activeElement.matches('.menu-toggle')`)).toBe(true);
      // By touch or mouse: the toggle opens it, and a link in it leads on.
      await page.click('.menu-toggle');
      expect(await open(true)).toBe(true);
      await page.click('#site-nav a[href="/contact"]');
      expect(await page.until(`return location.pathname === '/contact'`)).toBe(true);
      expect(await hydratedCount(page)).toBe(0);
    },
  },
  {
    name: 'with scripts off, the menu opens on a phone, and every page and every flyer reads',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { phone: true, javascript: false },
    run: async ({ page }) => {
      await page.go('/');
      expect(await page.shown('#site-nav a[href="/legal"]')).toBe(false);
      await page.click('.menu-toggle');
      expect(await page.shown('#site-nav a[href="/legal"]')).toBe(true);
      for (const { path, heading } of PAGES.filter((entry) => entry.indexed)) {
        await page.go(path);
        expect(await page.text('h1')).toBe(heading);
        // Nothing in the page is left waiting for a script to fill it in: it reads to its end.
        expect((await page.text('main')).length).toBeGreaterThan(20);
        expect(
          await page.run(`return [...document.querySelectorAll('main section h2')].every((h) => h.checkVisibility())`),
        ).toBe(true);
        for (const { url } of visibleMenu()) expect(await page.shown(`footer a[href="${url}"]`)).toBe(true);
      }
      // Each flyer, whole: its code, its number and its strips are in the page, not made by a script.
      for (const path of FLYER_ADDRESSES) {
        await page.go(path);
        expect(await page.text('h1')).not.toBe('');
        expect(await page.shown('main svg.qr'), path).toBe(true);
        expect(await page.text('.flyer__phone')).toBe(SITE.phone.display);
        expect(await page.run('return document.querySelectorAll(".flyer__strips > li").length')).toBeGreaterThanOrEqual(
          6,
        );
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
    },
  },
  ...DIALOGS.flatMap((dialog): Scenario[] => [
    {
      name: `the dialog on ${dialog.path} opens and closes through invoker commands with every script failing`,
      engines: ['chromium', 'firefox', 'webkit'],
      open: { invokers: true, noScripts: true },
      console: SCRIPTS_FAILING,
      run: async ({ page }) => {
        await page.go(dialog.path);
        expect((await features(page)).invokers).toBe(true);
        await opensAndCloses(page, dialog);
        expect(await hydratedCount(page)).toBe(0);
      },
    },
    {
      name: `the dialog on ${dialog.path} opens and closes without invoker commands with every script failing: the directive inline in the page stands in`,
      engines: ['webkit'],
      open: { invokers: false, noScripts: true },
      run: async ({ page }) => {
        await page.go(dialog.path);
        expect((await features(page)).invokers).toBe(false);
        await opensAndCloses(page, dialog);
        expect(await hydratedCount(page)).toBe(0);
      },
    },
    {
      name: `the dialog on ${dialog.path}, without invoker commands, loads no script until a visitor reaches for it, opens at once, and works the same once hydrated`,
      engines: ['webkit'],
      open: { invokers: false, holdScripts: true },
      run: async ({ page, session }) => {
        await page.go(dialog.path);
        expect((await features(page)).invokers).toBe(false);
        // Past the page's first idle moment (when an island that hydrates at idle would ask for its
        // script) and one more trip through the network after it: still no script asked for.
        expect(
          await page.until(`
            if (!window.probe) {
              window.probe = 'waiting';
              const idle = window.requestIdleCallback ?? ((next) => setTimeout(next, 400));
              idle(() => fetch('/robots.txt', { cache: 'no-store' }).then(() => (window.probe = 'done')));
            }
            return document.readyState === 'complete' && window.probe === 'done';`),
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
          await page.until(`return document.querySelector(arguments[0])?.dataset.hydrated === 'Dialog'`, dialog.opener),
        ).toBe(true);
        await opensAndCloses(page, dialog);
      },
    },
  ]),
  {
    name: 'with scripts off, the dialogs’ text is in place and their buttons are gone',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { javascript: false },
    run: async ({ page }) => {
      for (const { path, opener, dialog, text } of DIALOGS) {
        await page.go(path);
        expect(await page.shown(opener)).toBe(false);
        expect(await page.shown(`${dialog} p`)).toBe(true);
        expect(await page.text(dialog)).toContain(text);
      }
    },
  },
  {
    name: 'the header shows the full logo at the top, and the text logo from 1 px of scroll, and back',
    engines: ['chromium', 'firefox', 'webkit'],
    run: async ({ page }) => {
      await page.go('/legal');
      const { scrollTimeline } = await features(page);
      const logo = (variant: string) => `header a.site-logo--${variant}`;
      const showing = async (variant: string) =>
        page.until(`return getComputedStyle(document.querySelector(arguments[0])).display !== 'none'`, logo(variant));
      expect(await page.shown(logo('full'))).toBe(true);
      expect(await page.shown(logo('text'))).toBe(false);
      expect(await page.shown(logo('icon'))).toBe(false);
      // A shadow under the header from the first pixel of scroll (a scroll-linked animation at
      // its start reports a transparent zero shadow rather than none: both mean no shadow).
      const shadowed = `const shadow = getComputedStyle(document.querySelector('header')).boxShadow;
        return shadow !== 'none' && !/^rgba\\(0, 0, 0, 0\\) 0px 0px 0px 0px$/.test(shadow);`;
      expect(await page.run(shadowed)).toBe(false);
      await page.run('window.scrollTo({ top: 1, behavior: "instant" })');
      await showing('text');
      expect(await page.shown(logo('full'))).toBe(false);
      expect(await page.shown(logo('icon'))).toBe(false);
      expect(await page.until(shadowed)).toBe(true);
      await page.run('window.scrollTo({ top: 0, behavior: "instant" })');
      await showing('full');
      expect(await page.shown(logo('text'))).toBe(false);
      expect(await page.until(`return !(function () { ${shadowed} })()`)).toBe(true);
      // With scroll-driven animations (WebKit) CSS alone does it and no script comes; without
      // them (Firefox ESR) the header's island does, hydrated by the first scroll.
      expect(await headerIslands(page, scrollTimeline ? 0 : 1)).toBe(true);
    },
  },
  {
    name: 'a page opened already scrolled shows the text logo at once',
    engines: ['chromium', 'firefox'],
    run: async ({ page }) => {
      await page.go('/legal#Security');
      expect(
        await page.until(
          `return getComputedStyle(document.querySelector('header a.site-logo--text')).display !== 'none'`,
        ),
      ).toBe(true);
      expect(await page.shown('header a.site-logo--full')).toBe(false);
      const { scrollTimeline } = await features(page);
      expect(await headerIslands(page, scrollTimeline ? 0 : 1)).toBe(true);
    },
  },
  {
    name: 'the contact form sends to the mailbox, once, and thanks the visitor',
    engines: ['chromium', 'firefox', 'webkit'],
    run: async ({ page, mailbox }) => {
      const mark = token('engine-sent');
      const values = contactMessage(mark);
      await page.go('/contact');
      await fill(page, values);
      await page.click(SEND);
      expect(await banner(page)).toBe(MESSAGES.sent);
      expect(await page.attribute('.contact-form [role="status"]', 'class')).toMatch(/banner--good/);
      // The thanks takes the form's place, and the focus.
      expect(await page.until(`return document.activeElement.matches('.contact-form__thanks')`)).toBe(true);
      expect(await page.text('.contact-form__thanks')).toBe(MESSAGES.thanks);
      expect(await page.run(`return document.querySelector('.contact-form form')`)).toBeNull();
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
      const mark = token('engine-early');
      await page.go('/contact');
      await fill(page, contactMessage(mark));
      await page.click(SEND);
      expect(await page.shown('.contact-form__held')).toBe(true);
      expect(await page.run('return location.pathname + location.search')).toBe('/contact');
      expect(await mailbox.messagesWith(mark)).toHaveLength(0);
      session.release();
      expect(await banner(page)).toBe(MESSAGES.sent);
      expect(await mailbox.messagesWith(mark)).toHaveLength(1);
    },
  },
  {
    name: 'a refused send says "An error has occured", keeps every word, and offers another try and the phone',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { mailStatus: 500 },
    console: /An error has occured|status of 500|Failed to load resource/,
    run: async ({ page }) => {
      const values = contactMessage(token('engine-refused'));
      await page.go('/contact');
      await fill(page, values);
      await page.click(SEND);
      expect(await banner(page)).toBe('An error has occured');
      expect(await page.attribute('.contact-form [role="status"]', 'class')).toMatch(/banner--bad/);
      // Send is back, with the focus, for another try; no thanks was said.
      expect(await page.until(`return document.activeElement.matches(arguments[0])`, SEND)).toBe(true);
      expect(await page.run(`return document.querySelector('.contact-form__thanks')`)).toBeNull();
      await expectFailedSend(page, values, { retry: true });
    },
  },
  {
    name: 'a draft is back when the page is opened again',
    engines: ['chromium', 'firefox', 'webkit'],
    run: async ({ page }) => {
      const values = contactMessage(token('engine-draft'));
      await page.go('/contact');
      await fill(page, values);
      await page.go('/legal');
      await page.go('/contact');
      await page.until(`return document.querySelector('[data-hydrated="ContactForm"]')`);
      await formKeeps(page, values);
    },
  },
  {
    name: 'with scripts off, the contact page offers the email address instead of a form that cannot send',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { javascript: false },
    run: async ({ page }) => {
      await page.go('/contact');
      expect(await page.shown('.contact-form')).toBe(false);
      expect(await page.shown('.no-js-only')).toBe(true);
      expect(await page.text('.no-js-only')).toContain(SITE.email);
      expect(await page.shown('#TextOrCall + p a[href^="tel:"]')).toBe(true);
    },
  },
  {
    name: 'after one visit, every page, every flyer and the project pictures open from the kept copy with no signal',
    engines: ['chromium', 'firefox'],
    open: { serviceWorkers: true },
    console: /NetworkError|Failed to fetch|net::|Connection refused|proxy/i,
    run: async ({ page, session }) => {
      await page.go('/');
      await page.until('return navigator.serviceWorker.controller');
      session.signal(false);
      for (const { path, heading } of PAGES.filter((entry) => entry.indexed)) {
        const before = session.requested.length;
        await page.go(path);
        expect(await page.text('h1')).toBe(heading);
        // The worker did ask the network for the page, and was refused.
        expect(session.requested.slice(before).map((address) => new URL(address).pathname)).toContain(path);
      }
      // A volunteer can print a flyer at the church with no signal, once the site has been opened.
      for (const path of FLYER_ADDRESSES) {
        const before = session.requested.length;
        await page.go(path);
        expect(await page.shown('main svg.qr'), path).toBe(true);
        expect(session.requested.slice(before).map((address) => new URL(address).pathname)).toContain(path);
      }
      // Every picture of /projects, each brought into view (they load as they come near).
      await page.go('/projects');
      const pictures = await page.run<number>(`return document.querySelectorAll('main img').length`);
      expect(pictures).toBeGreaterThan(0);
      for (let picture = 0; picture < pictures; picture++) {
        const img = `const img = document.querySelectorAll('main img')[arguments[0]];`;
        await page.run(`${img} img.scrollIntoView({ block: 'center', behavior: 'instant' })`, picture);
        expect(await page.until(`${img} return img.complete && img.naturalWidth > 0`, picture)).toBe(true);
      }
    },
  },
  {
    name: 'a message kept with no signal goes, once, when the site is opened again after the page was closed',
    engines: ['firefox', 'webkit'],
    open: { serviceWorkers: true },
    console: /CORS request did not succeed|NetworkError|Failed to fetch/,
    run: async ({ page, session, mailbox }) => {
      const mark = token('engine-kept');
      await page.go('/contact');
      await page.until('return navigator.serviceWorker.controller');
      await fill(page, contactMessage(mark));
      session.signal(false);
      await page.click(SEND);
      // No Background Sync in these engines (Chromium's is e2e/outbox.spec.ts): the visitor is asked to come back.
      expect(await page.until(`return document.querySelector('.contact-form__kept')?.textContent`)).toBe(
        keptWords(false),
      );
      await session.reopen();
      session.signal(true);
      expect(await mailbox.messagesWith(mark)).toHaveLength(0);
      // Any page of the site: the worker starts on its navigation and sends what was kept.
      await page.go('/');
      await expect.poll(async () => (await mailbox.messagesWith(mark)).length).toBe(1);
      await page.go('/contact');
      expect(await banner(page)).toMatch(SENT_BEFORE);
      await page.go('/donate');
      expect(await mailbox.messagesWith(mark)).toHaveLength(1);
    },
  },
  {
    name: 'a page opened before a new build went live still finds its own scripts on the host: every island hydrates, and the form sends',
    engines: ['chromium', 'firefox', 'webkit'],
    run: ({ page, mailbox }) =>
      withDeployHost(async (host) => {
        const mark = token('engine-deployed');
        const values = contactMessage(mark);
        await page.go(`${host.origin}/contact`);
        // The new version goes live while the visitor reads: no script of the page has loaded yet.
        await host.deploy();
        await page.run(`document.querySelector('header a').focus()`);
        expect(await hydratedWith(page, 'SiteHeader', 'first')).toBe(true);
        await fill(page, values);
        expect(await hydratedWith(page, 'ContactForm', 'first')).toBe(true);
        await sendsOnce(page, mailbox, mark);
        // A page opened now is the new build's.
        await page.go(`${host.origin}/contact`);
        await page.click('#FirstName');
        expect(await hydratedWith(page, 'ContactForm', 'next')).toBe(true);
      }).then(() =>
        // The third island, the dialogs, on a page of the first build with a host of its own.
        withDeployHost(async (host) => {
          const dialog = DIALOGS.find(({ path }) => path === '/donate')!;
          await page.go(`${host.origin}${dialog.path}`);
          await host.deploy();
          await page.click(dialog.opener);
          expect(await hydratedWith(page, 'Dialog', 'first')).toBe(true);
          expect(await page.text(dialog.dialog)).toContain(dialog.text);
        }),
      ),
  },
  {
    // Chromium's is e2e/deploy.spec.ts, whose second tab and cleared cache only Playwright's Chromium offers.
    name: 'a returning visitor: the new worker takes over, and the page still open from the build before loads its scripts from it',
    engines: ['firefox', 'webkit'],
    open: { serviceWorkers: true, smallCache: true },
    run: ({ page, mailbox }) =>
      withDeployHost(async (host) => {
        const mark = token('engine-worker-update');
        await page.go(`${host.origin}/contact`);
        await page.until('return navigator.serviceWorker.controller');
        await page.run(
          `window.controlledByTheNext = false;
           navigator.serviceWorker.addEventListener('controllerchange', () => { window.controlledByTheNext = true; });`,
        );
        // Neither the host nor the browser's cache has the first build's scripts: only the worker can.
        await host.deploy({ carried: false });
        // The browser looks for a new worker, as it does when another page of the site opens.
        await page.run(`navigator.serviceWorker.getRegistration().then((registration) => registration.update())`);
        expect(await page.until('return window.controlledByTheNext')).toBe(true);
        await fill(page, contactMessage(mark));
        expect(await hydratedWith(page, 'ContactForm', 'first')).toBe(true);
        await sendsOnce(page, mailbox, mark);
      }),
  },
  {
    // Chromium's is e2e/deploy.spec.ts. Firefox restores the page too, but Playwright over WebDriver
    // BiDi then acts on it no more (a click waits until its step's limit), so it is not asked here.
    name: 'a page of the build before, back from the back/forward cache after the deploy, finds its scripts and sends',
    engines: ['webkit'],
    run: ({ page, mailbox }) =>
      withDeployHost(async (host) => {
        const mark = token('engine-back');
        await page.go(`${host.origin}/contact`);
        await page.run('window.openedBeforeTheDeploy = true');
        await page.go(`${host.origin}/legal`);
        await host.deploy();
        await page.back();
        // The very page that was left, restored, not loaded again from the new build.
        expect(
          await page.until('return window.openedBeforeTheDeploy === true && location.pathname === "/contact"'),
        ).toBe(true);
        await fill(page, contactMessage(mark));
        expect(await hydratedWith(page, 'ContactForm', 'first')).toBe(true);
        await sendsOnce(page, mailbox, mark);
      }),
  },
  {
    name: 'a page whose scripts the host dropped anyway says so, keeps every word, and sends once reloaded',
    engines: ['chromium', 'firefox', 'webkit'],
    console: SCRIPT_GONE,
    run: ({ page, mailbox }) =>
      withDeployHost(async (host) => {
        const mark = token('engine-dropped');
        const values = contactMessage(mark);
        await page.go(`${host.origin}/contact`);
        await host.deploy({ carried: false });
        await fill(page, values);
        // Astro tries the script twice; then the form says what happened, and Send is not left dead.
        expect(await page.until(`return !document.querySelector('[data-if-unloaded]').hidden`)).toBe(true);
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
      }),
  },
  {
    name: 'a neighbour offers help with a volunteer need: the offer is written at first paint, and it goes once, with the need’s calendar after',
    engines: ['chromium', 'firefox', 'webkit'],
    run: ({ page, mailbox }) =>
      withNeedsSite(async (origin) => {
        const mark = token('engine-offer');
        await page.go(`${origin}${NEEDS_PAGE}`);
        await page.go(`${origin}${await offerLinkOf(page, 'pack-boxes')}`);
        const offer = await page.value('#Question');
        expect(offer).toMatch(/^I can help with Pack Birthday Blessing Boxes on \w+day, \w+ \d+, 10:00 am\.$/);
        const values = { ...contactMessage(mark), Question: offer };
        for (const name of FIELDS.filter((name) => name !== 'Question')) {
          await page.click(`#${name}`);
          await page.type(`#${name}`, values[name]);
        }
        await sendsOnce(page, mailbox, mark);
        const [received] = await mailbox.messagesWith(mark);
        expect(received!.template_params).toEqual(buildTemplateParams(values, SITE.shortName));
        expect(await page.text('.contact-form__thanks')).toBe(MESSAGES.thanks);
        expect(await page.run(`return document.querySelector('.contact-form__calendar a').getAttribute('href')`)).toBe(
          '/needs/pack-boxes.ics',
        );
        expect(await page.shown('.contact-form__calendar a')).toBe(true);
      }),
  },
  {
    // Chromium's is e2e/volunteer.spec.ts.
    name: 'words added to a written offer before the form’s script has come are still there once it has',
    engines: ['firefox', 'webkit'],
    open: { holdScripts: true },
    run: ({ page, session }) =>
      withNeedsSite(async (origin) => {
        await page.go(`${origin}${needPath('pack-boxes')}`);
        const offer = await page.value('#Question');
        expect(offer).toMatch(/^I can help with Pack Birthday Blessing Boxes on /);
        // After the words the page wrote, as a visitor taps at their end.
        await page.run(
          `const q = document.querySelector('#Question'); q.focus(); q.setSelectionRange(q.value.length, q.value.length);`,
        );
        await page.type('#Question', ' My daughter can come too.');
        await page.click('#FirstName');
        await page.type('#FirstName', 'Naomi');
        expect(await page.value('#Question')).toBe(`${offer} My daughter can come too.`);
        session.release();
        // React writes the text area's first words again as it takes the form over: the visitor's stay.
        expect(await page.until(`return document.querySelector('[data-hydrated="ContactForm"]')`)).toBeTruthy();
        expect(await page.value('#Question')).toBe(`${offer} My daughter can come too.`);
        expect(await page.value('#FirstName')).toBe('Naomi');
      }),
  },
  {
    name: 'with scripts off, a volunteer need’s page says what, when, where and how many, and offers the offer by email and the phone',
    engines: ['chromium', 'firefox', 'webkit'],
    open: { javascript: false },
    run: ({ page }) =>
      withNeedsSite(async (origin) => {
        await page.go(`${origin}${NEEDS_PAGE}`);
        expect(await page.text('#need-pack-boxes')).toContain('1 more person needed');
        await page.go(`${origin}${await offerLinkOf(page, 'pack-boxes')}`);
        expect(await page.text('h1')).toBe('Pack Birthday Blessing Boxes');
        expect(await page.text('.need-facts')).toContain('Alum Bank fire hall');
        // A form that cannot send is not offered; the same words go by email, or the visitor calls.
        expect(await page.shown('.contact-form')).toBe(false);
        expect(await page.shown('#offer .no-js-only a[href^="mailto:"]')).toBe(true);
        expect(await page.run(`return document.querySelector('#offer .no-js-only a').getAttribute('href')`)).toContain(
          encodeURIComponent('I can help with Pack Birthday Blessing Boxes on '),
        );
        expect(await page.shown('#offer a[href^="tel:"]')).toBe(true);
      }),
  },
];

/**
 * Where a need's "Offer to help" link on the page of needs leads, which must be the form on the
 * need's page: followed by going there (a link's own navigation is the engine's, and WebKit's
 * driver, asked about a page while it loads with scripts off, fails where it could wait).
 */
async function offerLinkOf(page: EnginePage, id: string) {
  const href = await page.run<string>(
    `return document.querySelector('#need-' + arguments[0] + ' .need__offer a').getAttribute('href')`,
    id,
  );
  expect(href).toBe(`${needPath(id)}#${OFFER_FORM_ID}`);
  return href;
}

/** Runs `visit` against the site built with the fixture volunteer needs (tooling/needs-build.mjs), served by the CDN runtime. */
async function withNeedsSite(visit: (origin: string) => Promise<void>) {
  const cdn = await startCdn({ dir: NEEDS_BUILD });
  try {
    await visit(cdn.origin);
  } finally {
    await cdn.stop();
  }
}

/** The scenarios an engine runs. */
export const scenariosFor = (engine: Engine) => SCENARIOS.filter((scenario) => scenario.engines.includes(engine));
