// What a production start requires (server/config/productionChecks.ts) and the keys derived from the one
// secret (server/config/secrets.ts).
import { describe, expect, it } from "vitest";
import {
  assertProductionReady,
  productionProblems,
  sampleAccountsAllowed,
} from "../../server/config/productionChecks";
import { deriveKey, serverSecret } from "../../server/config/secrets";
import { COMPLETE_PRODUCTION_ENV } from "../support/productionEnv";

const without = (name: string, value = ""): NodeJS.ProcessEnv => ({
  ...COMPLETE_PRODUCTION_ENV,
  [name]: value,
});

describe("production settings", () => {
  it("a complete production environment has no problem and starts", () => {
    expect(productionProblems(COMPLETE_PRODUCTION_ENV)).toEqual([]);
    expect(() => assertProductionReady(COMPLETE_PRODUCTION_ENV)).not.toThrow();
  });

  it.each([
    "DATABASE_URL",
    "SMTP_URL",
    "PHONEPE_CLIENT_ID",
    "PHONEPE_CLIENT_SECRET",
    "PHONEPE_WEBHOOK_USERNAME",
    "PHONEPE_WEBHOOK_PASSWORD",
    "AUTH_SECRET",
    "PUBLIC_URL",
  ])("without %s the start is refused, naming it", (name) => {
    expect(() => assertProductionReady(without(name))).toThrow(name);
    expect(productionProblems(without(name))).toHaveLength(1);
  });

  it("names every missing setting at once", () => {
    const message = (() => {
      try {
        assertProductionReady({ NODE_ENV: "production" });
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ["DATABASE_URL", "SMTP_URL", "PHONEPE_CLIENT_ID", "AUTH_SECRET", "PUBLIC_URL"]) {
      expect(message).toContain(name);
    }
  });

  it("AUTH_SECRET needs 32 bytes, counted in UTF-8", () => {
    expect(productionProblems(without("AUTH_SECRET", "x".repeat(31)))).toEqual([
      "AUTH_SECRET is 31 bytes; it needs at least 32",
    ]);
    // 16 rupee signs are 48 bytes.
    expect(productionProblems(without("AUTH_SECRET", "₹".repeat(16)))).toEqual([]);
  });

  it("PUBLIC_URL must be https", () => {
    for (const url of ["http://rangrez.example", "rangrez.example", "not a url"]) {
      expect(productionProblems(without("PUBLIC_URL", url))).toEqual([
        "PUBLIC_URL must be the shop's https:// address",
      ]);
    }
  });

  it("files kept on one instance's disk are refused; the default (PostgreSQL) and FILE_STORE=postgres are not", () => {
    expect(productionProblems(without("FILE_STORE", "disk"))).toEqual([
      "FILE_STORE=disk keeps uploaded files on one instance (unset, they are in PostgreSQL)",
    ]);
    expect(productionProblems(without("FILE_STORE", "postgres"))).toEqual([]);
  });

  it("outside production nothing is required, and sample accounts are allowed", () => {
    expect(() => assertProductionReady({})).not.toThrow();
    expect(() => assertProductionReady({ NODE_ENV: "development" })).not.toThrow();
    expect(sampleAccountsAllowed({})).toBe(true);
    expect(sampleAccountsAllowed({ NODE_ENV: "production" })).toBe(false);
  });

  it("RANGREZ_ALLOW_DEV_SERVICES=1 lets tests run production on the stand-ins, sample accounts included", () => {
    const env = { NODE_ENV: "production", RANGREZ_ALLOW_DEV_SERVICES: "1" };
    expect(() => assertProductionReady(env)).not.toThrow();
    expect(sampleAccountsAllowed(env)).toBe(true);
    expect(() => assertProductionReady({ ...env, RANGREZ_ALLOW_DEV_SERVICES: "true" })).toThrow(
      "DATABASE_URL",
    );
  });
});

describe("keys derived from the one secret", () => {
  it("every instance with the same secret derives the same key; purposes and secrets differ", () => {
    const secret = "s".repeat(32);
    expect(deriveKey(secret, "one-time-codes")).toBe(deriveKey(`${"s".repeat(31)}s`, "one-time-codes"));
    expect(deriveKey(secret, "one-time-codes")).not.toBe(deriveKey("t".repeat(32), "one-time-codes"));
    expect(deriveKey(secret, "one-time-codes")).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveKey(secret, "one-time-codes")).not.toContain(Buffer.from(secret).toString("hex"));
  });

  it("AUTH_SECRET when set; otherwise one random secret for the life of the process", () => {
    expect(serverSecret({ AUTH_SECRET: "configured" })).toBe("configured");
    const random = serverSecret({});
    expect(random.length).toBeGreaterThanOrEqual(32);
    expect(serverSecret({ AUTH_SECRET: "" })).toBe(random);
  });
});
