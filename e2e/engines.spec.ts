import type { Page } from '@playwright/test';
import { MESSAGES } from '../src/lib/contact';
import { PAGES, SITE } from '../src/site';
import { startFirefoxScriptsOff } from './support/firefox-scripts-off.mjs';
import { keptWords } from '../src/lib/outbox';
import { SENT_BEFORE, banner, expectFormKeeps, kept, send, SEND_URL } from './contact-form';
import {
  PHONE,
  blockScripts,
  contactMessage,
  expect,
  expectHeaderFollowsScroll,
  fillContactForm,
  hydrated,
  reachForForm,
  test,
  workerReady,
} from './fixtures';

/*
 * What rests on engine features, in Firefox (the `firefox` project of playwright.config.ts;
 * Chromium proves the same in the other specs, WebKit in e2e/webkit.spec.ts). Each test asks the engine
 * what it has and expects the path the site takes for it: nothing here is faked.
 */

const has = (page: Page) =>
  page.evaluate(() => ({
    popover: 'popover' in HTMLElement.prototype,
    invokers: 'command' in HTMLButtonElement.prototype,
    scrollTimeline: CSS.supports('animation-timeline: scroll()'),
  }));

const DIALOGS = [
  { path: '/donate', scope: 'main', button: 'Why Zeffy?', title: 'Why Zeffy?' },
  {
    path: '/projects',
    scope: 'article[aria-labelledby="project-hope-box"]',
    button: 'Read More',
    title: 'Read more about H.O.P.E. Box',
  },
];

test.describe('with every script failing to load', () => {
  test.use({ viewport: PHONE });

  test('Menu opens the drawer natively, and a link in it navigates', async ({ page, consoleGuard }) => {
    await blockScripts(page, consoleGuard);
    await page.goto('/');
    expect((await has(page)).popover).toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('[data-hydrated]')).toHaveCount(0);
  });

  for (const { path, scope, button, title } of DIALOGS) {
    test(`"${title}" opens and closes on ${path} through invoker commands`, async ({ page, consoleGuard }) => {
      await blockScripts(page, consoleGuard);
      await page.goto(path);
      expect((await has(page)).invokers).toBe(true);
      const dialog = page.getByRole('dialog', { name: title });
      await page.locator(scope).getByRole('button', { name: button }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('[data-hydrated]')).toHaveCount(0);
    });
  }
});

test.describe('the header', () => {
  test('shows the full logo at the top and the text logo and a shadow from 1 px of scroll', async ({ page }) => {
    await page.goto('/legal');
    const { scrollTimeline } = await has(page);
    await expectHeaderFollowsScroll(page);
    // Without scroll-driven animations (Firefox ESR) the header island does it, hydrated by the
    // first scroll; with them, CSS alone does and no script comes.
    await expect(page.locator('[data-hydrated="SiteHeader"]')).toHaveCount(scrollTimeline ? 0 : 1);
  });

  test('on a page opened already scrolled, shows the text logo at once', async ({ page }) => {
    await page.goto('/legal#Security');
    const { scrollTimeline } = await has(page);
    await expect(page.getByRole('banner').locator('a.site-logo--text')).toBeVisible();
    await expect(page.getByRole('banner').locator('a.site-logo--full')).toBeHidden();
    await expect(page.locator('[data-hydrated="SiteHeader"]')).toHaveCount(scrollTimeline ? 0 : 1);
  });
});

test.describe('the contact form', () => {
  test('sends to the mailbox and thanks the visitor', async ({ page, mailbox }) => {
    const token = `engine-${Date.now()}`;
    await page.goto('/contact');
    await reachForForm(page);
    await fillContactForm(page, contactMessage(token));
    await send(page).click();
    await expect(page.getByText(MESSAGES.thanks)).toBeVisible();
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });

  test('a refused send says "An error has occured" and keeps every word', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/An error has occured|Failed to load resource/);
    await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    const values = contactMessage(`engine-fail-${Date.now()}`);
    await page.goto('/contact');
    await reachForForm(page);
    await fillContactForm(page, values);
    await send(page).click();
    await expect(banner(page)).toHaveText('An error has occured');
    await expectFormKeeps(page, values);
  });

  test('a reload brings the draft back without a touch', async ({ page }) => {
    const values = contactMessage(`engine-draft-${Date.now()}`);
    await page.goto('/contact');
    await fillContactForm(page, values);
    await hydrated(page, 'ContactForm');
    await page.reload();
    await hydrated(page, 'ContactForm');
    await expectFormKeeps(page, values);
  });
});

test.describe('with no signal', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, every page opens from the kept copy', async ({ page, context }) => {
    await page.goto('/');
    await workerReady(page);
    // No signal as a phone has it: every request the browser makes fails at the network (Firefox's
    // own offline switch, which context.setOffline sets, is "Work Offline": it skips the worker).
    const refused: string[] = [];
    await context.route('**/*', (route) => {
      refused.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    for (const { path, heading } of PAGES.filter((entry) => entry.indexed)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The worker did ask the network for the page, and was refused.
      expect(refused).toContain(path);
    }
  });
});

test.describe('nothing written is lost', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a message kept with no signal goes, once, when the site is opened again after the page was closed', async ({
    page,
    context,
    mailbox,
    consoleGuard,
  }) => {
    // Firefox's own word for the send the network refused.
    consoleGuard.allow(/CORS request did not succeed/);
    const token = `firefox-kept-${Date.now()}`;
    await page.goto('/contact');
    await workerReady(page);
    await reachForForm(page);
    await fillContactForm(page, contactMessage(token));
    // No signal as a phone has it (see 'with no signal' above), until the test gives it back.
    let signal = false;
    await context.route('**/*', (route) => (signal ? route.fallback() : route.abort('internetdisconnected')));
    await send(page).click();
    // No Background Sync in Firefox: the visitor is asked to come back.
    await expect(kept(page)).toHaveText(keptWords(false));
    await page.close();
    signal = true;
    expect(await mailbox.messagesWith(token)).toHaveLength(0);
    // Any page of the site: the worker starts on its navigation and sends what was kept.
    const next = await context.newPage();
    await next.goto('/');
    await expect.poll(async () => (await mailbox.messagesWith(token)).length).toBe(1);
    await next.goto('/contact');
    await expect(banner(next)).toHaveText(SENT_BEFORE);
    await next.goto('/donate');
    expect(await mailbox.messagesWith(token)).toHaveLength(1);
  });
});

test.describe('with scripts off', () => {
  // One Firefox for the three tests (it takes a few seconds to start), at a phone's width.
  test.describe.configure({ mode: 'serial' });
  type ScriptsOff = Awaited<ReturnType<typeof startFirefoxScriptsOff>>;
  const site = (path: string) => new URL(path, `http://127.0.0.1:${process.env.SSMC_TEST_SITE_PORT}`).href;
  let browser: ScriptsOff;
  test.beforeAll(async () => {
    browser = await startFirefoxScriptsOff(PHONE);
  });
  test.afterAll(async () => {
    await browser?.quit();
  });

  test('the menu opens on a phone, and every page reads', async () => {
    await browser.go(site('/'));
    expect(await browser.scriptingOff()).toBe(true);
    const legal = await browser.find('#site-nav a[href="/legal"]');
    expect(await browser.shown(legal)).toBe(false);
    await browser.click(await browser.find('.menu-toggle'));
    expect(await browser.shown(legal)).toBe(true);
    for (const { path, heading } of PAGES.filter((entry) => entry.indexed)) {
      await browser.go(site(path));
      expect(await browser.text(await browser.find('h1'))).toBe(heading);
    }
  });

  test('the dialogs’ text is in place and their buttons are gone', async () => {
    for (const { path, scope, button } of DIALOGS) {
      await browser.go(site(path));
      const opener = await browser.find(`${scope} button.dialog-opener`);
      expect(await browser.text(opener)).toBe(button);
      expect(await browser.shown(opener)).toBe(false);
      const text = await browser.find(`${scope} dialog p`);
      expect(await browser.shown(text)).toBe(true);
    }
  });

  test('the contact page offers the email address instead of a form that cannot send', async () => {
    await browser.go(site('/contact'));
    expect(await browser.shown(await browser.find('.contact-form'))).toBe(false);
    const note = await browser.find('.no-js-only');
    expect(await browser.shown(note)).toBe(true);
    expect(await browser.text(note)).toContain(SITE.email);
  });
});
