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
export const SCROLL_THRESHOLD_PX = 1;

const NAV_ID = 'site-nav';

export default function SiteHeader({ items, currentPath, siteName }: Props) {
  const [open, setOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Closing before the browser leaves the page means a page restored from the back/forward
  // cache comes back with the drawer shut.
  const close = () => setOpen(false);
  const homeLabel = `${siteName}, home`;

  return (
    <header className={scrolled ? 'site-header is-scrolled' : 'site-header'}>
      <div className="site-header__bar container">
        <a className="site-logo site-logo--full" href="/" aria-label={homeLabel} hidden={scrolled} onClick={close}>
          <FullLogo />
        </a>
        <a className="site-logo site-logo--text" href="/" aria-label={homeLabel} hidden={!scrolled} onClick={close}>
          <TextLogo />
        </a>
        <a className="site-logo site-logo--icon" href="/" aria-label={homeLabel} hidden onClick={close}>
          <IconLogo />
        </a>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={NAV_ID}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          Menu
        </button>
        <nav id={NAV_ID} className="site-nav" aria-label="Main" data-open={open}>
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
