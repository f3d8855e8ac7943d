import { describe, expect, it } from 'vitest';
import facts from '../data/site-facts.json' with { type: 'json' };
import { dialFor, parseSiteFacts } from './site-facts';

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
    expect(error).toContain('phone: phone must be a 10-digit number');
    expect(error).toContain('email: email must be an email address');
    expect(error).toContain(
      'donationForm.pageUrl: donationForm.pageUrl must be a full web address starting with https://',
    );
    expect(error).toContain('privacyPolicyDate: privacyPolicyDate must be a date written YYYY-MM-DD');
  });

  it('refuse a field the site does not know', () => {
    expect(() => parseSiteFacts({ ...facts, fax: '814-555-0101' }, 'f.json')).toThrow(/fax/);
  });

  it('dial the number as written', () => {
    expect(dialFor('(814) 555-0100')).toBe('+18145550100');
    expect(dialFor('814.555.0100')).toBe('+18145550100');
  });
});
