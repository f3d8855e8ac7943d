import type { ClientDirective } from 'astro';
import { HELD_SUBMIT } from './held-submit';
import { keepDraft } from './keep-draft';

/**
 * Platform features an island's server-rendered HTML relies on to work before it hydrates.
 * Where the browser has them all, the island waits for the visitor; where one is missing, the
 * island hydrates when it is needed to stand in for it.
 */
export type NativeFeature = 'popover' | 'invokers' | 'scroll-timeline';

/** What `client:interaction` accepts: the features the HTML needs, or those and a kept key. */
export type InteractionOptions =
  | readonly NativeFeature[]
  | {
      needs?: readonly NativeFeature[];
      /**
       * Keys of what the island reads at hydration (a draft in sessionStorage, a flag in
       * localStorage). When either storage keeps something under one, the island hydrates at
       * idle to put it back on the page.
       */
      kept?: readonly string[];
      /**
       * Where the island keeps a draft of its form in sessionStorage. The directive keeps there
       * what is typed from the first paint, for the island to put back: into a text area React
       * writes again as it hydrates (one whose first words the page wrote, such as a volunteer's
       * offer), or after a reload if the island's script cannot be had.
       */
      draft?: string;
    };

/**
 * Set on the island when its script cannot be had (a page of an earlier build whose files the
 * host no longer has, a network that failed): elements inside marked `data-if-unloaded` show,
 * and a `data-reload` button reloads the page.
 */
export const UNLOADED = 'data-unloaded';

/** Events that mean a visitor is reaching for something inside the island. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** Which of the features the browser lacks. Kept free of the DOM's globals at import time. */
function missingFeatures(needs: readonly NativeFeature[], win: Window & typeof globalThis): NativeFeature[] {
  const has: Record<NativeFeature, () => boolean> = {
    popover: () => 'popover' in win.HTMLElement.prototype,
    invokers: () => 'command' in win.HTMLButtonElement.prototype,
    'scroll-timeline': () => !!win.CSS?.supports?.('animation-timeline: scroll()'),
  };
  return needs.filter((feature) => !has[feature]());
}

function keeps(keys: readonly string[]): boolean {
  try {
    return keys.some((key) => !!sessionStorage.getItem(key) || !!localStorage.getItem(key));
  } catch {
    return false; // storage refused (a private window's settings): nothing was kept
  }
}

/**
 * Where the browser has no invoker commands: a click on an island's `command="show-modal"` or
 * `command="close"` button opens or closes its <dialog>, as the browser would with them, for as
 * long as the island has not hydrated (Astro removes `ssr` when it has; the island's own click
 * handlers act from then on). Both leave a dialog already in the asked-for state as it is.
 */
function standInForInvokers(el: HTMLElement) {
  el.addEventListener('click', (event) => {
    if (!el.hasAttribute('ssr')) return;
    const button = (event.target as Element | null)?.closest?.('button[commandfor][command]');
    if (!button || !el.contains(button)) return;
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' && dialog.open) dialog.close();
  });
}

/** Keeps what is typed in the island's forms as their draft, where the island has one. */
function keepIslandDraft(el: HTMLElement, key: string | undefined) {
  if (key) keepDraft(key, el.querySelectorAll('form'));
}

/**
 * The island's script could not be had, after Astro's own second try: no control is left dead.
 * What was typed is kept as a draft (as it is on each keystroke, see below), the island's notice
 * says what happened and what to do, its reload button keeps and reloads, and a Send held for the
 * script is let go. Astro's own console error is left out: the visitor is told instead.
 */
function whenUnloaded(el: HTMLElement, draft: string | undefined) {
  el.addEventListener(
    'astro:hydration-error',
    (event) => {
      event.preventDefault();
      const held = el.hasAttribute(HELD_SUBMIT);
      el.removeAttribute(HELD_SUBMIT);
      el.setAttribute(UNLOADED, '');
      keepIslandDraft(el, draft);
      const notices = el.querySelectorAll<HTMLElement>('[data-if-unloaded]');
      for (const notice of notices) notice.hidden = false;
      el.querySelector('[data-reload]')?.addEventListener('click', () => {
        keepIslandDraft(el, draft);
        location.reload();
      });
      if (held) notices[0]?.focus();
    },
    { once: true },
  );
}

/**
 * `client:interaction`: hydrate on the visitor's first pointer, key or focus inside the island,
 * so a page that works natively downloads no JavaScript until someone reaches for it.
 * `client:interaction={['popover', 'scroll-timeline']}` names what the HTML relies on: with
 * popover missing the island hydrates at idle (its click handlers stand in), and with
 * scroll-driven animations missing it hydrates on the first scroll (it moves the header). With
 * invokers missing, the directive itself opens and closes a dialog from the island's buttons
 * until the island has hydrated (standInForInvokers), so those buttons work at the first paint
 * too and the island still waits for the visitor. `{ kept: [key, ...] }` hydrates at idle when
 * sessionStorage or localStorage keeps something under one of those keys.
 *
 * A visitor may reach in before the directive runs (it runs once the island has fully arrived,
 * and a phone on a slow network shows the part that has come): focus already inside hydrates it.
 *
 * A form inside the island that is submitted before the island is ready is held, not sent by
 * the browser: the element gets `data-held-submit` (for the island's "getting ready" look), and
 * the island, once ready, submits it again (releaseHeldSubmit in src/directives/held-submit.ts).
 */
const interaction: ClientDirective = (load, options, el) => {
  const value = options.value as InteractionOptions | undefined;
  const needs = Array.isArray(value) ? value : ((value as { needs?: NativeFeature[] })?.needs ?? []);
  const kept = Array.isArray(value) ? [] : ((value as { kept?: readonly string[] } | undefined)?.kept ?? []);
  const draft = Array.isArray(value) ? undefined : (value as { draft?: string } | undefined)?.draft;
  const missing = missingFeatures(needs, window);
  let started = false;
  const stops: (() => void)[] = [];
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const stop of stops) stop();
    void load().then((run) => run());
  };
  const listen = (target: EventTarget, type: string) => {
    target.addEventListener(type, hydrate, { once: true, passive: true, capture: true });
    stops.push(() => target.removeEventListener(type, hydrate, { capture: true }));
  };
  const hold = (event: Event) => {
    if (el.hasAttribute(UNLOADED)) {
      // Enter in a field of a form that cannot send: the notice says what to do.
      event.preventDefault();
      el.querySelector<HTMLElement>('[data-if-unloaded]')?.focus();
    } else if (el.hasAttribute('ssr')) {
      // Not hydrated yet (Astro removes `ssr` when it is): keep the browser from sending it.
      event.preventDefault();
      el.setAttribute(HELD_SUBMIT, '');
      hydrate();
    }
  };
  el.addEventListener('submit', hold, { capture: true });
  // What is typed is kept as it is typed, before the island has hydrated as after.
  if (draft) el.addEventListener('input', () => keepIslandDraft(el, draft), { capture: true });
  whenUnloaded(el, draft);

  if (missing.includes('invokers')) standInForInvokers(el);
  if (missing.includes('popover') || keeps(kept)) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
    return;
  }
  // Reached for already: a field focused while the page was still arriving, before this ran.
  if (el.contains(document.activeElement)) return hydrate();
  for (const type of INTERACTION_EVENTS) listen(el, type);
  if (missing.includes('scroll-timeline')) {
    if (window.scrollY > 0) hydrate();
    else listen(window, 'scroll');
  }
};

export default interaction;
