/**
 * The thinnest driver each engine needs for the scenarios of e2e/engine-scenarios.ts, behind one
 * small interface (EnginePage: open an address; click, type and read an element found by role,
 * label or CSS; run a function in the page):
 *
 * - Chromium and Firefox through Playwright, in a context of its own per session; Firefox with
 *   scripts off is a Firefox whose `javascript.enabled` preference is off (Playwright's
 *   javaScriptEnabled does nothing over WebDriver BiDi), where its own evaluations still run;
 * - WebKitGTK's MiniBrowser, which Playwright cannot drive, through selenium-webdriver over
 *   classic WebDriver (Debian's WebKitWebDriver, on a virtual screen).
 *
 * Every session's requests go through a proxy of its own (e2e/support/forwarding-proxy.mjs): it
 * answers the local build's mail address with this worker's mailbox, and can refuse the site's
 * scripts, hold them, answer for the mail service, or take the signal away, the same in every
 * engine, at the HTTP boundary; nothing outside this computer is reached through it. A session
 * intercepts no request itself: over WebDriver BiDi that sends every request of the page to the
 * test and back, and turns Firefox's cache off.
 */
import { spawn } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { Builder, By, Key, type WebElement } from 'selenium-webdriver';
import { endProcess, webkitParts } from '../../tooling/browser.mjs';
import { freePort } from '../../tooling/free-port.mjs';
import { startForwardingProxy } from './forwarding-proxy.mjs';
import { watchConsole } from './console';
import { findInPage } from './find';

export { endProcess };
import { DESKTOP, MAILBOX_ORIGIN, PHONE, SITE_ORIGIN } from './site';

/**
 * What a scenario points at: a CSS selector, or, as a visitor finds it, an element by its role and
 * accessible name, or a field by its label. Playwright finds these itself; WebKit's classic
 * WebDriver finds by CSS only, so there `findInPage` (e2e/support/find.ts) does.
 */
export type Target = string | { role: Role; name?: string; within?: string } | { label: string };
export type Role = 'button' | 'link' | 'dialog' | 'form' | 'status' | 'heading' | 'navigation';

/** A function that runs in the page: it reads nothing from the test's scope, only its arguments. */
export type InPage<A extends unknown[], T> = (...args: A) => T;

export interface EnginePage {
  /** Opens a path of the site, or a whole address. */
  go(path: string): Promise<void>;
  /**
   * The browser's Back, resolved once the page before is shown again: its scripts are asked
   * nothing while the page being left is still there to answer (or, frozen in the back/forward
   * cache, never answers).
   */
  back(): Promise<void>;
  click(target: Target): Promise<void>;
  /** Types into a field; a line break is the Enter key, as a person types it. */
  type(target: Target, text: string): Promise<void>;
  /** Picks the file at `path` (on this computer) in a file field, as a person picking it would. */
  upload(target: Target, path: string): Promise<void>;
  /** Presses a key where the focus is. */
  press(key: 'Enter' | 'Escape' | 'Space' | 'Tab'): Promise<void>;
  shown(target: Target): Promise<boolean>;
  text(target: Target): Promise<string>;
  value(target: Target): Promise<string>;
  attribute(target: Target, name: string): Promise<string | null>;
  /** Runs `fn` in the page with `args` (which travel as JSON) and returns its value. */
  run<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<Awaited<T>>;
  /** Runs `fn` in the page at every frame until it returns something truthy, and returns that. */
  until<A extends unknown[], T>(fn: InPage<A, T>, ...args: A): Promise<Awaited<T>>;
}

/** How a scenario wants the engine: each engine takes the options it can honour. */
export interface Open {
  /** A phone's screen, 390 by 844. */
  phone?: boolean;
  /** Invoker commands on (WebKit: as Safari 26.2 and later) or off (as Safari before). */
  invokers?: boolean;
  /** false: the page's scripts are off. */
  javascript?: boolean;
  /** Every request for the site's scripts fails: the page before they arrive. */
  noScripts?: boolean;
  /** The mail service answers every send with this status. */
  mailStatus?: number;
  /** Requests for the site's scripts wait until the session's release() (a slow network). */
  holdScripts?: boolean;
  /** The site's service worker, blocked unless asked for. */
  serviceWorkers?: boolean;
  /** The browser's own HTTP cache keeps none of the site's scripts, as a phone's small one may. */
  smallCache?: boolean;
}

/** A page in an engine, with the network under its proxy. */
export interface Session {
  page: EnginePage;
  /** Every address the session asked the network for, in order. */
  requested: string[];
  /** false: no signal, every request fails as a phone's does; true: the signal is back. */
  signal(on: boolean): void;
  /** Lets the held scripts go on (Open.holdScripts). */
  release(): void;
  /** Console errors and warnings, where the engine tells them (through Playwright). */
  consoleProblems(): string[];
  /** Every console line, where the engine tells them, for a failed test's report. */
  consoleLines(): string[];
  /** A picture of the page as it is now, for a failed test's report (Playwright takes its own). */
  screenshot(): Promise<Buffer | undefined>;
  /** Closes the page and starts a new one in the same profile, as a visitor opening the site again. */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

/** The site's scripts: the islands and React. The directives that wait for a visitor are inline. */
export const SITE_SCRIPTS = /\/_astro\/[^/]+\.js/;

const at = (path: string) => new URL(path, SITE_ORIGIN).href;
/** A function's source in a line, as a failure names what it waited for. */
const summary = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 160);

/** How long one call of a driver may take, well within the test's own budget: a single click, read or wait. */
export const STEP_MS = 15_000;

/**
 * Runs `body` as a named step with a budget of its own: one that hangs fails naming the engine,
 * the call and the state it waited for, not with the test's bare "Test timeout ... exceeded";
 * one that fails says which call it was.
 */
export async function step<T>(title: string, body: () => Promise<T>, timeout = STEP_MS): Promise<T> {
  try {
    return await test.step(title, body, { timeout, box: true });
  } catch (error) {
    if (error instanceof Error && !error.message.startsWith(title)) error.message = `${title}: ${error.message}`;
    throw error;
  }
}

/** The page with each call a step named for the engine, the call and its arguments. */
function namedSteps(engine: string, page: EnginePage): EnginePage {
  const describe = (arg: unknown) => (typeof arg === 'function' ? summary(String(arg)) : JSON.stringify(arg));
  return Object.fromEntries(
    Object.entries(page).map(([method, call]: [string, (...args: unknown[]) => Promise<unknown>]) => [
      method,
      (...args: unknown[]) => step(`${engine} ${method}(${args.map(describe).join(', ')})`, () => call(...args)),
    ]),
  ) as unknown as EnginePage;
}
/** A call of `fn` with `args`, as the page evaluates it. */
const called = (fn: (...args: never[]) => unknown, args: unknown[]) =>
  `(${String(fn)}).apply(null, ${JSON.stringify(args)})`;

/** The proxy a session's requests go through, with the controls Session gives a scenario. */
async function sessionProxy(mailbox: string, { noScripts, mailStatus, holdScripts, smallCache }: Open) {
  let release = () => {};
  const until = new Promise<void>((resolve) => (release = resolve));
  const proxy = await startForwardingProxy({
    from: MAILBOX_ORIGIN,
    to: mailbox,
    refuse: noScripts ? SITE_SCRIPTS : undefined,
    answer: mailStatus ? { status: mailStatus, body: 'Refused' } : undefined,
    hold: holdScripts ? { match: SITE_SCRIPTS, until } : undefined,
    forget: smallCache ? SITE_SCRIPTS : undefined,
  });
  return { proxy, release };
}

/** Chromium or Firefox through Playwright: a context of its own, through the session's proxy. */
export async function openPlaywright(browser: Browser, mailbox: string, options: Open = {}): Promise<Session> {
  const { proxy, release } = await sessionProxy(mailbox, options);
  const context = await browser.newContext({
    viewport: options.phone ? PHONE : DESKTOP,
    // Chromium sends this computer's own addresses past a proxy unless told not to.
    proxy: { server: proxy.origin, bypass: '<-loopback>' },
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
    javaScriptEnabled: options.javascript !== false,
  });
  const watch = watchConsole(context);
  let current = await context.newPage();
  const page = playwrightPage(() => current, options.javascript === false);
  return {
    page: namedSteps(browser.browserType().name(), page),
    requested: proxy.requested,
    signal: proxy.signal,
    release,
    consoleProblems: () => watch.problems(),
    consoleLines: () => watch.lines(),
    screenshot: () => current.screenshot({ timeout: 5_000 }),
    reopen: async () => {
      await current.close();
      current = await context.newPage();
    },
    close: async () => {
      await context.close();
      await proxy.close();
    },
  };
}

/**
 * A Playwright page (the one `current` gives: it changes on reopen) behind the engines' small
 * interface, for the scenarios and for the specs' helpers written once for every engine.
 */
export function playwrightPage(current: () => Page, scriptsOff = false): EnginePage {
  const locate = (target: Target) => {
    if (typeof target === 'string') return current().locator(target).first();
    if ('label' in target) return current().getByLabel(target.label, { exact: true }).first();
    const scope = target.within ? current().locator(target.within).first() : current();
    return scope.getByRole(target.role, { name: target.name, exact: true }).first();
  };
  return {
    go: async (path) => {
      await current().goto(at(path));
    },
    back: async () => {
      await current().goBack({ waitUntil: 'commit' });
    },
    // With scripts off, Playwright's wait for an element to be still never ends (it counts frames
    // with the page's own timer): the click goes at once.
    click: (target) => locate(target).click({ force: scriptsOff }),
    type: (target, text) => locate(target).pressSequentially(text),
    upload: (target, path) => locate(target).setInputFiles(path),
    press: (key) => current().keyboard.press(key),
    shown: (target) => locate(target).isVisible(),
    text: (target) => locate(target).innerText(),
    value: (target) => locate(target).inputValue(),
    attribute: (target, name) => locate(target).getAttribute(name),
    run: (fn, ...args) => current().evaluate(called(fn, args)) as never,
    until: async (fn, ...args) => {
      let value: unknown;
      await expect
        .poll(
          async () =>
            (value = await current()
              .evaluate(called(fn, args))
              .catch(() => undefined)),
          // Bounded by the test alone, as WebKit's wait below is: a state a busy machine reaches
          // late (Firefox installing a worker, once, in CI) is still reached.
          { message: `waiting until ${summary(String(fn))}`, timeout: 0 },
        )
        .toBeTruthy();
      return value as never;
    },
  };
}

/** An element's attribute as written in the page (runs in the page, as the next does). */
const attributeOf = (element: Element, name: string) => element.getAttribute(name);
const scrollIn = (element: Element) => element.scrollIntoView({ block: 'center', behavior: 'instant' });

/** How long a MiniBrowser session may take to open; it opens in one to five seconds, on a busy machine too. */
const SESSION_OPENS_MS = 15_000;

/**
 * A MiniBrowser session through a driver of its own. WebKitWebDriver chooses the port the browser
 * is reached on (WEBKIT_INSPECTOR_SERVER) as the tests choose theirs, by binding port 0 and letting
 * it go; until MiniBrowser binds it, any other process on this machine (a browser's connection, a
 * test's server) can take it, and the driver then waits for the new session without end. That
 * is not the site, nor the test: such a start is given up after SESSION_OPENS_MS, said in the
 * test's report, and tried again with a new driver, which chooses again; a third failure fails.
 */
async function openMiniBrowser(driverPath: string, display: string, capabilities: Record<string, unknown>) {
  for (let attempt = 1; ; attempt++) {
    const { child, origin } = await startWebKitDriver(driverPath, display);
    const opening = new Builder()
      .usingServer(origin)
      .disableEnvironmentOverrides()
      .withCapabilities(capabilities)
      .build();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const given = new Promise<'given up'>(
      (resolve) => (timer = setTimeout(() => resolve('given up'), SESSION_OPENS_MS)),
    );
    const driver = await Promise.race([opening, given]).finally(() => clearTimeout(timer));
    if (driver !== 'given up') return { child, driver };
    opening.catch(() => undefined);
    await endProcess(child);
    const said = `WebKit's session did not open in ${SESSION_OPENS_MS / 1000} s (try ${attempt} of 3)`;
    // In the report, and in the run's output, so a start tried again is never silent.
    test.info().annotations.push({ type: 'engine start', description: said });
    console.warn(`${test.info().title}: ${said}; opening it again with a new driver`);
    if (attempt === 3) throw new Error(`${said}: its driver never reached the browser it started`);
  }
}

/** Whether WebKit's driver itself is ready at `origin`: its W3C status, not whatever else may answer there. */
async function driverReady(origin: string): Promise<boolean> {
  return fetch(`${origin}/status`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.json() as Promise<{ value?: { ready?: boolean } }>)
    .then((status) => status.value?.ready === true)
    .catch(() => false);
}

/**
 * WebKit's driver on a free port. The port is free when chosen and taken when the driver binds
 * it; in between, another process may take it (every server of the other worker picks a free
 * port too): the driver then stops at once ("Unable to listen"), and is started again on another
 * port. Until then the tests asked that port, whatever held it, with no bound on the answer.
 */
export async function startWebKitDriver(driverPath: string, display: string, pickPort = freePort) {
  for (let attempt = 1; ; attempt++) {
    const port = await pickPort();
    // A process group of its own: stopping it stops the MiniBrowser it started too.
    const child = spawn(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
      env: { ...process.env, DISPLAY: display },
      stdio: 'ignore',
      detached: true,
    });
    let exited = false;
    child.once('exit', () => (exited = true));
    const origin = `http://127.0.0.1:${port}`;
    for (let tries = 0; !exited && tries < 200; tries++) {
      if (await driverReady(origin)) return { child, origin };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await endProcess(child);
    if (attempt === 3) throw new Error(`WebKit's driver (${driverPath}) did not start on any of 3 free ports`);
  }
}

/**
 * WebKitGTK's MiniBrowser and its driver, on a free port, through selenium-webdriver. Service
 * workers are off unless asked for, as Playwright blocks them for the other engines: the site's
 * worker would otherwise fetch its whole offline copy in every session.
 */
export async function openWebKit(display: string, mailbox: string, options: Open = {}): Promise<Session> {
  const { proxy, release } = await sessionProxy(mailbox, options);
  const { driver: driverPath, browser } = webkitParts();
  const args = ['--automation'];
  const features = [options.invokers && '+CommandAttributes', !options.serviceWorkers && '-ServiceWorkers'];
  if (features.some(Boolean)) args.push(`--features=${features.filter(Boolean).join(',')}`);
  if (options.javascript === false) args.push('--enable-javascript=false');
  const { child, driver } = await openMiniBrowser(driverPath, display, {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: browser, args },
    proxy: { proxyType: 'manual', httpProxy: new URL(proxy.origin).host },
  });
  const { width, height } = options.phone ? PHONE : DESKTOP;
  await driver.manage().window().setRect({ width, height });
  await driver.manage().setTimeouts({ pageLoad: 15_000, script: 10_000 });
  const find = async (target: Target): Promise<WebElement> => {
    if (typeof target === 'string') return driver.findElement(By.css(target));
    const found = (await driver.executeScript(findInPage, target)) as WebElement | null;
    if (!found) throw new Error(`WebKit: no element found for ${JSON.stringify(target)}`);
    return found;
  };
  const scripts = options.javascript !== false;
  const page: EnginePage = {
    go: (path) => driver.get(at(path)),
    back: () => driver.navigate().back(),
    click: async (target) => {
      const element = await find(target);
      // A driver calls an element moved by smooth scrolling "not interactable": bring it in at once.
      if (scripts) await driver.executeScript(scrollIn, element);
      await element.click();
    },
    type: async (target, text) => (await find(target)).sendKeys(text.replaceAll('\n', Key.ENTER)),
    // WebDriver gives a file field its file by "typing" the file's path (W3C Element Send Keys).
    upload: async (target, path) => (await find(target)).sendKeys(path),
    press: (key) =>
      driver
        .actions()
        .sendKeys(Key[key.toUpperCase() as 'ENTER' | 'ESCAPE' | 'SPACE' | 'TAB'])
        .perform(),
    shown: async (target) => (await find(target)).isDisplayed(),
    text: async (target) => (await find(target)).getText(),
    value: async (target) => String(await (await find(target)).getProperty('value')),
    // As written in the page: Selenium's getAttribute answers a link's href made whole.
    attribute: async (target, name) => driver.executeScript(attributeOf, await find(target), name),
    run: (fn, ...args) => driver.executeScript(`return ${called(fn, args)}`) as never,
    until: async (fn, ...args) => {
      // A page that navigates meanwhile (the condition is often that it has) ends the waiting
      // script with "no such frame" (NoSuchFrameError): it is asked again of the page that came.
      for (let navigations = 0; ; navigations++) {
        try {
          return (await driver.executeAsyncScript(
            `const done = arguments[arguments.length - 1];
             const check = () => { try { return ${called(fn, args)}; } catch { return undefined; } };
             const tick = () => { const value = check(); if (value) done(value); else requestAnimationFrame(tick); };
             tick();`,
          )) as never;
        } catch (error) {
          if (navigations < 3 && /no ?such ?frame/i.test(String(error))) continue;
          throw new Error(`WebKit, waiting until ${summary(String(fn))}: ${String(error)}`);
        }
      }
    },
  };
  return {
    page: namedSteps('webkit', page),
    requested: proxy.requested,
    signal: proxy.signal,
    release,
    consoleProblems: () => [],
    consoleLines: () => ['(WebKit does not tell its console over classic WebDriver)'],
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    reopen: () => driver.get('about:blank'),
    close: async () => {
      await driver.quit().catch(() => undefined);
      await endProcess(child);
      await proxy.close();
    },
  };
}
