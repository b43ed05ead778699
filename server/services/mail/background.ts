import type { Mailer, OutgoingMail } from "./mailer";

/**
 * Starts sending `mail` and returns at once: the request that asked for it answers without waiting for the
 * SMTP server, so how long it takes does not tell whether a mail went out (or to whom). A failure is logged,
 * then `onFailure` runs (e.g. forget a code that never reached its owner).
 */
export function sendInBackground(
  mailer: Mailer | undefined,
  mail: OutgoingMail,
  what: string,
  onFailure?: () => Promise<void>,
): void {
  const sending = mailer ? mailer.send(mail) : Promise.reject(new Error("no mailer configured"));
  sending.catch(async (error: unknown) => {
    console.error(
      `Sending the ${what} to ${mail.to} failed:`,
      error instanceof Error ? error.message : error,
    );
    try {
      await onFailure?.();
    } catch (cleanupError) {
      console.error(`Cleaning up after the failed ${what}:`, cleanupError);
    }
  });
}
