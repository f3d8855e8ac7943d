import { useEffect, useRef, useState } from 'react';
import type { MenuItem } from '../site';
import { FullLogo, IconLogo, TextLogo } from './Logos';
import './SiteHeader.css';

interface Props {
  /** The visible menu entries, in order. */
  items: MenuItem[];
  /** Path of the page being shown, to mark its link as the current page. */
  currentPath: string;
  /** The organisation's name: the logo links' accessible name. */
  siteName: string;
}

/** The header changes (text logo, shadow) once the page is scrolled this many pixels. */
const SCROLL_THRESHOLD_PX = 1;

const NAV_ID = 'site-nav';

const isOpen = (nav: HTMLElement) => 'popover' in nav && nav.matches(':popover-open');
const shut = (nav: HTMLElement | null) => {
  if (nav && isOpen(nav)) nav.hidePopover();
};

/**
 * The site header. Its HTML works on its own: the drawer is a native popover that the Menu button
 * opens and closes (light dismiss and Escape included), and CSS scroll-driven animations swap the
 * logo and add the shadow. This island hydrates when a visitor reaches for the header
 * (`client:interaction`) and adds only what the platform does not: aria-expanded kept in step,
 * closing the drawer on a link (a tap on a logo, outside the drawer, closes it natively), and the
 * scroll changes in browsers without scroll-driven
 * animations.
 */
export default function SiteHeader({ items, currentPath, siteName }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // The drawer may have been opened natively before the island hydrated.
    const sync = () => setOpen(isOpen(nav));
    sync();
    nav.addEventListener('toggle', sync);
    // Leaving with the drawer open must not bring it back open from the back/forward cache.
    const onPageHide = () => shut(nav);
    window.addEventListener('pagehide', onPageHide);
    setHydrated(true);
    return () => {
      nav.removeEventListener('toggle', sync);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useEffect(() => {
    // Where CSS can follow the scroll position itself, it does; this is the stand-in.
    if (CSS.supports('animation-timeline: scroll()')) return;
    const update = () => setScrolled(window.scrollY >= SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const close = () => shut(navRef.current);
  const homeLabel = `${siteName}, home`;

  return (
    <header
      className="site-header"
      data-scrolled={scrolled || undefined}
      data-island="SiteHeader"
      data-hydrated={hydrated ? 'SiteHeader' : undefined}
    >
      <div className="site-header__bar container">
        <a className="site-logo site-logo--full" href="/" aria-label={homeLabel}>
          <FullLogo />
        </a>
        <a className="site-logo site-logo--text" href="/" aria-label={homeLabel}>
          <TextLogo />
        </a>
        <a className="site-logo site-logo--icon" href="/" aria-label={homeLabel} hidden>
          <IconLogo />
        </a>
        <button
          type="button"
          className="menu-toggle"
          popoverTarget={NAV_ID}
          aria-controls={NAV_ID}
          // Before hydration the browser already exposes a popover button's expanded state.
          aria-expanded={hydrated ? open : undefined}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          Menu
        </button>
        <nav ref={navRef} id={NAV_ID} className="site-nav" aria-label="Main" popover="auto">
          <ul>
            {items.map((item) => (
              <li key={item.url}>
                <a
                  href={item.url}
                  className={item.optClasses || undefined}
                  aria-current={item.url === currentPath ? 'page' : undefined}
                  onClick={close}
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
