// A file's own mail catcher (server/services/mail/catcher.ts) on a free port with a mailer sending to it:
// mail sent through the real SMTP path and read back.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type MailCatcher, startMailCatcher } from "../../server/services/mail/catcher";
import { createMailer, type SmtpMailer } from "../../server/services/mail/mailer";

export interface CaughtMailer {
  /** Where the catcher writes the mails it caught. */
  dir: string;
  catcher: MailCatcher;
  mailer: SmtpMailer;
  stop: () => Promise<void>;
}

/** Starts a catcher writing into a new temporary folder named from `prefix`, and a mailer to it. */
export async function startCaughtMailer(prefix: string): Promise<CaughtMailer> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  const catcher = await startMailCatcher({ port: 0, dir });
  const mailer = createMailer({ host: catcher.host, port: catcher.port });
  return {
    dir,
    catcher,
    mailer,
    stop: async () => {
      mailer.close();
      await catcher.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
