import nodemailer from "nodemailer";
import { brand } from "../../../src/lib/brand";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
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

/** A nodemailer SMTP transport behind a small interface (tests and the contact service use it). */
export function createMailer(options: MailerOptions): Mailer {
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
  const transport = options.url
    ? nodemailer.createTransport(options.url, timeouts)
    : nodemailer.createTransport({
        host: options.host ?? "127.0.0.1",
        port: options.port ?? 1025,
        secure: false,
        // The local catcher speaks plain SMTP only.
        ignoreTLS: true,
        ...timeouts,
      });
  const from = options.from ?? DEFAULT_FROM;
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
