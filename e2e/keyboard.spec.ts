import type { Page } from '@playwright/test';
import { SITE } from '../src/site';
import { expect, test } from './fixtures';
import {
  CONTACT_LABELS,
  FLYER_ADDRESSES,
  MENU,
  PHONE,
  contactMessage,
  MAILBOX_ORIGIN,
  INDEXED_PATHS,
} from './support/site';
import { fillContactForm, holdRequests, reachForForm } from './support/pages';
import { crowded, small, tapTargets } from './support/targets';

/** A short name for the focused element: its accessible text or its label. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '(page)';
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
  });
}

async function tabThrough(page: Page, count: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  return stops;
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Tab goes skip link, logo, the five menu links, then the page', async ({ page }) => {
    await page.goto('/');
    expect(await tabThrough(page, 3 + MENU.length)).toEqual([
      'Skip to main content',
      `${SITE.name}, home`,
      ...MENU.map(({ name }) => name),
      'Give to the ministry',
    ]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Tab goes skip link, logo, menu toggle, then the page; the open drawer comes next', async ({ page }) => {
    await page.goto('/');
    expect(await tabThrough(page, 4)).toEqual([
      'Skip to main content',
      `${SITE.name}, home`,
      'Menu',
      'Give to the ministry',
    ]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await tabThrough(page, MENU.length + 1)).toEqual([...MENU.map(({ name }) => name), 'Give to the ministry']);
  });

  test('focus is never hidden under the sticky header', async ({ page }) => {
    // Instant scrolling: a smooth scroll started by the test's own jump to the last link could
    // still be running when the next Tab asks for its scroll. scroll-padding works the same.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/legal');
    await page.locator('main a').last().focus();
    // Back up through every link of the policy until focus reaches the header itself.
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Shift+Tab');
      if (await page.evaluate(() => !!document.activeElement?.closest('header'))) break;
      const name = await focused(page);
      // Scrolling to the focused element is smooth, so wait for it to settle.
      await expect(async () => {
        const [headerBottom, top, bottom] = await page.evaluate(() => {
          const rect = document.activeElement!.getBoundingClientRect();
          return [document.querySelector('header')!.getBoundingClientRect().bottom, rect.top, rect.bottom];
        });
        expect(top, `${name} is below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
        expect(bottom, `${name} is on screen`).toBeLessThanOrEqual(PHONE.height);
      }).toPass({ timeout: 3000 });
    }
  });
});

test('the contact form is filled in reading order, past the hidden trap, to Send', async ({ page }) => {
  await page.goto('/contact');
  await reachForForm(page);
  expect(await tabThrough(page, 5)).toEqual([
    'Last Name',
    'Email',
    CONTACT_LABELS.Question,
    'How Can We Pray For You?',
    'Send',
  ]);
});

test('every control shows a visible focus ring', async ({ page }) => {
  await page.goto('/contact');
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style, await focused(page)).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
});

test(
  'every target is at least 24 px, and 44 px with room around it on a phone',
  { tag: '@phone' },
  async ({ page }) => {
    const phone = (page.viewportSize()?.width ?? 0) < 600;
    for (const path of [...INDEXED_PATHS, ...FLYER_ADDRESSES]) {
      await page.goto(path);
      const targets = await tapTargets(page);
      expect(small(targets, phone ? 44 : 24), `${path}: smaller than ${phone ? 44 : 24} px`).toEqual([]);
      if (phone) expect(crowded(targets, 8), `${path}: targets closer than 8 px`).toEqual([]);
    }
  },
);

test('nothing moves for a visitor who asks for reduced motion', async ({ page }) => {
  const release = await holdRequests(page, `${MAILBOX_ORIGIN}/**`);
  // Time-based animations only: the header's scroll-linked changes run on the scroll position
  // and never move by themselves.
  const running = async () =>
    page.evaluate(
      () =>
        document.getAnimations().filter((a) => a.playState === 'running' && a.timeline instanceof DocumentTimeline)
          .length,
    );
  const startSending = async () => {
    await page.goto('/contact');
    // The same message twice: the one-message-a-minute limit is not what this test is about.
    await page.evaluate(() => localStorage.clear());
    await reachForForm(page);
    await fillContactForm(page, contactMessage('motion'));
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('img', { name: 'sending email' })).toBeVisible();
  };

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await startSending();
  expect(await running()).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await startSending();
  expect(await running()).toBe(0);
  await expect(page.getByText('Sending…')).toBeVisible();
  // Scrolling without smoothness under reduced motion: e2e/legal.spec.ts.
  release();
});

test('by keyboard alone, a project’s flyer is reached from its card, read, and left back to the card', async ({
  page,
}) => {
  await page.goto('/projects');
  const toFlyer = page.getByRole('link', { name: 'Print a flyer for H.O.P.E. Box' });
  await toFlyer.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/flyers\/projects\/hope-box$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('H.O.P.E. Box');
  // Every stop on the page, in order: back to the card, then the phone number to call.
  expect(await tabThrough(page, 3)).toEqual(['Back to H.O.P.E. Box', SITE.phone.display, '(page)']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/projects#project-hope-box$/);
  await expect(page.locator('#project-hope-box')).toBeInViewport();
});
