import { describe, expect, it } from 'vitest';
import facts from '../data/site-facts.json' with { type: 'json' };
import { dialFor, dialForHelp, parseSiteFacts } from './site-facts';
import { FACT_MESSAGES, FACT_RULES, usdaProblem } from './site-facts-rules';

describe('the ministry’s facts', () => {
  it('are valid as kept in src/data/site-facts.json', () => {
    expect(() => parseSiteFacts(facts, 'site-facts.json')).not.toThrow();
  });

  it('refuse a mistake, naming the file and every field that is wrong', () => {
    const broken = {
      ...facts,
      phone: '555-0100',
      email: 'not an address',
      donationForm: { ...facts.donationForm, pageUrl: 'http://www.zeffy.com/x' },
      privacyPolicyDate: 'April 15, 2024',
    };
    const error = (() => {
      try {
        parseSiteFacts(broken, 'src/data/site-facts.json');
      } catch (caught) {
        return String(caught);
      }
      return '';
    })();
    expect(error).toContain('src/data/site-facts.json has a mistake');
    expect(error).toContain(`phone: ${FACT_RULES.phone.message}`);
    expect(error).toContain(`email: ${FACT_RULES.email.message}`);
    expect(error).toContain(`donationForm.pageUrl: ${FACT_RULES.pageUrl.message}`);
    expect(error).toContain('privacyPolicyDate: privacyPolicyDate must be a date written YYYY-MM-DD');
  });

  it('refuse USDA Foods ticked with either form of the statement missing, naming the field, in the editor’s words', () => {
    const withUsda = (help: object) => () =>
      parseSiteFacts({ ...facts, gettingHelp: { ...facts.gettingHelp, usdaFoods: true, ...help } }, 'site-facts.json');
    const message = `gettingHelp.usdaStatement: ${FACT_MESSAGES.usdaStatement}`;
    expect(withUsda({})).toThrow(message);
    expect(withUsda({ usdaStatement: ['The statement.'] })).toThrow(message);
    expect(withUsda({ usdaShortStatement: 'The short form.' })).toThrow(message);
    expect(withUsda({ usdaStatement: ['The statement.'], usdaShortStatement: 'The short form.' })).not.toThrow();
    // The editor's check before a save says the same, with the same rule.
    expect(usdaProblem({ usdaFoods: true, usdaStatement: [] })).toBe(FACT_MESSAGES.usdaStatement);
    expect(usdaProblem({ usdaFoods: false })).toBeUndefined();
  });

  it('refuse a post-office box as the place people come to, however it is written, and take a street', () => {
    for (const streetAddress of [
      'P.O. Box 206',
      'PO Box 206',
      'p o box 206',
      'Post Office Box 206',
      'POB 206',
      ' P.O.Box 9',
    ])
      expect(
        () => parseSiteFacts({ ...facts, place: { ...facts.place, streetAddress } }, 'f.json'),
        streetAddress,
      ).toThrow(`place.streetAddress: ${FACT_RULES.streetAddress.message}`);
    for (const streetAddress of [
      '12 Main Street',
      '4021 Portage Street',
      'Post Road 7',
      '1 Box Elder Lane',
      'Pobst Lane',
    ])
      expect(
        () => parseSiteFacts({ ...facts, place: { ...facts.place, streetAddress } }, 'f.json'),
        streetAddress,
      ).not.toThrow();
  });

  it('refuse a field the site does not know', () => {
    expect(() => parseSiteFacts({ ...facts, fax: '814-555-0101' }, 'f.json')).toThrow(/fax/);
  });

  it('dial the number as written', () => {
    expect(dialFor('(814) 555-0100')).toBe('+18145550100');
    expect(dialFor('814.555.0100')).toBe('+18145550100');
    // A service number is dialled as it is written.
    expect([dialForHelp('211'), dialForHelp('988'), dialForHelp('(814) 555-0100')]).toEqual([
      '211',
      '988',
      '+18145550100',
    ]);
  });
});
