// What a production start requires (server/config/productionChecks.ts) and the keys derived from the one
// secret (server/config/secrets.ts).
import { describe, expect, it } from "vitest";
import {
  assertProductionReady,
  productionProblems,
  sampleAccountsAllowed,
} from "../../server/config/productionChecks";
import { deriveKey, serverSecret } from "../../server/config/secrets";
import { COMPLETE_PRODUCTION_ENV, REAL_SELLER_DETAILS } from "../support/productionEnv";
import { SAMPLE_SELLER_DETAILS, type SellerDetails, sampleSellerDetails, seller } from "../../src/lib/brand";

const without = (name: string, value = ""): NodeJS.ProcessEnv => ({
  ...COMPLETE_PRODUCTION_ENV,
  [name]: value,
});

describe("production settings", () => {
  it("a complete production environment has no problem and starts", () => {
    expect(productionProblems(COMPLETE_PRODUCTION_ENV, REAL_SELLER_DETAILS)).toEqual([]);
    expect(() => assertProductionReady(COMPLETE_PRODUCTION_ENV, REAL_SELLER_DETAILS)).not.toThrow();
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
    expect(() => assertProductionReady(without(name), REAL_SELLER_DETAILS)).toThrow(name);
    expect(productionProblems(without(name), REAL_SELLER_DETAILS)).toHaveLength(1);
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
    expect(productionProblems(without("AUTH_SECRET", "x".repeat(31)), REAL_SELLER_DETAILS)).toEqual([
      "AUTH_SECRET is 31 bytes; it needs at least 32",
    ]);
    // 16 rupee signs are 48 bytes.
    expect(productionProblems(without("AUTH_SECRET", "₹".repeat(16)), REAL_SELLER_DETAILS)).toEqual([]);
  });

  it("PUBLIC_URL must be https", () => {
    for (const url of ["http://rangrez.example", "rangrez.example", "not a url"]) {
      expect(productionProblems(without("PUBLIC_URL", url), REAL_SELLER_DETAILS)).toEqual([
        "PUBLIC_URL must be the shop's https:// address",
      ]);
    }
  });

  it("files kept on one instance's disk are refused; the default (PostgreSQL) and FILE_STORE=postgres are not", () => {
    expect(productionProblems(without("FILE_STORE", "disk"), REAL_SELLER_DETAILS)).toEqual([
      "FILE_STORE=disk keeps uploaded files on one instance (unset, they are in PostgreSQL)",
    ]);
    expect(productionProblems(without("FILE_STORE", "postgres"), REAL_SELLER_DETAILS)).toEqual([]);
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

describe("seller details (src/lib/brand.ts) in production", () => {
  it("this repository runs on samples: development and tests use them, nothing overrides them", () => {
    expect(seller).toEqual(SAMPLE_SELLER_DETAILS);
    expect(sampleSellerDetails()).toEqual(Object.keys(SAMPLE_SELLER_DETAILS));
    expect(() => assertProductionReady({})).not.toThrow();
    expect(() => assertProductionReady({ NODE_ENV: "development" })).not.toThrow();
  });

  it("a production start on the samples is refused, naming every sample detail and where the real ones go", () => {
    expect(() => assertProductionReady(COMPLETE_PRODUCTION_ENV)).toThrow(
      /Seller details are still samples: legalName, registeredAddress, branches, careEmail, carePhone, careHours, grievanceOfficer, gstin \(write the real ones in src\/lib\/seller-details\.json\)/,
    );
    expect(productionProblems(COMPLETE_PRODUCTION_ENV)).toHaveLength(1);
  });

  it("one detail left a sample is enough to refuse, and it alone is named", () => {
    const details = { ...REAL_SELLER_DETAILS, grievanceOfficer: SAMPLE_SELLER_DETAILS.grievanceOfficer };
    expect(productionProblems(COMPLETE_PRODUCTION_ENV, details)).toEqual([
      "Seller details are still samples: grievanceOfficer (write the real ones in src/lib/seller-details.json)",
    ]);
    expect(() => assertProductionReady(COMPLETE_PRODUCTION_ENV, details)).toThrow("grievanceOfficer");
  });

  it("an empty detail is a placeholder too; a shop without branches is not", () => {
    expect(sampleSellerDetails({ ...REAL_SELLER_DETAILS, careHours: "" }, {})).toEqual(["careHours"]);
    expect(sampleSellerDetails({ ...REAL_SELLER_DETAILS, branches: [] }, {})).toEqual([]);
  });

  it("a detail given with a part missing, empty or left as the sample's names that part", () => {
    const officer = SAMPLE_SELLER_DETAILS.grievanceOfficer;
    // Only the name replaced: the sample's email and phone would reach shoppers.
    expect(
      sampleSellerDetails(
        { ...REAL_SELLER_DETAILS, grievanceOfficer: { ...officer, name: "R. Example" } },
        {},
      ),
    ).toEqual(["grievanceOfficer.email", "grievanceOfficer.phone"]);
    // A designation left out of the file, and an empty pincode.
    const { designation: _left, ...withoutDesignation } = REAL_SELLER_DETAILS.grievanceOfficer;
    const details = {
      ...REAL_SELLER_DETAILS,
      grievanceOfficer: withoutDesignation as SellerDetails["grievanceOfficer"],
      registeredAddress: { ...REAL_SELLER_DETAILS.registeredAddress, pincode: " " },
    };
    expect(sampleSellerDetails(details, {})).toEqual([
      "registeredAddress.pincode",
      "grievanceOfficer.designation",
    ]);
    // A branch at the sample store's address.
    const sampleStore = SAMPLE_SELLER_DETAILS.branches[0];
    expect(
      sampleSellerDetails(
        { ...REAL_SELLER_DETAILS, branches: [{ name: "Surat Store", address: sampleStore.address }] },
        {},
      ),
    ).toEqual(["branches.0.address.lines", "branches.0.address.pincode"]);
    expect(productionProblems(COMPLETE_PRODUCTION_ENV, details)).toEqual([
      "Seller details are still samples: registeredAddress.pincode, grievanceOfficer.designation (write the real ones in src/lib/seller-details.json)",
    ]);
  });

  it("parts that may rightly read as the sample's (a designation, the country) are not placeholders", () => {
    const details = {
      ...REAL_SELLER_DETAILS,
      grievanceOfficer: { ...REAL_SELLER_DETAILS.grievanceOfficer, designation: "Grievance Officer" },
    };
    expect(sampleSellerDetails(details, {})).toEqual([]);
  });

  it("a misspelt key in the override is named, not silently ignored", () => {
    expect(sampleSellerDetails(REAL_SELLER_DETAILS, { grievanceOfficr: {} })).toEqual([
      "grievanceOfficr (not a seller detail)",
    ]);
  });

  it("RANGREZ_ALLOW_DEV_SERVICES=1 (local compose, e2e, benchmarks) runs production on the samples", () => {
    expect(() =>
      assertProductionReady({ ...COMPLETE_PRODUCTION_ENV, RANGREZ_ALLOW_DEV_SERVICES: "1" }),
    ).not.toThrow();
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
