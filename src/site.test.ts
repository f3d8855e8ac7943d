import { describe, expect, it } from 'vitest';
import { MENU, SITE, formatLongDate, visibleMenu } from './site';
import { formatAddress } from './lib/address';

describe('site facts', () => {
  it('shows the five active menu entries in order and hides About and Other', () => {
    expect(visibleMenu().map((item) => [item.text, item.url])).toEqual([
      ['Home', '/'],
      ['Contact', '/contact'],
      ['Projects', '/projects'],
      ['Donate', '/donate'],
      ['Legal', '/legal'],
    ]);
    expect(MENU.filter((item) => !item.active).map((item) => item.url)).toEqual(['/about', '/other']);
  });

  it('styles only the Donate entry as a button', () => {
    expect(MENU.filter((item) => item.optClasses.includes('nav-button')).map((item) => item.text)).toEqual(['Donate']);
  });

  it('writes the mailing address as on an envelope', () => {
    expect(formatAddress(SITE.mailingAddress)).toBe('P.O. Box 206, Alum Bank, PA 15521');
  });

  it('dates the privacy policy April 15, 2024', () => {
    expect(formatLongDate(SITE.privacyPolicyDate)).toBe('April 15, 2024');
    expect(() => formatLongDate('15/04/2024')).toThrow(/ISO date/);
  });

  it('dials the displayed phone number', () => {
    expect(SITE.phone.dial.replace(/^\+1/, '')).toBe(SITE.phone.display.replace(/\D/g, ''));
  });
});
