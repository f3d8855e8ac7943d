/**
 * What a page's <head> tells browsers, search engines and sharing previews, worked out from the
 * page's entry in PAGES and the facts in src/site.ts (both passed in): the plain data that
 * src/components/Head.astro writes out, tested in src/lib/head.test.ts.
 */
import type { Thing, WithContext } from 'schema-dts';
import { organizationJsonLd, type Organization } from './organization';

/** A schema.org description, typed by schema-dts: any of its types, whole (not a bare name). */
export type JsonLd = Exclude<WithContext<Thing>, string>;

export interface Page {
  /** The page's address, as links and the menu write it. */
  path: string;
  /** Its name in the browser tab and in sharing previews ("Contact — ..."); none for home. */
  name?: string;
  /** Its main heading, the page's one <h1>. */
  heading: string;
  /** One or two sentences for search results and sharing previews: 50 to 160 characters. */
  description: string;
  /** Whether search engines may list it; the sitemap holds exactly the pages that say yes. */
  indexed: boolean;
  /** A page's own sharing picture (a story's photo, cut to the sharing size); else SHARE_IMAGE. */
  image?: ShareImage;
  /** A page's own schema.org description (a story's Article); the home page has the ministry's. */
  jsonLd?: JsonLd;
}

/** A picture for sharing previews: its full address, type, size and what it shows. */
export interface ShareImage {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** The document title: "Page — Sweet Surrender Ministry Center", or the name alone for home. */
export function pageTitle(page: Pick<Page, 'name'>, siteName: string): string {
  return page.name ? `${page.name} — ${siteName}` : siteName;
}

/** One <meta>: named for browsers and search engines, or an Open Graph property. */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

interface PageHead {
  title: string;
  description: string;
  /** The page's one public address; null for a page kept out of search results. */
  canonical: string | null;
  /** Everything else as <meta> tags, in order. */
  meta: MetaTag[];
  /** The schema.org description of the ministry on the home page, or the page's own. */
  jsonLd: JsonLd | null;
}

/** The share picture: public/share.png, checked to be this size in src/lib/head.test.ts. */
export const SHARE_IMAGE = { path: '/share.png', type: 'image/png', width: 1200, height: 630 } as const;

/**
 * The head of `page` on the site published at `siteUrl`. `themeColor` is the page background
 * (--color-bg in src/styles/tokens.css), which browsers use to tint their own bars.
 */
export function pageHead(page: Page, site: Organization, siteUrl: URL | string, themeColor: string): PageHead {
  const title = pageTitle(page, site.name);
  const canonical = page.indexed ? new URL(page.path, siteUrl).href : null;
  const share: ShareImage = page.image ?? {
    ...SHARE_IMAGE,
    url: new URL(SHARE_IMAGE.path, siteUrl).href,
    alt: `${site.name}: help and hope for neighbors in rural Pennsylvania`,
  };
  const image = share.url;
  const imageAlt = share.alt;
  const og = (property: string, content: string) => ({ property: `og:${property}`, content });
  const twitter = (name: string, content: string) => ({ name: `twitter:${name}`, content });
  return {
    title,
    description: page.description,
    canonical,
    meta: [
      ...(page.indexed ? [] : [{ name: 'robots', content: 'noindex' }]),
      { name: 'theme-color', content: themeColor },
      og('type', page.jsonLd?.['@type'] === 'Article' ? 'article' : 'website'),
      og('site_name', site.name),
      og('title', title),
      og('description', page.description),
      ...(canonical ? [og('url', canonical)] : []),
      og('locale', 'en_US'),
      og('image', image),
      og('image:type', share.type),
      og('image:width', String(share.width)),
      og('image:height', String(share.height)),
      og('image:alt', imageAlt),
      twitter('card', 'summary_large_image'),
      twitter('title', title),
      twitter('description', page.description),
      twitter('image', image),
      twitter('image:alt', imageAlt),
    ],
    jsonLd: page.jsonLd ?? (page.path === '/' ? organizationJsonLd(site, siteUrl) : null),
  };
}

/**
 * The value a stylesheet gives a custom property on :root, such as "--color-bg" in tokens.css;
 * throws if the sheet does not set it, so a renamed token cannot leave the head without a colour.
 */
export function customProperty(css: string, name: string): string {
  const match = new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;}]+)`).exec(css);
  if (!match) throw new Error(`The stylesheet sets no ${name}`);
  return match[1]!.trim();
}
