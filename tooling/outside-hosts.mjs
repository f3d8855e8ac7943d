// @ts-check
/**
 * The hosts we do not own that the built site embeds or links to: the donation form's (from
 * src/site.ts) and the wish-list shops' (from the project files). The tests answer them with
 * stand-ins and the bench blocks them; reading them from where they are set means a new shop or
 * form reaches both without a second list.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { SITE } from '../src/site.ts';

const PROJECTS = new URL('../src/content/projects/', import.meta.url);

/** @returns {string[]} each host once */
export function outsideHosts() {
  const addresses = [SITE.donationForm.embedUrl, SITE.donationForm.pageUrl];
  for (const file of readdirSync(PROJECTS).filter((name) => name.endsWith('.yaml'))) {
    /** @type {{ wishlist?: { url: string }[] }} */
    const project = parseYaml(readFileSync(new URL(file, PROJECTS), 'utf8'));
    for (const link of project.wishlist ?? []) addresses.push(link.url);
  }
  return [...new Set(addresses.map((address) => new URL(address).hostname))];
}
