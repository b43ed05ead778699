/**
 * The unit tests share their modules between the files a worker runs (Vitest's `isolate: false`): loading
 * the server, the contract's validators and the fixtures once per worker instead of once per file took the
 * unit stage from ~265 s to ~175 s. A file that changes what other files would see through those shared
 * modules runs with modules of its own instead (the `unit-isolated` project): one that replaces a module
 * (`vi.mock`), a global (`vi.stubGlobal`, `vi.stubEnv`) or `fetch` (MSW's node interceptor, which clients
 * made earlier by another file would not see). tests/unit/isolated-test-files.test.ts keeps this list true.
 */
export const ISOLATED_TEST_FILES = [
  "tests/unit/api-client.test.ts",
  "tests/unit/session.test.ts",
  "tests/unit/hydration-refetch.test.ts",
  "tests/unit/server-login-throttle.test.ts",
  "tests/contract/badRequests.test.ts",
  "tests/unit/field-vitals-reporter.test.ts",
];

/** What makes a test file need modules of its own. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|from "msw\/node"/;

/** Every unit-level test file (both projects), Node only. */
export const UNIT_TEST_FILES = [
  "tests/unit/**/*.test.ts",
  "tests/contract/**/*.test.ts",
  "server/**/*.test.ts",
  "mocks/**/*.test.ts",
  "src/lib/**/*.test.ts",
];
