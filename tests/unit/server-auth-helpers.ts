// Shared setup for the account tests: a database (in-memory PGlite unless given; migrated, fixture users
// seeded), the app with SSR off, a real SMTP catcher for the code mails, and a tiny cookie-keeping "browser" over app.request.
// Mails are background jobs sent after the answer by the harness's one job worker (tests/support/jobs.ts):
// read them through `Mailbox`, which first waits for the jobs due and the sends under way.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { seedUsers } from "../../server/db/seed";
import type { OAuthConfig } from "../../server/services/accounts/social";
import { type MailCatcher, readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { createMailer, type SmtpMailer } from "../../server/services/mail/mailer";
import type { MailLimits } from "../../server/services/mailThrottle";
import type { JobDeps } from "../../server/services/jobHandlers";
import type { PaymentGateway } from "../../server/services/payments/gateway";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { pglite, type TestDatabase } from "../support/databases";
import { testJobWorker } from "../support/jobs";
import { ROOMY_MAIL_LIMITS } from "./server-helpers";

/** Where the harness's mails land, and a wait for the sends under way. */
export interface Mailbox {
  dir: string;
  settled: () => Promise<void>;
}

export interface AuthHarness {
  handle: DatabaseHandle;
  app: Hono;
  mailbox: Mailbox;
  /** Runs the background jobs from now on with these dependencies besides the harness's mailer (the order
   * tests' gateway and clock). */
  runJobsWith: (deps: Partial<JobDeps>, options?: Parameters<typeof testJobWorker>[2]) => Promise<void>;
  /** A new app over the same database and mailer with other options (its jobs run by the harness). */
  appWith: (options: {
    secureCookies?: boolean;
    oauth?: OAuthConfig;
    proxyHops?: number;
    publicUrl?: string;
    production?: boolean;
    mailLimits?: MailLimits;
    payments?: PaymentGateway;
    now?: () => Date;
  }) => Hono;
  close: () => Promise<void>;
}

export async function authHarness(
  options: {
    oauth?: OAuthConfig;
    seedUsers?: boolean;
    /** Start from the seeded shop (catalogue, sample accounts, pincodes) instead of an empty one. */
    seeded?: boolean;
    database?: TestDatabase;
  } = {},
): Promise<AuthHarness> {
  const database = options.database ?? pglite;
  const handle = options.seeded ? await database.openSeeded() : await database.open();
  await migrateToLatest(handle.db);
  if (!options.seeded && options.seedUsers !== false) await seedUsers(handle.db);
  const mailDir = await mkdtemp(join(tmpdir(), "rangrez-auth-mail-"));
  const catcher: MailCatcher = await startMailCatcher({ port: 0, dir: mailDir });
  const mailer: SmtpMailer = createMailer({ host: catcher.host, port: catcher.port });
  let jobs = testJobWorker(handle.db, { mailer });
  const runJobsWith: AuthHarness["runJobsWith"] = async (deps, options) => {
    await jobs.stop();
    jobs = testJobWorker(handle.db, { mailer, ...deps }, options);
  };
  const appWith: AuthHarness["appWith"] = (extra) =>
    createApp({
      db: handle.db,
      build: null,
      clientDir: "/nonexistent/client",
      mediaDir: "/nonexistent/media",
      mailer,
      authSecret: "test-pepper",
      proxyHops: 0,
      // The origin the test browser calls (Browser below): its Origin header passes the cross-site check.
      publicUrl: "http://shop.test",
      oauth: options.oauth,
      mailLimits: ROOMY_MAIL_LIMITS,
      jobs: false,
      ...extra,
    });
  return {
    handle,
    app: appWith({}),
    mailbox: {
      dir: mailDir,
      settled: async () => {
        await jobs.settled();
        await mailer.settled();
      },
    },
    runJobsWith,
    appWith,
    close: async () => {
      // Mails still going out (the tests do not read every one) finish before the catcher stops.
      await jobs.stop();
      await mailer.settled();
      mailer.close();
      await catcher.close();
      await rm(mailDir, { recursive: true, force: true });
      await handle.close();
    },
  };
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely and checked with expect
  body: any;
  headers: Headers;
  setCookie: string | null;
}

/** Keeps the session cookie between calls, as a browser would. */
export class Browser {
  cookie: string | null = null;
  constructor(
    private app: Hono,
    private defaultHeaders: Record<string, string> = {},
    /** The cookie's name: SESSION_COOKIE unless the app is in plain-http localhost mode. */
    private cookieName: string = SESSION_COOKIE,
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const res = await this.app.request(`http://shop.test/api/v1${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: `${this.cookieName}=${this.cookie}` } : {}),
        ...this.defaultHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get("set-cookie");
    const match = setCookie?.match(new RegExp(`(?:^|,\\s*)${this.cookieName}=([^;]*)`));
    if (match) this.cookie = /max-age=0/i.test(setCookie ?? "") || match[1] === "" ? null : match[1];
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers, setCookie };
  }

  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.call("POST", path, body ?? {}, headers);
  }

  get(path: string, headers?: Record<string, string>) {
    return this.call("GET", path, undefined, headers);
  }
}

/** The 6-digit code of the newest mail to `to` with `subject`. */
export async function codeFromMail(mailbox: Mailbox, to: string, subject: string): Promise<string> {
  const mails = (await mailsTo(mailbox, to)).filter((m) => m.subject === subject);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`No mail "${subject}" to ${to}`);
  const codes = mail.text.match(/\b\d{6}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`Expected one 6-digit word in the mail, found ${codes.length}`);
  return codes[0];
}

/** Every mail to `to`, once the sends under way have finished. */
export async function mailsTo(mailbox: Mailbox, to: string) {
  await mailbox.settled();
  return (await readCaughtMails(mailbox.dir)).filter((m) => m.to.includes(to));
}

export const sampleAddress = {
  street: "221 Residency Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560025",
  landmark: "Near the park",
  addressType: "home",
  isDefault: true,
};

/** A different 6-digit code than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
