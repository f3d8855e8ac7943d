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
