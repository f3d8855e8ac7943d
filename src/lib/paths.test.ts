import { describe, expect, it } from 'vitest';
import { addressToOpen, routePath } from './paths';

describe('routePath', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/contact.html', '/contact'],
    ['/contact', '/contact'],
    ['/contact/', '/contact'],
    ['/404.html', '/404'],
  ])('%s is served at %s', (input, expected) => {
    expect(routePath(input)).toBe(expected);
  });
});

describe('addressToOpen', () => {
  it('opens a page at its own address, and the not-found page at one that has no page', () => {
    expect(addressToOpen('/contact')).toBe('/contact');
    expect(addressToOpen('/')).toBe('/');
    expect(addressToOpen('/404')).toBe('/no-such-page');
  });
});
