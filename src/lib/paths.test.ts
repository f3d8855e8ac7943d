import { describe, expect, it } from 'vitest';
import { addressToOpen, flyerPath, routePath } from './paths';

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

describe('flyerPath', () => {
  it('gives each notice, each project and each volunteer need a flyer of its own', () => {
    expect(flyerPath('notices', 'manna-monday-supper')).toBe('/flyers/notices/manna-monday-supper');
    expect(flyerPath('projects', 'hope-box')).toBe('/flyers/projects/hope-box');
    expect(flyerPath('needs', 'serve-supper')).toBe('/flyers/needs/serve-supper');
  });
});
