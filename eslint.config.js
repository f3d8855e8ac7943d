import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
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
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.strict },
  {
    files: ['scripts/**', 'e2e/**', '*.config.*', '*.mjs'],
    languageOptions: { globals: globals.node },
  },
  // Code passed to page.evaluate() runs in the browser.
  {
    files: ['scripts/page-weight.mjs', 'scripts/bench-throttled.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
