import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests, tests over the built site and real builds; the Playwright specs in e2e/ are run by
// `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['{src,scripts,integrations,tests,bench}/**/*.test.ts'],
    environment: 'node',
    // The slow files mostly wait on a child process (a build, a server): one worker more than
    // there are cores keeps them busy (docs/decisions/0006-where-the-test-time-goes.md).
    maxWorkers: availableParallelism() + 1,
    // Test files share a worker, one after another, instead of a fresh one each, which is
    // quicker: a file that changes a global puts it back (src/islands/contact/send.test.ts).
    isolate: false,
    // A loaded machine can take a few seconds to import a large package (the editor's, the
    // Observatory's); the default timed such tests out when the machine was busy.
    testTimeout: 15_000,
  },
});
