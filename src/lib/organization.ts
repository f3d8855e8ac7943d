/**
 * The schema.org description of the ministry that search engines read from the home page,
 * built from the facts in src/site.ts (passed in: nothing in src/lib/ reads src/site.ts, which
 * reads src/lib/) so that none is written twice. Typed with schema-dts, as the events and the
 * stories are: a property or value schema.org lacks fails the type check.
 */
import type { NGOLeaf, WithContext } from 'schema-dts';
import { postalAddress, type MailingAddress } from './address';

/** The facts about the ministry that its search description and page heads use. */
export interface Organization {
  name: string;
  shortName: string;
  description: string;
  email: string;
  phone: { display: string; dial: string };
  mailingAddress: MailingAddress;
}

export function organizationJsonLd(site: Organization, siteUrl: URL | string): WithContext<NGOLeaf> {
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': at('/#organization'),
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    url: at('/'),
    logo: at('/logo-512.png'),
    image: at('/share.png'),
    email: site.email,
    telephone: site.phone.dial,
    nonprofitStatus: 'Nonprofit501c3',
    address: postalAddress(site.mailingAddress),
    potentialAction: {
      '@type': 'DonateAction',
      name: `Donate to ${site.name}`,
      target: at('/donate'),
      recipient: { '@id': at('/#organization') },
    },
  };
}

/** JSON for a <script type="application/ld+json">: a "<" can never close the script early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
