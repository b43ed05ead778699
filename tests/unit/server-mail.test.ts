import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { type CaughtMailer, startCaughtMailer } from "../support/caughtMailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/database";
import { type MailCatcher, readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { mailFromEnv } from "../../server/services/mail/from-env";
import { createMailer, type Mailer } from "../../server/services/mail/mailer";
import { brand } from "../../src/lib/brand";
import { CONTACT_FORWARD_JOB } from "../../server/services/contact";
import { runDueJobs } from "../support/jobs";
import { memoryDatabase, testApp } from "./server-helpers";
import { captureLogs } from "../support/logLines";

let dir: string;
let catcher: MailCatcher;
let mailer: Mailer;

let caught: CaughtMailer;

beforeAll(async () => {
  caught = await startCaughtMailer("rangrez-mail-");
  ({ dir, catcher, mailer } = caught);
});
afterAll(() => caught.stop());

describe("mail catcher + mailer", () => {
  it("listens on a free port when asked for port 0", () => {
    expect(catcher.port).toBeGreaterThan(0);
    expect(catcher.port).not.toBe(1025);
  });

  it("a mail sent over SMTP arrives as one JSON file with from, to, subject, text, html, date", async () => {
    const before = (await readCaughtMails(dir)).length;
    await mailer.send({
      to: "care@example.in",
      subject: "Hello from the test ✓",
      text: "Line one\nLine two",
      html: "<p>Line one<br>Line two</p>",
      replyTo: "shopper@example.in",
    });
    const mails = await readCaughtMails(dir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1];
    expect(mail.to).toEqual(["care@example.in"]);
    expect(mail.envelope.to).toEqual(["care@example.in"]);
    expect(mail.from).toContain(brand.infoEmail);
    expect(mail.replyTo).toContain("shopper@example.in");
    expect(mail.subject).toBe("Hello from the test ✓");
    expect(mail.text.trim()).toBe("Line one\nLine two");
    expect(mail.html).toContain("<p>Line one<br>Line two</p>");
    expect(Number.isNaN(Date.parse(mail.date))).toBe(false);
    const files = await readdir(dir);
    expect(files.filter((f) => f.endsWith(".part"))).toEqual([]);
  });

  it("sending rejects when no SMTP server listens", async () => {
    const closed = await startMailCatcher({ port: 0, dir });
    const port = closed.port;
    await closed.close();
    const nowhere = createMailer({ host: "127.0.0.1", port });
    await expect(nowhere.send({ to: "a@example.in", subject: "x", text: "x" })).rejects.toThrow();
    nowhere.close();
  });
});

describe("mail setup from the environment", () => {
  const setups: { close: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const setup of setups.splice(0)) await setup.close();
  });

  it("without SMTP_URL starts the catcher on MAIL_CATCHER_PORT and mails land in MAIL_CATCHER_DIR", async () => {
    const envDir = join(dir, "from-env");
    const setup = await mailFromEnv({ MAIL_CATCHER_PORT: "0", MAIL_CATCHER_DIR: envDir });
    setups.push(setup);
    expect(setup.catcher?.dir).toBe(envDir);
    await setup.mailer.send({ to: "x@example.in", subject: "env", text: "via env" });
    const mails = await readCaughtMails(envDir);
    expect(mails.map((m) => m.subject)).toEqual(["env"]);
  });

  it("with SMTP_URL sends there and starts no catcher", async () => {
    const setup = await mailFromEnv({ SMTP_URL: `smtp://${catcher.host}:${catcher.port}?ignoreTLS=true` });
    setups.push(setup);
    expect(setup.catcher).toBeUndefined();
    const stamp = `url-${Date.now()}`;
    await setup.mailer.send({ to: "y@example.in", subject: stamp, text: "via url" });
    expect((await readCaughtMails(dir)).some((m) => m.subject === stamp)).toBe(true);
  });
});

describe("POST /api/v1/contact/submit", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  }, 60_000);
  afterAll(() => handle.close());

  const post = (app: ReturnType<typeof testApp>, body: unknown) =>
    app.request("/api/v1/contact/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("stores the message, answers 201, and its job mails it to the care mailbox", async () => {
    const app = testApp(handle, { mailer });
    const message = `Do you ship to Port Blair? <b>${Date.now()}</b>`;
    const res = await post(app, { name: "Meera Shah", email: "meera@example.in", message });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      success: true,
      message: "Thank you for your message. We will get back to you soon!",
    });
    await runDueJobs(handle.db, { mailer });
    const mail = (await readCaughtMails(dir)).find((m) => m.text.includes(message));
    expect(mail?.to).toEqual([brand.careEmail]);
    expect(mail?.subject).toBe("Contact form: Meera Shah");
    expect(mail?.replyTo).toContain("meera@example.in");
    expect(mail?.text).toContain("Email: meera@example.in");
    expect(mail?.html).toContain("&#60;b&#62;");
    const row = await handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("message", "=", message)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Meera Shah");
    expect(row.mailed_at).not.toBeNull();
  });

  it("when sending fails the message is kept and its job tries again until the mail server takes it", async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error("connect ECONNREFUSED")),
      close: () => {},
    };
    const app = testApp(handle, { mailer: failing });
    const message = `Lost mail ${Date.now()}`;
    const res = await post(app, { name: "Arjun", email: "arjun@example.in", message });
    expect(res.status).toBe(201);
    const row = () =>
      handle.db
        .selectFrom("contact_messages")
        .selectAll()
        .where("message", "=", message)
        .executeTakeFirstOrThrow();
    const logs = captureLogs();
    try {
      await runDueJobs(handle.db, { mailer: failing });
    } finally {
      logs.restore();
    }
    expect((await row()).mailed_at).toBeNull();
    const job = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("kind", "=", CONTACT_FORWARD_JOB)
      .where("key", "=", String((await row()).id))
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, last_error: "connect ECONNREFUSED", done_at: null });
    // The mail server is back when the next try comes due.
    await handle.db.updateTable("jobs").set({ run_at: new Date() }).where("id", "=", job.id).execute();
    await runDueJobs(handle.db, { mailer });
    expect((await row()).mailed_at).not.toBeNull();
    expect((await readCaughtMails(dir)).filter((m) => m.text.includes(message))).toHaveLength(1);
  });

  it("without a mail server configured: stored, and 502 with the retry message", async () => {
    const app = testApp(handle);
    const message = `No mailer ${Date.now()}`;
    const res = await post(app, { name: "Arjun", email: "arjun@example.in", message });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      success: false,
      message: "We couldn't send your message right now. Please try again.",
    });
    const row = await handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("message", "=", message)
      .executeTakeFirstOrThrow();
    expect(row.mailed_at).toBeNull();
  });

  it.each([
    [{ email: "a@example.in", message: "Hi" }, "name is required"],
    [{ name: "A", email: "not-an-email", message: "Hi" }, "email must be a valid email"],
    [{ name: "A", email: "a@example.in", message: "   " }, "message is required"],
    [
      { name: "A", email: "a@example.in", message: "x".repeat(5001) },
      "message must be at most 5000 characters",
    ],
    [{ name: 42, email: "a@example.in", message: "Hi" }, "name must be a string"],
    [["not", "an", "object"], "Request body must be a JSON object"],
  ])("rejects %j with 400: %s, storing nothing", async (body, message) => {
    const app = testApp(handle, { mailer });
    const before = await handle.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const res = await post(app, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message });
    const after = await handle.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
