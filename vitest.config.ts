import { defineConfig } from 'vitest/config';

// Unit tests cover pure logic only; the Playwright specs in e2e/ are run by `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['{src,scripts,integrations,tests,bench}/**/*.test.ts'],
    environment: 'node',
  },
});
