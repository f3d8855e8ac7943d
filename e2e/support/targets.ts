/**
 * Tap targets as a finger meets them (WCAG 2.5.8, and 44 px with room on a phone): the standalone
 * links and controls of a page with their boxes, those too small, and those too close together.
 * Read by e2e/keyboard.spec.ts for every page of the site and e2e/stories.spec.ts for the stories.
 */
import type { Page } from '@playwright/test';

/**
 * The targets a finger aims at: standalone links and controls, not links inside a sentence (which
 * WCAG leaves out of target size), each with its box on screen.
 */
export async function tapTargets(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select')]
      .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], .skip-link'))
      .filter(
        (element) =>
          !(
            getComputedStyle(element).display === 'inline' &&
            element.parentElement!.textContent!.trim() !== element.textContent!.trim()
          ),
      )
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const name = `${element.tagName} "${(element.textContent?.trim() || element.getAttribute('aria-label') || '').slice(0, 40)}"`;
        return { name, x, y, width, height };
      }),
  );
}

type Box = Awaited<ReturnType<typeof tapTargets>>[number];

/** Targets smaller than `minimum` either way. */
export const small = (targets: Box[], minimum: number) =>
  targets
    .filter(({ width, height }) => width < minimum || height < minimum)
    .map(({ name, width, height }) => `${name} ${Math.round(width)}×${Math.round(height)}`);

/** Pairs of targets closer than `gap` to each other: an unsteady finger may hit the wrong one. */
export function crowded(targets: Box[], gap: number): string[] {
  const pairs: string[] = [];
  for (const [i, a] of targets.entries()) {
    for (const b of targets.slice(i + 1)) {
      const apartX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
      const apartY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
      // One inside the other is one target (a link wrapping a picture, say), not two.
      const nested = apartX < -Math.min(a.width, b.width) + 1 && apartY < -Math.min(a.height, b.height) + 1;
      if (!nested && Math.max(apartX, apartY) < gap)
        pairs.push(`${a.name} and ${b.name}: ${Math.round(Math.max(apartX, apartY))} px`);
    }
  }
  return pairs;
}
