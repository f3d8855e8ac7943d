/**
 * tests/support/observatory.mjs calls the HTTP Observatory scanner's own pieces one by one (its
 * scan() takes no ports). An upgrade that moves one is named plainly here. Upgrading:
 * docs/upgrading.md.
 */
import { expect, it } from 'vitest';
import { SCANNER_PARTS, scannerParts } from './support/observatory.mjs';

it('finds every piece of @mdn/mdn-http-observatory the grade is made from', async () => {
  const parts = await scannerParts();
  for (const names of Object.values(SCANNER_PARTS)) for (const name of names) expect(parts[name], name).toBeDefined();
  expect(typeof parts.retrieve).toBe('function');
  expect(parts.ALL_TESTS.length).toBe(parts.NUM_TESTS);
});

it('says which piece is gone when an upgrade moves one', async () => {
  await expect(scannerParts({ 'grader/grader.js': ['gradeEverything'] })).rejects.toThrow(
    '@mdn/mdn-http-observatory has changed: src/grader/grader.js no longer exports gradeEverything.',
  );
  await expect(scannerParts({ 'scanner/new-place.js': ['retrieve'] })).rejects.toThrow(
    'src/scanner/new-place.js no longer exports retrieve',
  );
});
