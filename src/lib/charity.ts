/**
 * What a donor checks the ministry by: where to look it up, and the statement Pennsylvania's
 * Solicitation of Funds for Charitable Purposes Act asks a registered charity to print on every
 * printed solicitation and receipt (10 P.S. § 162.13(c); where the site shows it and how it was
 * read: docs/keeping-the-site-current.md). A charity exempt from registering (10 P.S. § 162.6,
 * religious institutions and small charities among them) prints none.
 */

/** The IRS's Tax Exempt Organization Search, where anyone can look a charity up by its EIN. */
export const TAX_EXEMPT_ORGANIZATION_SEARCH = 'https://apps.irs.gov/app/eos/';

/** The facts the statement needs. */
export interface Charity {
  legalName: string;
  registration?: 'registered' | 'exempt' | undefined;
}

/** The statement, word for word with the charity's registered name, for a registered charity only. */
export function solicitationStatement(charity: Charity): string | undefined {
  if (charity.registration !== 'registered') return undefined;
  return `The official registration and financial information of ${charity.legalName} may be obtained from the Pennsylvania Department of State by calling toll free, within Pennsylvania, 1 (800) 732-0999. Registration does not imply endorsement.`;
}
