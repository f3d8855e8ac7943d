/**
 * What every built page says around its content: the head worked out for it (src/lib/head.ts),
 * the shared frame, safe new-tab links, nothing that holds back the first paint; and the
 * sitemap, robots.txt and the not-found page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SITE_URL } from '../../src/settings';
import { customProperty, pageHead } from '../../src/lib/head';
import { PAGES, SITE, visibleMenu } from '../../src/site';
import { builtFile, builtPage, linksNamed, textOf } from '../support/built-site';
import { projectRoot } from '../../tooling/test-site.mjs';
import { formatAddress } from '../../src/lib/address';
import { organizationJsonLd } from '../../src/lib/organization';
import { HELP_TODAY, VISIT_US, askPath } from '../../src/lib/paths';
import { askPages } from '../support/built-site';
import { pageFileFor } from '../../src/lib/offline';
import { inlineSources, metaPolicy, parsePolicy } from '../../src/lib/security-headers';

const THEME = customProperty(readFileSync(join(projectRoot, 'src/styles/tokens.css'), 'utf8'), '--color-bg');
const INDEXED = PAGES.filter((page) => page.indexed).map((page) => page.path);

describe.each(PAGES.map((page) => [page.path, page] as const))('%s', (path, entry) => {
  const document = builtPage(path);

  it('carries the head worked out for it, and no other', () => {
    const expected = pageHead(entry, SITE, PLACEHOLDER_SITE_URL, THEME);
    const seen = {
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      meta: [
        ...document.querySelectorAll('meta[name]:not([name="description"]):not([name="viewport"]), meta[property]'),
      ].map((tag) => {
        const key = tag.hasAttribute('name') ? 'name' : 'property';
        return { [key]: tag.getAttribute(key)!, content: tag.getAttribute('content')! };
      }),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent!),
      ),
    };
    expect(seen).toEqual({
      title: expected.title,
      description: expected.description,
      canonical: expected.canonical,
      meta: expected.meta,
      jsonLd: expected.jsonLd ? [expected.jsonLd] : [],
    });
  });

  it('allows in its policy the scripts and styles it holds, and no other page’s', () => {
    const html = builtFile(pageFileFor(path)).toString();
    const policy = parsePolicy(metaPolicy(html)!);
    const own = inlineSources(html);
    const hashes = (directive: string) => policy.get(directive)!.filter((source) => source.startsWith("'sha256-"));
    expect(own.styles.length).toBeGreaterThan(0);
    expect(hashes('script-src').sort()).toEqual([...new Set(own.scripts)].sort());
    expect(hashes('style-src').sort()).toEqual([...new Set(own.styles)].sort());
    // No sign-up for stories by email is set: a form may post to the site itself and nowhere else.
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(html).not.toContain('story-sign-up"');
  });

  it('has one h1, its language, the main landmark, logos that lead home and the contact details in the footer', () => {
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    const logos = [...document.querySelectorAll('header a.site-logo')];
    expect(logos.map((logo) => logo.className.match(/site-logo--(\w+)/)?.[1])).toEqual(['full', 'text', 'icon']);
    for (const logo of logos)
      expect([logo.getAttribute('href'), logo.getAttribute('aria-label')]).toEqual(['/', `${SITE.name}, home`]);
    expect([...document.querySelectorAll('h1')].map(textOf)).toEqual([entry.heading]);
    expect(document.querySelectorAll('main#main')).toHaveLength(1);
    const footer = document.querySelector('footer.site-footer')!;
    expect(linksNamed(footer, SITE.phone.display).map((a) => a.getAttribute('href'))).toEqual([
      `tel:${SITE.phone.dial}`,
    ]);
    expect(linksNamed(footer, SITE.email).map((a) => a.getAttribute('href'))).toEqual([`mailto:${SITE.email}`]);
    expect(textOf(footer)).toContain(formatAddress(SITE.mailingAddress));
    // Where people come, beside where post goes: the street address, directions and the times.
    expect(textOf(footer)).toContain(`Visit: ${SITE.place.name}, ${formatAddress(SITE.place.address)}.`);
    expect(linksNamed(footer, 'Directions (opens in a new tab)').map((a) => a.getAttribute('href'))).toEqual([
      SITE.directions,
    ]);
    expect(linksNamed(footer, 'Opening times').map((a) => a.getAttribute('href'))).toEqual([VISIT_US]);
    expect(textOf(footer)).toContain(`a 501(c)(3) nonprofit, EIN ${SITE.charity.ein}.`);
    for (const { text, url } of visibleMenu()) {
      expect(linksNamed(footer, text).map((a) => a.getAttribute('href'))).toEqual([url]);
    }
  });

  it('lists the active menu entries in the header, in order, with none inactive, and marks this page', () => {
    const links = [...document.querySelectorAll('#site-nav a')];
    expect(links.map((a) => [textOf(a), a.getAttribute('href')])).toEqual(visibleMenu().map((i) => [i.text, i.url]));
    expect(document.querySelectorAll('a[href="/about"], a[href="/other"]')).toHaveLength(0);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.getAttribute('href'))).toEqual(
      visibleMenu().some((item) => item.url === path) ? [path] : [],
    );
    expect(document.querySelector('#site-nav a[href="/donate"]')?.classList.contains('nav-button')).toBe(true);
  });

  it('says noopener on every link that opens a new tab', () => {
    const unsafe = [...document.querySelectorAll('a[target="_blank"]')].filter(
      (a) => !/\bnoopener\b/.test(a.getAttribute('rel') ?? ''),
    );
    expect(unsafe.map((a) => a.outerHTML)).toEqual([]);
  });

  it('leaves the icons it names to the browser: the service worker keeps none of them', () => {
    const icons = [...document.querySelectorAll('link[rel~="icon"], link[rel="apple-touch-icon"]')].map((link) =>
      link.getAttribute('href')!,
    );
    expect(icons).toEqual(['/favicon.svg', '/apple-touch-icon.png']);
    const kept = builtFile('sw.js').toString();
    for (const icon of icons) expect(kept, icon).not.toContain(`"${icon.slice(1)}"`);
  });

  it('has no render-blocking script and no web font that holds back text', () => {
    expect(document.querySelectorAll('script[src]:not([type="module"]):not([async]):not([defer])')).toHaveLength(0);
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(styles).not.toContain('@font-face');
    expect(document.querySelectorAll('link[rel="stylesheet"], link[rel="preload"][as="font"]')).toHaveLength(0);
  });
});

describe('the not-found page', () => {
  const notFound = builtPage('/404');

  it("reads 'Whoops... (404)' and 'It looks like something went wrong here.', and leads home", () => {
    expect(textOf(notFound.querySelector('h1'))).toBe('Whoops... (404)');
    expect(textOf(notFound.querySelector('main'))).toContain('It looks like something went wrong here.');
    expect(notFound.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex');
    expect(
      linksNamed(notFound.querySelector('main')!, 'Go to the home page').map((a) => a.getAttribute('href')),
    ).toEqual(['/']);
    expect(
      linksNamed(notFound.querySelector('main')!, 'Find help nearby today').map((a) => a.getAttribute('href')),
    ).toEqual([HELP_TODAY]);
  });
});

describe('for search engines', () => {
  it('the sitemap lists exactly the indexed pages, and robots.txt names it', () => {
    expect(builtFile('sitemap-index.xml').toString()).toContain(`${PLACEHOLDER_SITE_URL}/sitemap-0.xml`);
    const sitemap = builtFile('sitemap-0.xml').toString();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    // And each current project's ask page (src/pages/ask/[id].astro), made from its file.
    expect(listed.sort()).toEqual([...INDEXED, ...askPages().map(askPath)].sort());
    const robots = builtFile('robots.txt').toString();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${PLACEHOLDER_SITE_URL}/sitemap-index.xml`);
  });

  it('the logo the search description names is a PNG', () => {
    const { logo: address } = organizationJsonLd(SITE, PLACEHOLDER_SITE_URL);
    const logo = builtFile(new URL(String(address)).pathname.slice(1));
    expect(logo.subarray(1, 4).toString()).toBe('PNG');
  });
});
