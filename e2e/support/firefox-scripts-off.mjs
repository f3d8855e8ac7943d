// @ts-check
/**
 * Firefox with JavaScript off, for e2e/engines.spec.ts. Playwright cannot do this: Firefox's
 * WebDriver BiDi backend ignores `javaScriptEnabled`, and with the `javascript.enabled`
 * preference off Playwright's own page scripts never answer. Firefox's remote agent still works
 * with it off (its sandboxes are not page scripts), so this file speaks WebDriver BiDi to it
 * directly: open a page, find an element, see whether it is shown, read it, click it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firefoxLaunch } from '../../tooling/browser.mjs';
import { outsideHosts } from '../../tooling/outside-hosts.mjs';

/** @typedef {{ type: 'node', sharedId: string }} Node */

/** @param {{ width?: number, height?: number }} [size] */
export async function startFirefoxScriptsOff({ width = 1280, height = 800 } = {}) {
  const executable = firefoxLaunch().executablePath ?? '/usr/bin/firefox-esr';
  const profile = await mkdtemp(join(tmpdir(), 'ssmc-firefox-'));
  const prefs = {
    'javascript.enabled': false,
    'remote.active-protocols': 1, // WebDriver BiDi only
    'app.update.enabled': false,
    'browser.shell.checkDefaultBrowser': false,
    'datareporting.policy.dataSubmissionEnabled': false,
    'toolkit.telemetry.reportingpolicy.firstRun': false,
    'browser.startup.homepage_override.mstone': 'ignore',
    // A machine with a closed network: never decide the network is down, nor look for a portal,
    // nor reach out ahead of time (Playwright sets the same for its own Firefox).
    'network.manage-offline-status': false,
    'network.connectivity-service.enabled': false,
    'network.captive-portal-service.enabled': false,
    'network.http.speculative-parallel-limit': 0,
    'browser.safebrowsing.malware.enabled': false,
    'browser.safebrowsing.phishing.enabled': false,
    'extensions.update.enabled': false,
    'dom.ipc.reportProcessHangs': false,
    // The donation form's frame and the shops are not ours, and this machine cannot reach them:
    // their names lead to this machine, where nothing answers, so the frame fails at once rather
    // than while the next page is being opened.
    'network.dns.localDomains': outsideHosts().join(','),
  };
  await writeFile(
    join(profile, 'user.js'),
    Object.entries(prefs)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  // Port 0: Firefox picks a free port and says which on stderr.
  const child = spawn(executable, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const address = await new Promise((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk) => {
      said += chunk;
      const found = /WebDriver BiDi listening on (ws:\/\/[^\s]+)/.exec(said);
      if (found) resolve(found[1]);
    });
    child.on('exit', () => reject(new Error(`Firefox stopped before it listened: ${said}`)));
  });
  const socket = new WebSocket(`${address}/session`);
  await once(socket, 'open');
  let lastId = 0;
  /** @type {Map<number, (message: any) => void>} */
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  /** One BiDi command; throws with Firefox's own words when it refuses. */
  const send = async (/** @type {string} */ method, /** @type {object} */ params = {}) => {
    const id = ++lastId;
    const answer = await new Promise((resolve) => {
      waiting.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
    if (answer.type !== 'success') throw new Error(`Firefox refused ${method}: ${answer.error} ${answer.message}`);
    return answer.result;
  };

  await send('session.new', { capabilities: {} });
  const { contexts } = await send('browsingContext.getTree');
  const context = contexts[0].context;
  await send('browsingContext.setViewport', { context, viewport: { width, height } });
  /** Calls `fn` (a function's source) with `args` in a sandbox: the page's own scripts are off. */
  const call = async (/** @type {string} */ fn, /** @type {unknown[]} */ ...args) => {
    const result = await send('script.callFunction', {
      functionDeclaration: fn,
      arguments: args.map((arg) =>
        typeof arg === 'object' && arg && 'sharedId' in arg ? arg : { type: 'string', value: String(arg) },
      ),
      target: { context, sandbox: 'ssmc-tests' },
      awaitPromise: true,
    });
    if (result.type === 'exception') throw new Error(`In the page: ${result.exceptionDetails.text}`);
    return result.result.value;
  };

  return {
    /** True: scripts really are off (the page matches `(scripting: none)`). */
    scriptingOff: () => call('() => matchMedia("(scripting: none)").matches'),
    /**
     * Opens `url` and waits until its document has been read (not for frames inside it). Firefox's navigate also fails when a frame inside the
     * page fails to load (the donation form's, which cannot load here: "Address rejected"),
     * sometimes before the page has finished loading, and the frame may keep the page's load
     * event waiting. The page itself is what counts: such a failure passes when the page did
     * open and its document has been read in full (what the tests look at).
     */
    go: async (/** @type {string} */ url) => {
      try {
        await send('browsingContext.navigate', { context, url, wait: 'interactive' });
      } catch (error) {
        const where = await call(`() =>
          new Promise((resolve) => {
            const say = () => resolve(location.href);
            if (document.readyState !== 'loading') say();
            else document.addEventListener('DOMContentLoaded', say, { once: true });
          })`);
        if (where !== url) throw new Error(`${String(error)} (opening ${url}; the page is at ${where})`);
      }
    },
    /** @returns {Promise<Node>} */
    find: async (/** @type {string} */ css) => {
      const { nodes } = await send('browsingContext.locateNodes', { context, locator: { type: 'css', value: css } });
      if (!nodes[0]) throw new Error(`Nothing matches ${css}`);
      return nodes[0];
    },
    /** @returns {Promise<boolean>} */
    shown: (/** @type {Node} */ node) => call('(element) => element.checkVisibility()', node),
    /** @returns {Promise<string>} */
    text: (/** @type {Node} */ node) => call('(element) => element.innerText', node),
    /** A real pointer click in the middle of the element. */
    click: async (/** @type {Node} */ node) => {
      await call('(element) => element.scrollIntoView({ block: "center", behavior: "instant" })', node);
      await send('input.performActions', {
        context,
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            actions: [
              { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: node } },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
    },
    quit: async () => {
      await send('browser.close').catch(() => undefined);
      socket.close();
      if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
      await rm(profile, { recursive: true, force: true });
    },
  };
}
