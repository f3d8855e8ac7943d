import { describe, expect, it } from 'vitest';
import { routePath } from './paths';

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
