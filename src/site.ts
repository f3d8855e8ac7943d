/**
 * The organisation's facts, kept in this one file.
 *
 * Every page, the header, the footer, the search metadata and the privacy policy read from
 * here; none of them repeats a fact. To change the phone number, the e-mail address or the
 * donation form, change it here and nowhere else.
 *
 * Values marked "THE MINISTRY MUST SET" are not in the specification. They hold obviously
 * fictional defaults (a 555-01xx phone number, an example.org address) so that the site builds
 * and can be tried, and must be replaced with the real values before the site is published.
 */

export interface MenuItem {
  /** Words shown in the menu. */
  text: string;
  /** Where the link goes. */
  url: string;
  /** Extra class names for this entry (the Donate link is styled as a button). */
  optClasses: string;
  /** Inactive entries are kept for later but not shown anywhere. */
  active: boolean;
}

export interface Phone {
  /** As people read it on the page. */
  display: string;
  /** As a phone dials it: the tel: link target, in E.164 form. */
  dial: string;
}

export interface MailingAddress {
  line1: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

export const SITE = {
  name: 'Sweet Surrender Ministry Center',
  shortName: 'SSMC',
  description:
    'Sweet Surrender Ministry Center is a faith-based 501(c)(3) nonprofit in rural Pennsylvania offering charitable services to individuals and families.',
  /** Where the ministry serves, said plainly for visitors and search engines. */
  area: 'our rural Pennsylvania county and the communities around it',

  // THE MINISTRY MUST SET: the phone number people may text or call.
  phone: { display: '(814) 555-0100', dial: '+18145550100' } satisfies Phone,

  // THE MINISTRY MUST SET: the address that receives questions and unsubscribe requests.
  email: 'questions@example.org',

  mailingAddress: {
    line1: 'P.O. Box 206',
    locality: 'Alum Bank',
    region: 'PA',
    postalCode: '15521',
    country: 'US',
  } satisfies MailingAddress,

  // THE MINISTRY MUST SET: the ministry's Zeffy donation form. In Zeffy, open the form, choose
  // "Share", and copy the embed link (embedUrl) and the page link (pageUrl).
  donationForm: {
    embedUrl: 'https://www.zeffy.com/embed/donation-form/set-the-ministry-form-id',
    pageUrl: 'https://www.zeffy.com/donation-form/set-the-ministry-form-id',
  },

  /** The date the privacy policy took effect; change it when the policy changes. */
  privacyPolicyDate: '2024-04-15',
} as const;

/**
 * The menu. Inactive entries (About, Other) have no page yet: they stay here so they can be
 * switched on later, and are filtered out wherever the menu is shown.
 */
export const MENU: readonly MenuItem[] = [
  { text: 'Home', url: '/', optClasses: '', active: true },
  { text: 'About', url: '/about', optClasses: '', active: false },
  { text: 'Contact', url: '/contact', optClasses: '', active: true },
  { text: 'Projects', url: '/projects', optClasses: '', active: true },
  { text: 'Donate', url: '/donate', optClasses: 'nav-button', active: true },
  { text: 'Legal', url: '/legal', optClasses: '', active: true },
  { text: 'Other', url: '/other', optClasses: '', active: false },
];

/** The menu entries that are shown. */
export function visibleMenu(menu: readonly MenuItem[] = MENU): MenuItem[] {
  return menu.filter((item) => item.active);
}

/** One line for the mailing address, as written on an envelope. */
export function formatAddress(address: MailingAddress = SITE.mailingAddress): string {
  return `${address.line1}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** A date in the site's own words, such as "April 15, 2024". */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date (YYYY-MM-DD): "${isoDate}"`);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The document title: "Page — Sweet Surrender Ministry Center", or the name alone for home. */
export function pageTitle(page?: string): string {
  return page ? `${page} — ${SITE.name}` : SITE.name;
}
