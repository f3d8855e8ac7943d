import { defineConfig } from '@playwright/test';
import site from '../../../playwright.config';

/*
 * The browser tests' own settings and fixtures, for tests/failure-report.test.ts: the project's
 * config (what a failed test keeps) with its Chromium, on these specs alone, with no server and no second build.
 */
export default defineConfig({
  ...site,
  testDir: '.',
  outputDir: process.env.SSMC_REPORT_OUTPUT,
  webServer: undefined,
  globalSetup: undefined,
  reporter: [['json']],
  workers: 1,
  projects: site.projects!.filter((project) => project.name === 'desktop'),
});
