/**
 * axe-core, run in the page itself with the one set of rules every page is held to
 * (e2e/a11y.spec.ts, e2e/needs.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** axe-core itself, put into each page the tests check, once (see expectNoViolations). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag2aaa', 'wcag21a', 'wcag21aa', 'wcag21aaa', 'wcag22aa', 'best-practice'],
  },
  // WCAG AAA's enhanced contrast (7:1) for older eyes: axe has it off unless asked by name.
  rules: { 'color-contrast-enhanced': { enabled: true } },
  // Only violations are reported in full; axe skips the detail of every passing node.
  resultTypes: ['violations'],
  // The donation iframe's inside is Zeffy's, not ours: its document is left out, and the
  // <iframe> element itself is checked.
  iframes: false,
};

/**
 * Runs axe on the page as it is now, or only on the part of it a state changes (`within`): the
 * whole page of each state is checked once, in its first test. axe runs in the page itself, put
 * there once per document: @axe-core/playwright's analyze() sent its whole source again on every
 * call and finished each run in a new blank page (decision 0006 has what that cost).
 */
export async function expectNoViolations(page: Page, state: string, within?: string) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(
    async ({ within, options }) => {
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
      const results = await axe.run(within ? { include: [within] } : document, options);
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { within, options: OPTIONS },
  );
  expect(violations, `axe violations on ${state}`).toEqual([]);
}
