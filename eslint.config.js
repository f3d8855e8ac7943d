import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.tmp/',
      '.wrangler/',
      '.mailbox/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '*.json',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // The islands are what visitors operate: hold them to the strict accessibility rules.
  { files: ['src/**/*.tsx'], ...jsxA11y.configs.strict },
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', 'bench/**', 'tooling/**', 'integrations/**', '*.config.*', '*.mjs'],
    languageOptions: { globals: globals.node },
  },
  // Code passed to page.evaluate() runs in the browser.
  {
    files: ['bench/throttled.mjs', 'tooling/browser.mjs', 'tooling/split-arrival.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // The browser tests wait for what they test, never for a clock, and know an island has
  // hydrated from its own data-hydrated, not from Astro's markup.
  {
    files: ['e2e/*.ts', 'tooling/browser.mjs', 'tooling/split-arrival.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for what the test is about, not for a clock.' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Wait for what the test is about, not for a clock.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/astro-island|component-url|\\[ssr\\]/]',
          message: "Read an island's data-island and data-hydrated, not Astro's markup.",
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
