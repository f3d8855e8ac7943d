/**
 * The stories in a browser, on the `events` test site (its fixture stories: tooling/test-content.mjs):
 * no axe violations, nothing lost with the text at twice its size on a phone, every link reached
 * by the keyboard in reading order (whole with scripts off in every engine, in the scripts-off
 * scenario of e2e/engine-scenarios.ts, and there with no signal once the site has been visited:
 * e2e/notices.spec.ts), and the feed as the host serves it. What the pages say, their heads, the feed and the sitemap are read from
 * the build in tests/stories.test.ts. Stories use no feature one engine has and another lacks (a
 * <picture> and plain links), so these run in Chromium.
 */
import { STORIES_PAGE, STORY_FEED_PATH, storyPath } from '../src/lib/paths';
import { expect, test } from './fixtures';
import { expectNoViolations } from './support/axe';
import { expectWholeInLargeText } from './support/large-text';
import { PHONE } from './support/site';
import { crowded, small, tapTargets } from './support/targets';
import { scrollThroughPage } from '../tooling/browser.mjs';

const PAGES_OF_STORIES = [STORIES_PAGE, storyPath('boxes-before-the-storm'), storyPath('longest-title')];

// Each page once, read twice: by axe, then for its tap targets. The rest of the home page is
// e2e/a11y.spec.ts's and e2e/keyboard.spec.ts's; here, what the stories add to it.
test(
  'the stories’ pages have no axe violations, and every target is at least 44 px with room around it on a phone',
  { tag: '@phone' },
  async ({ page, sites }) => {
    const phone = (page.viewportSize()?.width ?? 0) < 600;
    for (const path of ['/', ...PAGES_OF_STORIES]) {
      await page.goto(`${await sites.events()}${path}`);
      await scrollThroughPage(page);
      const home = path === '/';
      await expectNoViolations(page, home ? 'the home page’s stories' : path, home ? '#Stories' : undefined);
      const targets = await tapTargets(page);
      expect(small(targets, phone ? 44 : 24), `${path}: smaller than ${phone ? 44 : 24} px`).toEqual([]);
      if (phone) expect(crowded(targets, 8), `${path}: targets closer than 8 px`).toEqual([]);
    }
  },
);

test('the stories’ pages lose nothing with the phone’s text at twice its size', async ({ page, sites }) => {
  for (const path of PAGES_OF_STORIES) await expectWholeInLargeText(page, `${await sites.events()}${path}`, PHONE);
});

test('the keyboard reaches each story on /stories, newest first, then the feed, each with its focus shown', async ({
  page,
  sites,
}) => {
  await page.goto(`${await sites.events()}${STORIES_PAGE}`);
  const wanted = [
    'Forty boxes before the storm',
    'Supper for sixty',
    'A birthday remembered',
    'The longest title a story may have, which is eighty characters long in all, here',
    'our stories feed',
  ];
  const reached: string[] = [];
  // From the top of the page, past the skip link, the header and the urgent bar, into the list.
  for (let step = 0; step < 40 && reached.length < wanted.length; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        text: element.textContent?.trim() ?? '',
        inMain: !!element.closest('main'),
        outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      };
    });
    if (!focused.inMain) continue;
    expect(focused.outlined, focused.text).toBe(true);
    reached.push(focused.text);
  }
  expect(reached).toEqual(wanted);
});

// With no signal after one visit, the stories and each story open from the worker's copy: checked
// in e2e/notices.spec.ts, beside the calendar files, after the one install of the worker they share.

test('the stories’ feed is served as an Atom feed, checked at each ask', async ({ request, sites }) => {
  const feed = await request.get(`${await sites.events()}${STORY_FEED_PATH}`);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(feed.headers()['cache-control']).toBe('no-cache');
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
});
