import { describe, expect, it } from "vitest";
import { SIZES } from "../../src/api/enums";
import {
  policyDocuments,
  policyItemText,
  returnCancellationPolicy,
  termsAndConditions,
} from "../../src/features/content/documents";
import { faqItems, faqReturnsItem } from "../../src/features/content/faq";
import {
  DELIVERY_BUSINESS_DAYS,
  MINIMUM_AGE,
  CANCELLATION_RULE,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
} from "../../src/lib/policy";
import { brand } from "../../src/lib/brand";

const documentText = (doc: (typeof policyDocuments)[number]) =>
  [
    doc.description,
    ...doc.intro,
    ...doc.sections.flatMap((s) => [
      s.heading,
      ...(s.paragraphs ?? []),
      ...(s.items ?? []).map(policyItemText),
      ...(s.after ?? []),
    ]),
  ].join("\n");

const faqText = faqItems.flatMap((item) => [item.question, ...item.answer]).join("\n");

describe("policy constants (docs/product.md#constants)", () => {
  it("match the shop's figures", () => {
    expect(RETURN_WINDOW_DAYS).toBe(7);
    // The delivery range is the served zones' (src/lib/delivery.ts), not the original shop's 7 to 15.
    expect(DELIVERY_BUSINESS_DAYS).toEqual({ min: 2, max: 6 });
    // One cancellation rule and one refund time, reconciling the original's Terms (24 hours, 7-10 days)
    // with its return policy (while processing, 5-7 days).
    expect(CANCELLATION_RULE).toBe("at any time until it is shipped");
    expect(REFUND_BUSINESS_DAYS).toEqual({ min: 5, max: 7 });
    expect(MINIMUM_AGE).toBe(18);
  });

  it("agree with the brand file's return window", () => {
    expect(brand.returnDays).toBe(RETURN_WINDOW_DAYS);
  });
});

describe("FAQ", () => {
  it("answers cancellation with the one rule the Terms and the policy state", () => {
    const cancellation = faqItems.find((item) => item.id === "cancellation");
    expect(cancellation?.answer.join(" ")).toContain(`Yes, ${CANCELLATION_RULE}`);
    for (const doc of [termsAndConditions, returnCancellationPolicy]) {
      expect(documentText(doc)).toContain(CANCELLATION_RULE);
    }
  });

  it("answers returns with the return policy's window, never 30 days", () => {
    const answer = faqReturnsItem.answer.join(" ");
    expect(answer).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(answer).toContain(`${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max} business days`);
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

  it("Terms state INR, 18+, cancellation until shipping and refunds in 5-7 business days", () => {
    const text = documentText(termsAndConditions);
    expect(text).toContain("Indian rupees (INR)");
    expect(text).toContain(`${MINIMUM_AGE} years of age or older`);
    expect(text).toContain("cancel an order from My Orders at any time until it is shipped");
    expect(text).not.toMatch(/24 hours/);
    expect(text).toContain("5-7 business days");
    expect(text).not.toContain("7-10 business days");
    expect(text).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(text).toMatch(/customised products may be non-returnable/i);
  });

  it("the return policy states the window, refunds in 5-7 days, cancellation rules and non-refundable shipping", () => {
    const text = documentText(returnCancellationPolicy);
    expect(text).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(text).toContain("5-7 business days");
    expect(text).not.toContain("7-10 business days");
    expect(text).toContain("Shipping charges are non-refundable.");
    expect(text).toMatch(/at any time until it is shipped: while it is Processing or Confirmed/);
    expect(text).toMatch(/UPI ID or bank account/);
    expect(text).toMatch(/choose Report a problem with this piece/);
    expect(text).toMatch(/the wrong piece, or if it came after the expected delivery date/);
    expect(text).toMatch(/refuse the parcel/);
    expect(text).toMatch(/may be non-returnable/);
    expect(text).toContain("2 to 6 business days");
  });
});
