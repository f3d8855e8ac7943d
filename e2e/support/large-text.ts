/**
 * Large text as older people set it on their phones: the text-size setting, which doubles the
 * browser's default font size (not page zoom), and what it may cut off (e2e/large-text.spec.ts,
 * e2e/needs.spec.ts, e2e/stories.spec.ts).
 */
import { expect, type Page } from '@playwright/test';

/** The phone's text at twice its size (Chromium). */
export async function largeText(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
}

/** Elements whose own text runs past their box where the box hides it, and the page's width. */
export async function cutOff(page: Page) {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (!element.checkVisibility() || element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      const hides = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1)
        clipped.push(`${element.tagName}.${element.className}`);
      const { right } = element.getBoundingClientRect();
      if (right > document.documentElement.clientWidth + 1 && element.textContent?.trim())
        clipped.push(`${element.tagName}.${element.className} ends at ${Math.round(right)} px`);
    }
    return { width: document.documentElement.scrollWidth, clipped: [...new Set(clipped)].slice(0, 12) };
  });
}

/** `address` opened on a phone's screen with its text at twice its size: nothing cut off, nothing wider than the screen. */
export async function expectWholeInLargeText(page: Page, address: string, screen: { width: number; height: number }) {
  await page.setViewportSize(screen);
  await largeText(page);
  await page.goto(address);
  const { width, clipped } = await cutOff(page);
  expect(clipped, address).toEqual([]);
  expect(width, address).toBeLessThanOrEqual(screen.width);
}
