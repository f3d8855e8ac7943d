/**
 * The ministry's mailing address, written once each way: on one line for people, and as a
 * schema.org PostalAddress for search engines (the organization's and an event's place).
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
