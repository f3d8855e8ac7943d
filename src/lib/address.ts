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

/**
 * Directions to a place, as a link that opens the phone's maps app (Google's Maps URLs: the same
 * address opens the Google Maps app on Android, and on an iPhone that has it, else the maps site):
 * https://developers.google.com/maps/documentation/urls. Nothing reaches Google until it is tapped.
 */
export function directionsUrl(address: MailingAddress): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('destination', formatAddress(address));
  return url.href;
}
