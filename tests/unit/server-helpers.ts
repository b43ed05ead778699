// Shared setup for the server tests: an in-memory PGlite database, migrated (and optionally seeded).
import { createApp } from "../../server/app";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seed } from "../../server/db/seed";
import type { Mailer } from "../../server/services/mail/mailer";

export async function memoryDatabase(options: { seeded?: boolean } = {}): Promise<DatabaseHandle> {
  const handle = await createDatabase({ dataDir: "memory" });
  await migrateToLatest(handle.db);
  if (options.seeded) await seed(handle.db);
  return handle;
}

/** The app with SSR off and static folders that hold nothing unless given. */
export function testApp(
  handle: DatabaseHandle,
  dirs: { clientDir?: string; mediaDir?: string; mailer?: Mailer; publicUrl?: string } = {},
) {
  return createApp({
    db: handle.db,
    build: null,
    clientDir: dirs.clientDir ?? "/nonexistent/client",
    mediaDir: dirs.mediaDir ?? "/nonexistent/media",
    mailer: dirs.mailer,
    publicUrl: dirs.publicUrl,
  });
}
