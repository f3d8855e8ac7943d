/**
 * The public address of a page from the path Astro renders it at. Pages are built as files
 * (contact.html), and CDNs serve them without the extension: "/contact.html" is "/contact",
 * "/index.html" is "/". A trailing slash is dropped the same way.
 */
export function routePath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * An address a browser can open to see `path`'s page: the page's own address, except for the
 * not-found page (404.html), which a host serves for any address that has no page.
 */
export function addressToOpen(path: string): string {
  return path === '/404' ? '/no-such-page' : path;
}

/** The page that lists every current volunteer need (in PAGES, src/site.ts); each need's page is under it. */
export const VOLUNTEER_PAGE = '/volunteer';

/** Whether a path is a volunteer need's own page (src/pages/volunteer/[id].astro): in the sitemap too. */
export function isNeedPage(path: string): boolean {
  return new RegExp(`^${VOLUNTEER_PAGE}/[^/.]+$`).test(path);
}

/** The page that lists every story, newest first (in PAGES, src/site.ts); each story's page is under it. */
export const STORIES_PAGE = '/stories';

/** Whether a path is a story's own page (src/pages/stories/[id].astro): in the sitemap too. */
export function isStoryPage(path: string): boolean {
  return new RegExp(`^${STORIES_PAGE}/[^/.]+$`).test(path);
}
