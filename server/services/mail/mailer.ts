import nodemailer from "nodemailer";
import { brand } from "../../../src/lib/brand";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The Message-ID header (with its angle brackets); default one nodemailer makes up. */
  messageId?: string;
  /** Headers of its own: an offer mail's List-Unsubscribe pair (server/services/privacy/marketing.ts,
   * `offerMail`); a service mail has none. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Hands the mail to the SMTP server; rejects when it cannot. */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

export interface MailerOptions {
  /** An SMTP URL (smtp://user:pass@host:587, smtps://…); or host/port of a plain local server. */
  url?: string;
  host?: string;
  port?: number;
  /** The From header. Default: the brand's name and info address. */
  from?: string;
}

export const DEFAULT_FROM = `"${brand.name}" <${brand.infoEmail}>`;

/** A mailer that also tells when the sends it has started are done (tests read the mailbox then; shutdown
 * waits for them before closing the connection). */
export interface SmtpMailer extends Mailer {
  settled: () => Promise<void>;
}

/** How the transport connects: a pool of connections kept open between mails (each mail used to open its
 * own: a TCP connection, the greeting and EHLO before every message, on both ends), and how long it waits
 * for the server. docs/decisions/mail-after-the-answer.md#one-connection-for-many-mails */
const CONNECTION_SETTINGS = {
  pool: true,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** The URL with the connection settings in its query, where nodemailer reads a URL transport's settings
 * (it reads nothing else beside a URL); a setting the URL names itself stays as the URL says. */
function urlWithSettings(url: string): string {
  const parsed = new URL(url);
  for (const [name, value] of Object.entries(CONNECTION_SETTINGS)) {
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(value));
  }
  return parsed.toString();
}

/** A nodemailer SMTP transport behind a small interface (tests and the contact service use it). */
export function createMailer(options: MailerOptions): SmtpMailer {
  const transport = options.url
    ? nodemailer.createTransport(urlWithSettings(options.url))
    : nodemailer.createTransport({
        host: options.host ?? "127.0.0.1",
        port: options.port ?? 1025,
        secure: false,
        // The local catcher speaks plain SMTP only.
        ignoreTLS: true,
        ...CONNECTION_SETTINGS,
      });
  const from = options.from ?? DEFAULT_FROM;
  const pending = new Set<Promise<unknown>>();
  return {
    send: (mail) => {
      const sending = transport.sendMail({ from, ...mail });
      pending.add(sending);
      const done = () => void pending.delete(sending);
      sending.then(done, done);
      return sending.then(() => undefined);
    },
    settled: async () => {
      // Sends started while waiting are waited for too.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: () => transport.close(),
  };
}
