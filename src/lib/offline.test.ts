import { describe, expect, it } from 'vitest';
import { pageFileFor } from './offline';

describe('pageFileFor', () => {
  it('finds the built file of every page address', () => {
    expect(pageFileFor('/')).toBe('/index.html');
    expect(pageFileFor('/contact')).toBe('/contact.html');
    expect(pageFileFor('/projects/')).toBe('/projects.html');
    expect(pageFileFor('/legal.html')).toBe('/legal.html');
    expect(pageFileFor('/no-such-page')).toBe('/no-such-page.html');
    expect(pageFileFor('/notices/supper.ics')).toBe('/notices/supper.ics');
  });
});
