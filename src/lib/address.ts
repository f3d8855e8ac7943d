/**
 * The ministry's addresses, written once each way: on one line for people, and as a schema.org
 * PostalAddress for search engines. The mailing address is the organization's (for post); the
 * place, where people come, is an event's.
 */
import type { PostalAddress } from 'schema-dts';

export interface MailingAddress {
  line1: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
}

/** One line, as written on an envelope: "P.O. Box 206, Alum Bank, PA 15521". */
export function formatAddress(address: MailingAddress): string {
  return `${address.line1}, ${address.locality}, ${address.region} ${address.postalCode}`;
}

/** Where people come: a name people know it by, and its street address. */
export interface Place {
  name: string;
  address: MailingAddress;
}

/** One line, as said on a flyer: "Grace Hall, 12 Main Street, Alum Bank, PA 15521". */
export function formatPlace(place: Place): string {
  return `${place.name}, ${formatAddress(place.address)}`;
}

/** The address in schema.org's terms. */
export function postalAddress(address: MailingAddress): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.line1,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}
