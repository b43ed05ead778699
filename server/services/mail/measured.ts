// Every mail handed to the SMTP server, timed and counted once here (docs/running.md#metrics), around the
// mailer createShop is given (server/app.ts), instead of in each service that sends one.
import type { Mailer } from "./mailer";

/** Told of each send: how long it took and whether the SMTP server took the mail. */
export type MailSendObserver = (seconds: number, ok: boolean) => void;

export function measuredMailer(mailer: Mailer, observe: MailSendObserver): Mailer {
  return {
    send: async (mail) => {
      const started = performance.now();
      try {
        await mailer.send(mail);
        observe((performance.now() - started) / 1000, true);
      } catch (error) {
        observe((performance.now() - started) / 1000, false);
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
