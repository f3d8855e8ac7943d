import { test as base, expect } from '@playwright/test';
import { MESSAGES } from '../src/lib/contact';
import { keptWords } from '../src/lib/outbox';
import { SITE } from '../src/site';
import { startForwardingProxy } from './support/forwarding-proxy.mjs';
import { startScreen, startWebKit } from './support/webkit.mjs';
import { SENT_BEFORE } from './contact-form';
import { MAILBOX_ORIGIN, contactMessage, mailboxFixture, type ContactValues, type Mailbox } from './fixtures';

/*
 * What rests on engine features, in WebKit (the `webkit` project of playwright.config.ts):
 * WebKitGTK's MiniBrowser, the engine of Safari, with popover and scroll-driven animations.
 * By default it has no invoker commands (as Safari before 26.2, about a quarter of US iPhones);
 * `--features=+CommandAttributes` gives them (as Safari 26.2 and later); scripts can be off.
 * So one engine gives each case for real. Playwright cannot drive it: these tests speak classic
 * WebDriver (e2e/support/webkit.mjs), and each session goes through a proxy that answers the
 * local build's mail address with this worker's mailbox, and can refuse the site's scripts.
 */

type Browser = Awaited<ReturnType<typeof startWebKit>>;
interface Open {
  invokers?: boolean;
  javascript?: boolean;
  /** Every request for the site's scripts fails: the page before they arrive. */
  noScripts?: boolean;
  /** The mail service answers every send with this status. */
  mailStatus?: number;
  /** Requests matching it wait until the promise settles. */
  hold?: { match: RegExp; until: Promise<unknown> };
  phone?: boolean;
  /** The site's service worker, off unless asked for (e2e/support/webkit.mjs says why). */
  serviceWorkers?: boolean;
}

/** A WebKit session, every address it asked the network for, and its signal (on or off). */
type Session = Browser & { requested: string[]; signal(on: boolean): void };

const test = base.extend<
  { open: (options?: Open) => Promise<Session> },
  { mailbox: Mailbox; xScreen: { display: string } }
>({
  mailbox: [mailboxFixture, { scope: 'worker' }],
  xScreen: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const xScreen = await startScreen();
      await use(xScreen);
      await xScreen.close();
    },
    { scope: 'worker' },
  ],
  open: async ({ xScreen, mailbox }, use) => {
    const opened: { close(): Promise<void> }[] = [];
    await use(async ({ invokers, javascript, noScripts, mailStatus, phone, hold, serviceWorkers } = {}) => {
      const proxy = await startForwardingProxy({
        from: MAILBOX_ORIGIN,
        to: mailbox.origin,
        refuse: noScripts ? SITE_SCRIPTS : undefined,
        answer: mailStatus ? { status: mailStatus, body: 'Refused' } : undefined,
        hold,
      });
      const browser = await startWebKit({
        display: xScreen.display,
        proxy: proxy.origin,
        invokers,
        javascript,
        serviceWorkers,
        ...(phone ? { width: 390, height: 844 } : {}),
      });
      opened.push({ close: browser.quit }, proxy);
      return Object.assign(browser, { requested: proxy.requested, signal: proxy.signal });
    });
    for (const item of opened.reverse()) await item.close();
  },
});

/** The site's scripts: the islands and React. The directives that wait for a visitor are inline. */
const SITE_SCRIPTS = /\/_astro\/[^/]+\.js/;

const site = (path: string) => new URL(path, `http://127.0.0.1:${process.env.SSMC_TEST_SITE_PORT}`).href;

/** What the engine has, as the page's own checks see it. */
const features = (browser: Browser) =>
  browser.run(`return {
    popover: 'popover' in HTMLElement.prototype,
    invokers: 'command' in HTMLButtonElement.prototype,
    scrollTimeline: CSS.supports('animation-timeline: scroll()'),
    serviceWorker: 'serviceWorker' in navigator,
  }`) as Promise<{ popover: boolean; invokers: boolean; scrollTimeline: boolean; serviceWorker: boolean }>;

const isOpen = (browser: Browser, css: string) =>
  browser.run(`return !!document.querySelector(arguments[0])?.matches(':popover-open, [open]')`, css);
const hydratedCount = (browser: Browser) => browser.run(`return document.querySelectorAll('[data-hydrated]').length`);

const DIALOGS = [
  { path: '/donate', opener: 'main button[commandfor="why-zeffy"]', dialog: '#why-zeffy' },
  { path: '/projects', opener: 'button[commandfor="read-more-hope-box"]', dialog: '#read-more-hope-box' },
];

async function opensAndCloses(browser: Browser, { opener, dialog }: (typeof DIALOGS)[number]) {
  await browser.click(await browser.find(opener));
  expect(await browser.until(`return document.querySelector(arguments[0]).open`, dialog)).toBe(true);
  await browser.click(await browser.find(`${dialog} .dialog__close`));
  expect(await browser.until(`return !document.querySelector(arguments[0]).open`, dialog)).toBe(true);
  // Focus goes back to the button that opened it.
  expect(await browser.run(`return document.activeElement === document.querySelector(arguments[0])`, opener)).toBe(
    true,
  );
}

test.describe('the menu on a phone', () => {
  test('opens natively with every script failing to load, and its links lead on', async ({ open }) => {
    const browser = await open({ phone: true, noScripts: true });
    await browser.go(site('/'));
    expect((await features(browser)).popover).toBe(true);
    await browser.click(await browser.find('.menu-toggle'));
    expect(await isOpen(browser, '#site-nav')).toBe(true);
    await browser.click(await browser.find('#site-nav a[href="/contact"]'));
    expect(await browser.until(`return location.pathname === '/contact'`)).toBe(true);
    expect(await hydratedCount(browser)).toBe(0);
  });

  test('opens with scripts off', async ({ open }) => {
    const browser = await open({ phone: true, javascript: false });
    await browser.go(site('/'));
    await browser.click(await browser.find('.menu-toggle'));
    expect(await browser.shown(await browser.find('#site-nav a[href="/legal"]'))).toBe(true);
  });
});

test.describe('the dialogs', () => {
  for (const dialogCase of DIALOGS) {
    for (const invokers of [true, false]) {
      test(`on ${dialogCase.path}, ${invokers ? 'with' : 'without'} invoker commands, open and close with every script failing`, async ({
        open,
      }) => {
        const browser = await open({ invokers, noScripts: true });
        await browser.go(site(dialogCase.path));
        // Without invokers, the island's directive (inline in the page) stands in for them.
        expect((await features(browser)).invokers).toBe(invokers);
        await opensAndCloses(browser, dialogCase);
        expect(await hydratedCount(browser)).toBe(0);
      });
    }

    test(`on ${dialogCase.path}, without invoker commands, no script loads until a visitor reaches for the dialog, which opens at once and works the same once hydrated`, async ({
      open,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const browser = await open({ hold: { match: SITE_SCRIPTS, until: held } });
      await browser.go(site(dialogCase.path));
      expect((await features(browser)).invokers).toBe(false);
      // Past the page's first idle moment (when an island that hydrates at idle would ask for its
      // script) and one more trip through the network after it: still no script asked for.
      expect(
        await browser.until(`
          if (!window.probe) {
            window.probe = 'waiting';
            const idle = window.requestIdleCallback ?? ((next) => setTimeout(next, 400)); // the directive's own fallback waits 200 ms
            idle(() => fetch('/robots.txt', { cache: 'no-store' }).then(() => (window.probe = 'done')));
          }
          return document.readyState === 'complete' && window.probe === 'done';`),
      ).toBe(true);
      const scripts = () => browser.requested.filter((address) => SITE_SCRIPTS.test(address));
      expect(scripts()).toEqual([]);
      // A tap while the island's script is on its way (held here) opens and closes the dialog.
      await opensAndCloses(browser, dialogCase);
      expect(scripts().length).toBeGreaterThan(0);
      expect(await hydratedCount(browser)).toBe(0);
      // Once the script has come, the island's own handlers do the same.
      release();
      expect(
        await browser.until(
          `return document.querySelector(arguments[0])?.dataset.hydrated === 'Dialog'`,
          dialogCase.opener,
        ),
      ).toBe(true);
      await opensAndCloses(browser, dialogCase);
    });
  }

  test('with scripts off, their text is in place and their buttons are gone', async ({ open }) => {
    const browser = await open({ javascript: false });
    for (const { path, opener, dialog } of DIALOGS) {
      await browser.go(site(path));
      expect(await browser.shown(await browser.find(opener))).toBe(false);
      const text = await browser.find(`${dialog} p`);
      expect(await browser.shown(text)).toBe(true);
      expect((await browser.text(text)).length).toBeGreaterThan(20);
    }
  });
});

test.describe('the header', () => {
  test('shows the full logo at the top, and the text logo from 1 px of scroll, by CSS alone', async ({ open }) => {
    const browser = await open({ noScripts: true });
    await browser.go(site('/legal'));
    // No service worker, as in the other engines' tests (e2e/support/webkit.mjs says why).
    expect(await features(browser)).toMatchObject({ scrollTimeline: true, serviceWorker: false });
    const shown = async () => ({
      full: await browser.shown(await browser.find('header a.site-logo--full')),
      text: await browser.shown(await browser.find('header a.site-logo--text')),
    });
    expect(await shown()).toEqual({ full: true, text: false });
    await browser.run('window.scrollTo({ top: 1, behavior: "instant" })');
    await browser.until(
      `return getComputedStyle(document.querySelector('header a.site-logo--text')).display !== 'none'`,
    );
    expect(await shown()).toEqual({ full: false, text: true });
    await browser.run('window.scrollTo({ top: 0, behavior: "instant" })');
    await browser.until(
      `return getComputedStyle(document.querySelector('header a.site-logo--full')).display !== 'none'`,
    );
    expect(await shown()).toEqual({ full: true, text: false });
  });
});

const FIELDS: Record<keyof ContactValues, string> = {
  FirstName: '#FirstName',
  LastName: '#LastName',
  ContactEmail: '#ContactEmail',
  Question: '#Question',
  Prayers: '#Prayers',
};

async function fill(browser: Browser, values: ContactValues) {
  for (const [name, css] of Object.entries(FIELDS)) {
    const field = await browser.find(css);
    await browser.click(field);
    await browser.type(field, values[name as keyof ContactValues]);
  }
}

async function formKeeps(browser: Browser, values: ContactValues) {
  for (const [name, css] of Object.entries(FIELDS)) {
    expect(await browser.property(await browser.find(css), 'value'), name).toBe(values[name as keyof ContactValues]);
  }
}

const bannerText = (browser: Browser) =>
  browser.until(`return document.querySelector('.contact-form [role="status"]')?.textContent`);

test.describe('the contact form', () => {
  test('sends to the mailbox, once, and thanks the visitor', async ({ open, mailbox }) => {
    const browser = await open();
    const token = `webkit-${Date.now()}`;
    await browser.go(site('/contact'));
    await fill(browser, contactMessage(token));
    await browser.click(await browser.find('.contact-form button[type="submit"]'));
    expect(await bannerText(browser)).toBe(MESSAGES.sent);
    expect(await browser.text(await browser.find('.contact-form__thanks'))).toBe(MESSAGES.thanks);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('a Send pressed before the form’s script has arrived says it is getting ready, then sends, once', async ({
    open,
    mailbox,
  }) => {
    let release!: () => void;
    const until = new Promise<void>((resolve) => (release = resolve));
    const browser = await open({ hold: { match: /\/_astro\/ContactForm\.[\w-]+\.js$/, until } });
    const token = `webkit-early-${Date.now()}`;
    await browser.go(site('/contact'));
    await fill(browser, contactMessage(token));
    await browser.click(await browser.find('.contact-form button[type="submit"]'));
    expect(await browser.shown(await browser.find('.contact-form__held'))).toBe(true);
    expect(await browser.url()).toBe(site('/contact'));
    release();
    expect(await bannerText(browser)).toBe(MESSAGES.sent);
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('a refused send says "An error has occured", keeps every word, and offers the phone', async ({ open }) => {
    const browser = await open({ mailStatus: 500 });
    const values = contactMessage(`webkit-fail-${Date.now()}`);
    await browser.go(site('/contact'));
    await fill(browser, values);
    await browser.click(await browser.find('.contact-form button[type="submit"]'));
    expect(await bannerText(browser)).toBe('An error has occured');
    await formKeeps(browser, values);
    const call = await browser.find('.contact-form__fallback a[href^="tel:"]');
    expect(await browser.attribute(call, 'href')).toBe(`tel:${SITE.phone.dial}`);
  });

  test('a draft is back after the page is opened again', async ({ open }) => {
    const browser = await open();
    const values = contactMessage(`webkit-draft-${Date.now()}`);
    await browser.go(site('/contact'));
    await fill(browser, values);
    await browser.go(site('/legal'));
    await browser.go(site('/contact'));
    await browser.until(`return document.querySelector('[data-hydrated="ContactForm"]')`);
    await formKeeps(browser, values);
  });

  test('with scripts off, the page offers the email address instead of a form that cannot send', async ({ open }) => {
    const browser = await open({ javascript: false });
    await browser.go(site('/contact'));
    expect(await browser.shown(await browser.find('.contact-form'))).toBe(false);
    const note = await browser.find('.no-js-only');
    expect(await browser.shown(note)).toBe(true);
    expect(await browser.text(note)).toContain(SITE.email);
  });

  test('a message kept with no signal goes, once, when the site is opened again after the page was closed', async ({
    open,
    mailbox,
  }) => {
    const browser = await open({ serviceWorkers: true });
    const token = `webkit-kept-${Date.now()}`;
    await browser.go(site('/contact'));
    await browser.until(`return navigator.serviceWorker.controller`);
    await fill(browser, contactMessage(token));
    browser.signal(false);
    await browser.click(await browser.find('.contact-form button[type="submit"]'));
    // No Background Sync in WebKit: the visitor is asked to come back.
    expect(await browser.until(`return document.querySelector('.contact-form__kept')?.textContent`)).toBe(
      keptWords(false),
    );
    await browser.go('about:blank');
    browser.signal(true);
    expect(await mailbox.messagesWith(token)).toHaveLength(0);
    // Any page of the site: the worker starts on its navigation and sends what was kept.
    await browser.go(site('/'));
    await expect.poll(async () => (await mailbox.messagesWith(token)).length).toBe(1);
    await browser.go(site('/contact'));
    expect(await bannerText(browser)).toMatch(SENT_BEFORE);
    await browser.go(site('/donate'));
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });
});
