// A local SMTP server that accepts every mail and writes it as a JSON file, so development and tests can
// read mails back (no real mailbox). Started by server/main.ts and server/dev.ts when SMTP_URL is unset;
// tests start one in-process on a random port.
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { log } from "../../observability/log";

/** One received mail as written to `<dir>/<time>-<seq>.json`. */
export interface CaughtMail {
  from: string;
  /** Addresses of the To header. */
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** ISO date of the Date header (or of receipt). */
  date: string;
  /** The SMTP envelope: who the mail was actually delivered for. */
  envelope: { from: string; to: string[] };
  /** The List-* headers (RFC 2369, RFC 8058), by their lower-case names, as they arrived (unfolded). */
  listHeaders: Record<string, string>;
}

export interface MailCatcherOptions {
  /** TCP port; 0 picks a free one. Default 1025. */
  port?: number;
  host?: string;
  /** Folder the JSON files go to (created when missing). Default .data/mail. */
  dir?: string;
  /** Awaited before each mail is accepted (tests: a slow mail server); when it rejects, the mail is refused
   * with its message. Default: accept at once. */
  beforeAccept?: () => Promise<void>;
}

export interface MailCatcher {
  host: string;
  port: number;
  dir: string;
  close: () => Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.flatMap((v) => (v.address ? [v.address] : [])),
  );

let sequence = 0;

/** Starts the catcher; resolves once it listens. */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? "127.0.0.1";
  const dir = resolve(options.dir ?? ".data/mail");
  await mkdir(dir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    banner: "Rangrez mail catcher",
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          await options.beforeAccept?.();
          const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
          const mail: CaughtMail = {
            from: parsed.from?.text ?? envelopeFrom,
            to: addresses(parsed.to),
            replyTo: parsed.replyTo?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            date: (parsed.date ?? new Date()).toISOString(),
            envelope: { from: envelopeFrom, to: session.envelope.rcptTo.map((r) => r.address) },
            listHeaders: Object.fromEntries(
              parsed.headerLines
                .filter(({ key }) => key.startsWith("list-"))
                .map(({ key, line }) => [
                  key,
                  line
                    .slice(line.indexOf(":") + 1)
                    .replace(/\r?\n[ \t]+/g, " ")
                    .trim(),
                ]),
            ),
          };
          sequence += 1;
          const name = `${Date.now()}-${String(sequence).padStart(6, "0")}-${process.pid}.json`;
          // Written aside, then renamed: a reader never sees half a file.
          await writeFile(join(dir, `${name}.part`), `${JSON.stringify(mail, null, 2)}\n`);
          await rename(join(dir, `${name}.part`), join(dir, name));
        })
        .then(
          () => callback(),
          (error: Error) => callback(error),
        );
    },
  });

  await new Promise<void>((resolveListen, reject) => {
    // smtp-server re-emits its socket's errors (EADDRINUSE …) on itself: listen there, or they go unhandled.
    const onError = (error: Error) => reject(error);
    server.once("error", onError);
    server.listen(options.port ?? 1025, host, () => {
      server.off("error", onError);
      resolveListen();
    });
  });
  server.on("error", (error) => log.error({ err: error }, "Mail catcher failed"));
  const { port } = server.server.address() as AddressInfo;
  return {
    host,
    port,
    dir,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Every mail in `dir`, oldest first. */
export async function readCaughtMails(dir: string): Promise<CaughtMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json")).sort();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as CaughtMail),
  );
}
