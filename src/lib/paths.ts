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
