import { log } from "../../observability/log";
import { type MailCatcher, startMailCatcher } from "./catcher";
import { createMailer, type SmtpMailer } from "./mailer";

export interface MailSetup {
  mailer: SmtpMailer;
  /** The embedded catcher, when SMTP_URL is unset. */
  catcher?: MailCatcher;
  close: () => Promise<void>;
}

/**
 * SMTP_URL set: mail goes there (MAIL_FROM for the From header). Unset: an embedded SMTP catcher starts on
 * MAIL_CATCHER_PORT (default 1025; 0 = any free port; when the default is taken, a free port) and writes
 * every mail as JSON into MAIL_CATCHER_DIR (default .data/mail); the mailer sends to it.
 */
export async function mailFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<MailSetup> {
  const from = env.MAIL_FROM || undefined;
  if (env.SMTP_URL) {
    const mailer = createMailer({ url: env.SMTP_URL, from });
    return {
      mailer,
      close: async () => {
        await mailer.settled();
        mailer.close();
      },
    };
  }
  const dir = env.MAIL_CATCHER_DIR || ".data/mail";
  const explicitPort = env.MAIL_CATCHER_PORT !== undefined && env.MAIL_CATCHER_PORT !== "";
  const port = explicitPort ? Number(env.MAIL_CATCHER_PORT) : 1025;
  let catcher: MailCatcher;
  try {
    catcher = await startMailCatcher({ port, dir });
  } catch (error) {
    if (explicitPort || (error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    catcher = await startMailCatcher({ port: 0, dir });
  }
  log.info(`Mail catcher on smtp://${catcher.host}:${catcher.port}, writing mails to ${catcher.dir}`);
  const mailer = createMailer({ host: catcher.host, port: catcher.port, from });
  return {
    mailer,
    catcher,
    close: async () => {
      await mailer.settled();
      mailer.close();
      await catcher.close();
    },
  };
}
