// Shared setup for the server tests: an in-memory PGlite database, migrated (and optionally seeded).
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import type { Mailer } from "../../server/services/mail/mailer";
import type { MailLimits } from "../../server/services/mailThrottle";
import type { FileStore } from "../../server/storage/fileStore";
import { memoryDatabaseFrom } from "../support/databases";

/** Mail budgets no test of the shop's flows reaches (their requests all come from one "address"); the
 * throttle tests (server-mail-budget.test.ts) use the real ones. */
const roomy = { limit: 10_000, windowMs: 15 * 60 * 1000 };
export const ROOMY_MAIL_LIMITS: MailLimits = {
  codes: { perAddress: roomy, overall: roomy },
  contact: { perAddress: roomy, overall: roomy },
  complaints: { perAddress: roomy, overall: roomy },
};

/** A new in-memory database, migrated (and seeded), from the run's ready copy. */
export function memoryDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  return memoryDatabaseFrom(options.seeded ? "seeded" : "migrated");
}

/** The app with SSR off and static folders that hold nothing unless given. */
export function testApp(
  handle: DatabaseHandle,
  dirs: {
    clientDir?: string;
    mediaDir?: string;
    mailer?: Mailer;
    publicUrl?: string;
    mailLimits?: MailLimits;
    files?: FileStore;
  } = {},
) {
  return createApp({
    db: handle.db,
    build: null,
    clientDir: dirs.clientDir ?? "/nonexistent/client",
    mediaDir: dirs.mediaDir ?? "/nonexistent/media",
    mailer: dirs.mailer,
    publicUrl: dirs.publicUrl,
    mailLimits: dirs.mailLimits ?? ROOMY_MAIL_LIMITS,
    files: dirs.files,
    // Its jobs are run by the test that reads them (tests/support/jobs.ts).
    jobs: false,
  });
}

/** A seeded in-memory database and the app over it, opened before a test file's tests and closed after
 * them (read `handle` and `app` inside tests). */
export function seededServer(): { handle: DatabaseHandle; app: ReturnType<typeof testApp> } {
  const server = {} as { handle: DatabaseHandle; app: ReturnType<typeof testApp> };
  beforeAll(async () => {
    server.handle = await memoryDatabase({ seeded: true });
    server.app = testApp(server.handle);
  }, 60_000);
  afterAll(() => server.handle.close());
  return server;
}
