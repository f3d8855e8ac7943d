/**
 * Every page of the built site, and every flyer, within its byte budgets (bench/budgets.mjs), weighed from dist/ as
 * the bench weighs it (bench/page-weight.mjs).
 */
import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget } from '../../bench/budgets.mjs';
import { weighEditor, weighPage, weighPhotoHelpers } from '../../bench/page-weight.mjs';
import { addressToOpen } from '../../src/lib/paths';
import { PAGES } from '../../src/site';
import { pageFileFor } from '../../src/lib/offline';
import { DIST, builtFile } from '../support/built-site';
import { flyerPaths } from '../../tooling/flyer-pages.mjs';

describe.each(PAGES.map((page) => page.path))('%s', (path) => {
  it('is within its byte budgets', () => {
    builtFile(pageFileFor(path));
    const weight = weighPage(DIST, path, addressToOpen(path));
    expect(weight.bytes.html.gzip).toBeGreaterThan(0);
    expect(weight.bytes.js.gzip).toBeGreaterThan(0);
    expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
  });
});

describe.each(flyerPaths(DIST))('%s', (path) => {
  it('is within the page budgets, with no script at all: one page, and its icon', () => {
    const weight = weighPage(DIST, path);
    expect(overBudget(weight), JSON.stringify(weight.bytes)).toEqual([]);
    expect(weight.bytes.html.gzip).toBeGreaterThan(0);
    expect([weight.bytes.js.raw, weight.requests]).toEqual([0, 2]);
  });
});

it('counts a page’s scripts, islands and pictures', () => {
  const contact = weighPage(DIST, '/contact');
  // The contact form waits for a visitor to reach for it: React comes only then.
  expect(contact.beforeInteraction.bytes.js.gzip).toBe(0);
  expect(contact.bytes.js.gzip).toBeGreaterThan(60 * 1024);
  const projects = weighPage(DIST, '/projects');
  expect(projects.beforeInteraction.bytes.js.gzip).toBe(0);
  expect(projects.bytes.js.gzip).toBeGreaterThan(60 * 1024);
  // Four pictures, and the dialogs' script that /legal has no need of.
  expect(projects.bytes.images.gzip).toBeGreaterThan(4 * 1024);
  expect(projects.requests - weighPage(DIST, '/legal').requests).toBe(4 + 1);
});

it(`the editor at /admin is within its ${BUDGETS.editor} KB, its icon font cut to the icons it uses`, () => {
  const editor = weighEditor(DIST);
  expect(editor.files).toBeGreaterThan(3);
  expect(editor.gzip / 1024, `${(editor.gzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGETS.editor);
  // The whole icon font alone was 753 KB.
  expect(builtFile('admin/fonts/material-symbols-outlined.woff2').length).toBeLessThan(100 * 1024);
});

it(`what the editor adds for a photo, where the browser cannot write WebP, is within its ${BUDGETS.photoHelpers} KB`, () => {
  const encoder = weighPhotoHelpers(DIST);
  // The EXIF reader, the encoder's module and one of its two WebAssembly builds.
  expect(encoder.files).toBe(3);
  expect(encoder.gzip / 1024, `${(encoder.gzip / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(BUDGETS.photoHelpers);
});
