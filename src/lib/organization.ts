/**
 * The schema.org description of the ministry that search engines read from the home page,
 * built from the facts in src/site.ts (passed in: nothing in src/lib/ reads src/site.ts, which
 * reads src/lib/) so that none is written twice. Typed with schema-dts, as the events and the
 * stories are: a property or value schema.org lacks fails the type check.
 */
import type { NGOLeaf, WithContext } from 'schema-dts';
import { postalAddress, type MailingAddress, type Place } from './address';
import { openingHoursSpecification } from './opening-hours';
import type { OpeningTime } from './site-facts-rules';

/** The facts about the ministry that its search description and page heads use. */
export interface Organization {
  name: string;
  shortName: string;
  description: string;
  email: string;
  phone: { display: string; dial: string };
  mailingAddress: MailingAddress;
  /** Where people come, when, and the directions to it. */
  place: Place;
  openingHours: readonly OpeningTime[];
  directions: string;
  /** The name as registered, and the EIN. */
  charity: { legalName: string; ein: string };
}

export function organizationJsonLd(site: Organization, siteUrl: URL | string): WithContext<NGOLeaf> {
  const at = (path: string) => new URL(path, siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': at('/#organization'),
    name: site.name,
    legalName: site.charity.legalName,
    alternateName: site.shortName,
    description: site.description,
    url: at('/'),
    logo: at('/logo-512.png'),
    image: at('/share.png'),
    email: site.email,
    telephone: site.phone.dial,
    nonprofitStatus: 'Nonprofit501c3',
    taxID: site.charity.ein,
    address: postalAddress(site.mailingAddress),
    location: {
      '@type': 'Place',
      name: site.place.name,
      address: postalAddress(site.place.address),
      hasMap: site.directions,
      ...(site.openingHours.length > 0
        ? { openingHoursSpecification: openingHoursSpecification(site.openingHours) }
        : {}),
    },
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
