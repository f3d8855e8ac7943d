// @ts-check
/**
 * WebKit for the browser tests: WebKitGTK's MiniBrowser, driven by its WebDriver
 * (`WebKitWebDriver`, Debian's webkit2gtk-driver) over classic WebDriver, on a virtual screen.
 * Playwright cannot drive WebKitGTK, and the W3C protocol the tests need is a dozen HTTP calls,
 * so this file speaks it directly (docs/testing.md, "Engines", says why not WebdriverIO).
 *
 *   const screen = await startScreen();
 *   const browser = await startWebKit({ display: screen.display, proxy, invokers: true });
 *   await browser.go(url); const menu = await browser.find('.menu-toggle'); await browser.click(menu);
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { webkitParts } from '../../tooling/browser.mjs';
import { freePort } from '../../tooling/free-port.mjs';

/** The W3C name of an element reference in WebDriver answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** @typedef {{ [ELEMENT]: string }} ElementRef */

/**
 * How long the driver may take over one command, and the page over loading or over a condition
 * `until` waits for: each well inside a test's own limit, so a stuck step fails naming itself.
 */
const COMMAND_TIME_LIMIT = 20_000;
const PAGE_TIME_LIMITS = { pageLoad: 15_000, script: 10_000 };

/** A command's body in a failure message: the address, the selector or the script's first words. */
function describe(/** @type {any} */ body) {
  const words = body?.url ?? body?.value ?? body?.script;
  return typeof words === 'string' ? JSON.stringify(words.replace(/\s+/g, ' ').trim().slice(0, 200)) : '';
}

/** Stops a process and waits for it; one that has already ended will not say so again. */
async function end(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill();
  await once(child, 'exit');
}

/** An X server on a free display, for the MiniBrowser's window. */
export async function startScreen() {
  const { xvfb } = webkitParts();
  // -displayfd: Xvfb picks a free display and writes its number to the given descriptor.
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const [number] = /** @type {[Buffer]} */ (
    await once(/** @type {import('node:stream').Readable} */ (child.stdio[3]), 'data')
  );
  return {
    display: `:${number.toString().trim()}`,
    close: () => end(child),
  };
}

/**
 * A WebKit window and its driver, each on a free port. `invokers` turns invoker commands on (as
 * Safari has them from 26.2); `javascript: false` turns scripts off; `proxy` is an HTTP proxy
 * every request goes through (e2e/support/forwarding-proxy.mjs). Service workers are off unless
 * asked for, as Playwright blocks them for the other engines (playwright.config.ts): the site's
 * worker would fetch its whole offline copy in every session (docs/decisions/0006).
 * @param {{ display: string, proxy?: string, invokers?: boolean, javascript?: boolean, serviceWorkers?: boolean, width?: number, height?: number }} options
 */
export async function startWebKit({
  display,
  proxy,
  invokers = false,
  javascript = true,
  serviceWorkers = false,
  width = 1280,
  height = 800,
}) {
  const { driver, browser } = webkitParts();
  const port = await freePort();
  const child = spawn(driver, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  /**
   * One WebDriver command; throws with the driver's own words when it refuses, and names the
   * command when the driver does not answer in time (a hang would otherwise end only at the
   * test's own time limit, saying nothing of where it stood).
   */
  const call = async (
    /** @type {string} */ method,
    /** @type {string} */ path,
    /** @type {unknown} */ body = undefined,
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_TIME_LIMIT),
    }).catch((/** @type {Error} */ error) => {
      const what = error.name === 'TimeoutError' ? `no answer in ${COMMAND_TIME_LIMIT / 1000} s` : error.message;
      throw new Error(`WebKit's driver: ${method} ${path} ${describe(body)}: ${what}`);
    });
    const { value } = /** @type {{ value: any }} */ (await response.json());
    if (!response.ok)
      throw new Error(`WebKit's driver refused ${method} ${path}: ${value?.error} ${value?.message ?? ''}`);
    return value;
  };
  for (let tries = 0; ; tries++) {
    try {
      await call('GET', '/status');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const args = ['--automation'];
  const features = [invokers && '+CommandAttributes', !serviceWorkers && '-ServiceWorkers'].filter(Boolean);
  if (features.length) args.push(`--features=${features.join(',')}`);
  if (!javascript) args.push('--enable-javascript=false');
  const session = await call('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary: browser, args },
        ...(proxy ? { proxy: { proxyType: 'manual', httpProxy: new URL(proxy).host } } : {}),
      },
    },
  });
  const at = `/session/${session.sessionId}`;
  await call('POST', `${at}/window/rect`, { width, height });
  await call('POST', `${at}/timeouts`, PAGE_TIME_LIMITS);

  const api = {
    /** What the engine is: "MiniBrowser 2.50.6". */
    version: `${session.capabilities.browserName} ${session.capabilities.browserVersion}`,
    go: (/** @type {string} */ url) => call('POST', `${at}/url`, { url }),
    url: () => /** @type {Promise<string>} */ (call('GET', `${at}/url`)),
    /** @returns {Promise<ElementRef>} */
    find: (/** @type {string} */ css) => call('POST', `${at}/element`, { using: 'css selector', value: css }),
    /** @returns {Promise<ElementRef[]>} */
    findAll: (/** @type {string} */ css) => call('POST', `${at}/elements`, { using: 'css selector', value: css }),
    /** Brought into view at once first: a driver calls an element moved by smooth scrolling "not interactable". */
    click: async (/** @type {ElementRef} */ element) => {
      if (javascript) await api.run('arguments[0].scrollIntoView({ block: "center", behavior: "instant" })', element);
      await call('POST', `${at}/element/${element[ELEMENT]}/click`, {});
    },
    /** Types `text`; a line break is the Enter key, as a person types it. */
    type: (/** @type {ElementRef} */ element, /** @type {string} */ text) =>
      call('POST', `${at}/element/${element[ELEMENT]}/value`, { text: text.replaceAll('\n', '\uE007') }),
    keys: (/** @type {string} */ keys) =>
      call('POST', `${at}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [...keys].flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ],
      }),
    /** @returns {Promise<boolean>} */
    shown: (/** @type {ElementRef} */ element) => call('GET', `${at}/element/${element[ELEMENT]}/displayed`),
    /** @returns {Promise<string>} */
    text: (/** @type {ElementRef} */ element) => call('GET', `${at}/element/${element[ELEMENT]}/text`),
    /** @returns {Promise<string | null>} */
    attribute: (/** @type {ElementRef} */ element, /** @type {string} */ name) =>
      call('GET', `${at}/element/${element[ELEMENT]}/attribute/${name}`),
    /** @returns {Promise<string>} */
    property: (/** @type {ElementRef} */ element, /** @type {string} */ name) =>
      call('GET', `${at}/element/${element[ELEMENT]}/property/${name}`),
    /** Runs `body` in the page (as a function body: `arguments`, `return`). */
    run: (/** @type {string} */ body, /** @type {unknown[]} */ ...args) =>
      call('POST', `${at}/execute/sync`, { script: body, args }),
    /**
     * Runs `body` in the page until it returns something truthy, and returns that. A page that
     * navigates meanwhile (the condition is often that it has) ends the waiting script with
     * "no such frame": it is asked again of the page that came.
     */
    until: async (/** @type {string} */ body, /** @type {unknown[]} */ ...args) => {
      for (let navigations = 0; ; navigations++) {
        try {
          return await call('POST', `${at}/execute/async`, {
            script: `const done = arguments[arguments.length - 1];
              const check = () => { try { return (function () { ${body} }).apply(null, ${JSON.stringify(args)}); } catch { return undefined; } };
              const tick = () => { const value = check(); if (value) done(value); else requestAnimationFrame(tick); };
              tick();`,
            args: [],
          });
        } catch (error) {
          const { message } = /** @type {Error} */ (error);
          if (navigations < 3 && /no such frame/.test(message)) continue;
          throw new Error(`WebKit, waiting for ${describe({ script: body })} ${JSON.stringify(args)}:\n${message}`);
        }
      }
    },
    quit: async () => {
      await call('DELETE', at).catch(() => undefined);
      await end(child);
    },
  };
  return api;
}
