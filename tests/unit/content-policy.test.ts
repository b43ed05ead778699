import { describe, expect, it } from "vitest";
import { SIZES } from "../../src/api/enums";
import {
  policyDocuments,
  returnCancellationPolicy,
  termsAndConditions,
} from "../../src/features/content/documents";
import { faqItems, faqReturnsItem } from "../../src/features/content/faq";
import {
  DELIVERY_BUSINESS_DAYS,
  MINIMUM_AGE,
  RETURN_POLICY_REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  TERMS_CANCELLATION_HOURS,
  TERMS_REFUND_BUSINESS_DAYS,
} from "../../src/features/content/policy";
import { brand } from "../../src/lib/brand";

const documentText = (doc: (typeof policyDocuments)[number]) =>
  [
    doc.description,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.items ?? []),
      ...(s.after ?? []),
    ]),
  ].join("\n");

const faqText = faqItems.flatMap((item) => [item.question, ...item.answer]).join("\n");

describe("policy constants (commerce spec 9)", () => {
  it("match the spec's figures", () => {
    expect(RETURN_WINDOW_DAYS).toBe(7);
    // The delivery range is the served zones' (src/lib/delivery.ts), not the spec's 7 to 15.
    expect(DELIVERY_BUSINESS_DAYS).toEqual({ min: 2, max: 6 });
    expect(TERMS_CANCELLATION_HOURS).toBe(24);
    expect(TERMS_REFUND_BUSINESS_DAYS).toEqual({ min: 7, max: 10 });
    expect(RETURN_POLICY_REFUND_BUSINESS_DAYS).toEqual({ min: 5, max: 7 });
    expect(MINIMUM_AGE).toBe(18);
  });

  it("agree with the brand file's return window", () => {
    expect(brand.returnDays).toBe(RETURN_WINDOW_DAYS);
  });
});

describe("FAQ", () => {
  it("answers returns with the return policy's window, never 30 days", () => {
    const answer = faqReturnsItem.answer.join(" ");
    expect(answer).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(answer).toContain(
      `${RETURN_POLICY_REFUND_BUSINESS_DAYS.min}-${RETURN_POLICY_REFUND_BUSINESS_DAYS.max} business days`,
    );
    expect(faqText).not.toMatch(/\b30\s*days\b/i);
  });

  it("covers sizes, men only, COD, delivery, returns, cancellation, fabric and prints, contact", () => {
    expect(faqItems.map((item) => item.id)).toEqual(
      expect.arrayContaining([
        "sizes",
        "men-only",
        "cod",
        "delivery",
        "returns",
        "cancellation",
        "fabric-prints",
        "contact",
      ]),
    );
    const sizes = faqItems.find((item) => item.id === "sizes")?.answer.join(" ") ?? "";
    for (const size of SIZES) expect(sizes).toContain(size);
    const delivery = faqItems.find((item) => item.id === "delivery")?.answer.join(" ") ?? "";
    expect(delivery).toContain(
      `${DELIVERY_BUSINESS_DAYS.min} to ${DELIVERY_BUSINESS_DAYS.max} business days`,
    );
    expect(delivery).toMatch(/across India/);
    const contact = faqItems.find((item) => item.id === "contact")?.answer.join(" ") ?? "";
    expect(contact).toContain(brand.careEmail);
    expect(contact).toContain(brand.phone);
  });

  it("has unique ids", () => {
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
  });
});

describe("policy documents", () => {
  it("never mention a 30-day window and have unique section ids", () => {
    for (const doc of policyDocuments) {
      expect(documentText(doc)).not.toMatch(/\b30\s*days\b/i);
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
  });

  it("Terms state INR, 18+, cancellation in 24 hours and refunds in 7-10 business days", () => {
    const text = documentText(termsAndConditions);
    expect(text).toContain("Indian rupees (INR)");
    expect(text).toContain(`${MINIMUM_AGE} years of age or older`);
    expect(text).toContain(`within ${TERMS_CANCELLATION_HOURS} hours of placing it`);
    expect(text).toContain("7-10 business days");
    expect(text).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(text).toMatch(/customised products may be non-returnable/i);
  });

  it("the return policy states the window, refunds in 5-7 days, cancellation rules and non-refundable shipping", () => {
    const text = documentText(returnCancellationPolicy);
    expect(text).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(text).toContain("5-7 business days");
    expect(text).not.toContain("7-10 business days");
    expect(text).toContain("Shipping charges are non-refundable.");
    expect(text).toMatch(/while its status is Processing/);
    expect(text).toMatch(/refuse the parcel/);
    expect(text).toMatch(/may be non-returnable/);
    expect(text).toContain("2 to 6 business days");
  });
});
