/** The network edge the site does not own, as the browser tests answer it. */
import type { BrowserContext } from '@playwright/test';
import { outsideHosts } from '../../tooling/outside-hosts.mjs';

/** Hosts we do not own that the site links to or embeds, answered here by stand-ins. */
const STAND_IN_HOSTS = outsideHosts();

/** Any address not on this computer (the site, its CDN and the mailbox are all on 127.0.0.1). */
const OUTSIDE = /^(?!https?:\/\/(?:127\.0\.0\.1|localhost)[:/])/;

/**
 * The donation form and the wish-list shop are answered by a plain stand-in page; any other
 * outside request is refused. Tests never depend on the real services, which this machine cannot
 * reach.
 */
export async function answerOutsideHosts(context: BrowserContext): Promise<void> {
  // A regular expression, not a function: Playwright matches it in the browser's process, so
  // the site's own requests never make the trip to this worker and back (a function is asked
  // about every request).
  await context.route(OUTSIDE, (route) => {
    const { hostname, href } = new URL(route.request().url());
    // The editor at /admin asks GitHub's status page whether GitHub is having trouble.
    if (hostname === 'www.githubstatus.com') return route.fulfill({ json: { status: { indicator: 'none' } } });
    if (!STAND_IN_HOSTS.includes(hostname)) return route.abort('blockedbyclient');
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Stand-in for ${hostname}</title><p>Stand-in for ${href}</p></html>`,
    });
  });
}
