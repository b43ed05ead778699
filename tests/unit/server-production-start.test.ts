// The real server refuses a production start that lacks a setting production needs
// (server/config/productionChecks.ts), naming it, before it opens anything.
import { describe, expect, it } from "vitest";
import { COMPLETE_PRODUCTION_ENV } from "../support/productionEnv";
import { runServer } from "../support/serverProcess";

describe("NODE_ENV=production with one setting missing", { timeout: 60_000 }, () => {
  it.each(["DATABASE_URL", "SMTP_URL", "PHONEPE_WEBHOOK_PASSWORD", "AUTH_SECRET", "PUBLIC_URL"])(
    "without %s the process exits non-zero, naming it",
    async (name) => {
      const run = runServer({ ...COMPLETE_PRODUCTION_ENV, [name]: "", PORT: "0" });
      expect(await run.exited).not.toBe(0);
      expect(run.output()).toContain("Refusing to start with NODE_ENV=production");
      expect(run.output()).toContain(name);
      // Nothing else is named: the message is about what is missing.
      for (const other of ["DATABASE_URL", "SMTP_URL", "AUTH_SECRET", "PUBLIC_URL"].filter(
        (n) => n !== name,
      )) {
        expect(run.output()).not.toContain(`${other} is not set`);
      }
      // It stopped before starting anything.
      expect(run.output()).not.toContain("listening");
    },
  );
});

describe("NODE_ENV=production with every setting but the seller details still samples", {
  timeout: 60_000,
}, () => {
  it("the process exits non-zero before listening, naming the seller details file", async () => {
    const run = runServer({ ...COMPLETE_PRODUCTION_ENV, PORT: "0" });
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toContain("Refusing to start with NODE_ENV=production");
    expect(run.output()).toContain("Seller details are still samples");
    expect(run.output()).toContain("src/lib/seller-details.json");
    expect(run.output()).not.toContain("listening");
  });
});
