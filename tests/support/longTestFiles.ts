/**
 * The unit stage's longest files, longest first (seconds on this 2-core machine in a fresh clone's run, for
 * scale). Vitest starts the files it has timed before longest first; on a fresh clone it has timed nothing
 * and starts the largest files first, and the two contract runs of the server, small files over shared
 * scenarios (~45 s each), went last and ended the stage alone. These go first instead
 * (longestFirstSequencer.ts; docs/decisions/test-runs.md). tests/unit/long-test-files.test.ts checks that
 * each is still a unit test file.
 */
export const LONG_TEST_FILES = [
  "tests/contract/fuzz.test.ts", // 71
  "tests/contract/server.postgres.test.ts", // 45
  "tests/contract/server.test.ts", // 45
  "tests/unit/server-print-files.test.ts", // 38
  "tests/unit/server-pglite-folder-lock.test.ts", // 27
  "tests/unit/server-sigterm-load.test.ts", // 26
  "tests/unit/server-print-files-crash.test.ts", // 24
  "tests/unit/server-pictures.test.ts", // 24
  "tests/unit/server-sigterm-drain.test.ts", // 20
  "tests/unit/server-refund-crash.test.ts", // 19
  "tests/unit/server-production-start.test.ts", // 18
  "tests/unit/server-jobs-crash.test.ts", // 16
  "tests/unit/server-pglite-driver.test.ts", // 15
  "tests/unit/server-instances.test.ts", // 15
  "tests/unit/server-login-throttle.test.ts", // 14
  "tests/unit/server-db.test.ts", // 11
  "tests/unit/server-product-form.test.ts", // 10
];
