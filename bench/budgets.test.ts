import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget, type PageWeight } from './budgets.mjs';

const KB = 1024;
function weight(path: string, gzip: { html: number; css: number; js: number; images: number }): PageWeight {
  const bytes = Object.fromEntries(
    (['html', 'css', 'js', 'images', 'fonts', 'other'] as const).map((kind) => [
      kind,
      { raw: 0, gzip: (gzip as Record<string, number>)[kind] ?? 0 },
    ]),
  ) as PageWeight['bytes'];
  const total = Object.values(bytes).reduce((sum, b) => sum + b.gzip, 0);
  return { path, requests: 5, bytes, total: { raw: 0, gzip: total } };
}

describe('overBudget', () => {
  it('passes a page within every budget', () => {
    expect(overBudget(weight('/', { html: 7 * KB, css: 2 * KB, js: 70 * KB, images: 0 }))).toEqual([]);
  });

  it('names the page, the kind of byte and how far over it is', () => {
    expect(overBudget(weight('/donate', { html: 15 * KB, css: 2 * KB, js: 76.5 * KB, images: 0 }))).toEqual([
      '/donate: HTML is 15.0 KB gzip, 1.0 KB over its 14.0 KB budget',
      '/donate: JavaScript is 76.5 KB gzip, 1.5 KB over its 75.0 KB budget',
    ]);
  });

  it('holds the total of every page to 95 KB, and /projects to its own 190 KB', () => {
    const pictures = { html: 8 * KB, css: 2 * KB, js: 70 * KB, images: 60 * KB };
    expect(overBudget(weight('/donate', pictures))).toEqual([
      '/donate: The page in all is 140.0 KB gzip, 45.0 KB over its 95.0 KB budget',
    ]);
    expect(overBudget(weight('/projects', pictures))).toEqual([]);
    expect(overBudget(weight('/projects', { ...pictures, images: 111 * KB }))).toEqual([
      '/projects: The page in all is 191.0 KB gzip, 1.0 KB over its 190.0 KB budget',
    ]);
    expect(BUDGETS.pages['/projects'].total).toBe(190);
  });

  it('gives each volunteer need’s page the contact page’s room for the form’s script, and only them', () => {
    const form = { html: 11 * KB, css: 0, js: 76.5 * KB, images: 0 };
    expect(overBudget(weight('/volunteer/serve-supper', form))).toEqual([]);
    expect(overBudget(weight('/volunteer', form))).toEqual([
      '/volunteer: JavaScript is 76.5 KB gzip, 1.5 KB over its 75.0 KB budget',
    ]);
    expect(overBudget(weight('/volunteer/serve-supper', { ...form, js: 77.5 * KB }))).toEqual([
      '/volunteer/serve-supper: JavaScript is 77.5 KB gzip, 0.5 KB over its 77.0 KB budget',
    ]);
  });
});

describe('JavaScript before any interaction', () => {
  const reader = weight('/legal', { html: 7 * KB, css: 2 * KB, js: 0, images: 0 });

  it('allows none on a page whose controls work natively', () => {
    expect(
      overBudget({
        ...weight('/legal', { html: 7 * KB, css: 2 * KB, js: 70 * KB, images: 0 }),
        beforeInteraction: reader,
      }),
    ).toEqual([]);
    const eager = weight('/legal', { html: 7 * KB, css: 0, js: 1 * KB, images: 0 });
    expect(overBudget({ ...eager, beforeInteraction: eager })).toEqual([
      '/legal: JavaScript before any interaction is 1.0 KB gzip, 1.0 KB over its 0.0 KB budget',
    ]);
  });

  it('allows none on /contact either: its form hydrates when a visitor reaches for it', () => {
    const contact = weight('/contact', { html: 7 * KB, css: 0, js: 72 * KB, images: 0 });
    expect(overBudget({ ...contact, beforeInteraction: contact })).toEqual([
      '/contact: JavaScript before any interaction is 72.0 KB gzip, 72.0 KB over its 0.0 KB budget',
    ]);
  });
});
