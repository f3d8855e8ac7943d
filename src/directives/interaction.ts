import type { ClientDirective } from 'astro';

/**
 * Platform features an island's server-rendered HTML relies on to work before it hydrates.
 * Where the browser has them all, the island waits for the visitor; where one is missing, the
 * island hydrates when it is needed to stand in for it.
 */
export type NativeFeature = 'popover' | 'invokers' | 'scroll-timeline';

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

/**
 * `client:interaction`: hydrate on the visitor's first pointer, key or focus inside the island,
 * so a page that works natively downloads no JavaScript until someone reaches for it.
 * `client:interaction={['popover', 'scroll-timeline']}` names what the HTML relies on: with
 * popover or invokers missing the island hydrates at idle (its click handlers stand in), and
 * with scroll-driven animations missing it hydrates on the first scroll (it moves the header).
 */
const interaction: ClientDirective = (load, options, el) => {
  const needs = Array.isArray(options.value) ? (options.value as NativeFeature[]) : [];
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

  if (missing.includes('popover') || missing.includes('invokers')) {
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
    return;
  }
  for (const type of INTERACTION_EVENTS) listen(el, type);
  if (missing.includes('scroll-timeline')) {
    if (window.scrollY > 0) hydrate();
    else listen(window, 'scroll');
  }
};

export default interaction;
