import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests, tests over the built site and real builds; the Playwright specs in e2e/ are run by
// `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['{src,scripts,integrations,tests,bench}/**/*.test.ts'],
    environment: 'node',
    // A worker for each core. A worker more kept the cores busier while the slow files wait on a
    // child process (a build, a server), but every worker imports the heavy packages again, and
    // the third cost more than it saved (docs/decisions/0010-less-to-race.md).
    maxWorkers: availableParallelism(),
    // Test files share a worker, one after another, instead of a fresh one each, which is
    // quicker: a file that changes a global puts it back (src/islands/contact/send.test.ts).
    isolate: false,
    // Child processes (Vitest's default), not threads: the tests of a build machine in another
    // zone set process.env.TZ, which changes the zone of a process but not of a thread, and
    // threads cost the machine no less in a measured run of every file.
    pool: 'forks',
    // A loaded machine can take a few seconds to import a large package (the editor's, the
    // Observatory's); the default timed such tests out when the machine was busy.
    testTimeout: 15_000,
  },
});
