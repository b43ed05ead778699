// The server's log lines (docs/running.md#logs): one JSON object per line; a line written while serving a
// request carries that request's id (the answer's X-Request-Id), a background job's line its job id and
// kind; and no line names a shopper or carries a secret, whether it sits in the message, an error or a field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { log, withLogContext } from "../../server/observability/log";
import { CONFIRMATION_MAIL_JOB } from "../../server/services/orders/deps";
import { captureLogs } from "../support/logLines";
import { type ObservedShop, observedShop } from "./server-observability-helpers";

let o: ObservedShop;
beforeAll(async () => {
  o = await observedShop();
}, 60_000);
afterAll(() => o.close());

describe("log lines", () => {
  it("a request's lines carry its request id, deep inside the services too", async () => {
    const { cookie } = await o.shopper();
    o.gateway.down = true;
    try {
      const answer = await o.order(cookie, "payment");
      expect(answer.status).toBe(502);
      const requestId = answer.headers.get("x-request-id");
      expect(requestId).toBeTruthy();
      const failed = o.logs.lines().filter((line) => String(line.msg).startsWith("Starting payment"));
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ level: "error", requestId });
      // The gateway's own words come along as the error, under the same request.
      expect(JSON.stringify(failed[0].err)).toContain("the test gateway is down");
    } finally {
      o.gateway.down = false;
    }
  });

  it("a job's lines carry its id and kind, and a refused mail's line does not name the address", async () => {
    const { email, cookie } = await o.shopper();
    const answer = await o.order(cookie, "cod");
    expect(answer.status).toBe(201);
    const orderId = ((await answer.json()) as { data: { _id: string } }).data._id;
    await o.shop.jobs?.settled();

    const job = await o.handle.db
      .selectFrom("jobs")
      .select(["id", "last_error"])
      .where("kind", "=", CONFIRMATION_MAIL_JOB)
      .where("key", "=", orderId)
      .executeTakeFirstOrThrow();
    const jobLines = o.logs.lines().filter((line) => line.jobId === String(job.id));
    expect(jobLines.length).toBeGreaterThan(0);
    expect(jobLines.every((line) => line.jobKind === CONFIRMATION_MAIL_JOB)).toBe(true);
    expect(jobLines.some((line) => line.requestId !== undefined)).toBe(false);
    const refused = jobLines.find((line) => String(line.msg).includes("Recipient address rejected"));
    expect(refused).toMatchObject({ level: "warn" });
    expect(String(refused?.msg)).toContain("<[email]>");
    // Nowhere: not in that line, not in any other, not in what the job keeps.
    expect(o.logs.text()).not.toContain(email);
    expect(job.last_error).not.toContain(email);
  });

  it("every line is one JSON object with a level, a time and a message", () => {
    const lines = o.logs.text().trim().split("\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      const parsed = JSON.parse(line);
      expect(typeof parsed.level).toBe("string");
      expect(Number.isNaN(Date.parse(parsed.time))).toBe(false);
      expect(typeof parsed.msg).toBe("string");
    }
  });
});

describe("what no line carries", () => {
  /** The lines `write` logs. */
  function captured(write: () => void): { text: string; lines: Record<string, unknown>[] } {
    const logs = captureLogs();
    try {
      write();
    } finally {
      logs.restore();
    }
    return { text: logs.text(), lines: logs.lines() };
  }

  it("personal fields are replaced whole; addresses, phones, tokens and passwords in text are masked", () => {
    const { text, lines } = captured(() => {
      log.info(
        {
          email: "meera@example.in",
          shopper: { phone: "9876501234", address: "4 Park Street, Kolkata", password: "Sitar#2026" },
          authorization: "Bearer abc.def.ghi",
          orderId: 9876543210,
        },
        "sign-up of meera@example.in (+91 98765 01234) with smtp://mailer:hunter22@smtp.example.in:587",
      );
      log.error(new Error("refused: Authorization: Bearer sk_live_4f9a2b and <ravi@example.com>"));
    });
    for (const secret of [
      "meera@example.in",
      "9876501234",
      "98765 01234",
      "Park Street",
      "Sitar#2026",
      "abc.def.ghi",
      "hunter22",
      "sk_live_4f9a2b",
      "ravi@example.com",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({
      email: "[redacted]",
      shopper: { phone: "[redacted]", address: "[redacted]", password: "[redacted]" },
      authorization: "[redacted]",
      // A number outside a string is left alone: the line stays JSON and an id stays an id.
      orderId: 9876543210,
      msg: "sign-up of [email] ([phone]) with smtp://[credentials]@smtp.example.in:587",
    });
    expect(lines[1]).toMatchObject({
      level: "error",
      msg: "refused: Authorization: Bearer [token] and <[email]>",
    });
  });

  it("a context's fields reach every line inside it, across awaits, and stop at its end", async () => {
    const logs = captureLogs();
    try {
      await withLogContext({ requestId: "req-1" }, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        log.info("inside");
      });
      log.info("outside");
    } finally {
      logs.restore();
    }
    const [inside, outside] = logs.lines();
    expect(inside).toMatchObject({ requestId: "req-1", msg: "inside" });
    expect(outside.requestId).toBeUndefined();
  });
});
