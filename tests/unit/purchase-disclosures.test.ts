// What a shopper is told before paying, and the dark patterns the shop keeps out of its pages
// (docs/decisions/seller-disclosures.md, docs/decisions/dark-patterns.md): the charges the pages state are
// the ones the bill charges, the terms lines say what the policy says, the bill's rows add up to its one
// total, and no page words a refusal to shame, hard-codes scarcity or asks for card details.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { priceBill } from "../../server/services/pricing/bill";
import { DEFAULT_PRICING } from "../../server/services/pricing/config";
import { isLowStock } from "../../src/features/product/stock";
import { SHOP_CHARGES } from "../../src/lib/charges";
import { isNewAt, NEW_FOR_DAYS } from "../../src/lib/newArrival";
import {
  checkoutPurchaseTerms,
  PURCHASE_POLICY_LINK,
  productPurchaseTerms,
} from "../../src/lib/purchaseTerms";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Code without its comments (a comment may quote what the code shows, "Only 2 left"). */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** The shop's pages and their words: everything a shopper can be shown. */
const shopperSources = sourceFiles(join(ROOT, "src")).map((path) => ({
  path: path.slice(ROOT.length),
  text: withoutComments(readFileSync(path, "utf8")),
}));

const text = (terms: { term: string; text: string }[]) => terms.map((t) => `${t.term}: ${t.text}`).join("\n");

describe("the charges stated are the charges billed", () => {
  it("the server's bill charges the amounts src/lib/charges.ts states", () => {
    expect(DEFAULT_PRICING.giftWrapFee).toBe(SHOP_CHARGES.giftWrap);
    expect(DEFAULT_PRICING.shippingFee).toBe(SHOP_CHARGES.shipping);
    expect(DEFAULT_PRICING.codFee).toBe(SHOP_CHARGES.cod);
    expect(DEFAULT_PRICING.freeShippingFrom).toBeNull();
  });

  it("the product page states delivery, returns, refunds, exchange, cancellation and every fee", () => {
    const lines = text(productPurchaseTerms({ returnPolicy: 7, codAvailable: true }));
    expect(lines).toContain("Delivery: Free delivery across India, in 2 to 6 business days.");
    expect(lines).toContain("Returns: Within 7 days of delivery, with free pickup.");
    expect(lines).toContain("Refunds: To your original payment method");
    expect(lines).toContain("within 5-7 business days");
    expect(lines).toContain("Exchange: No direct exchange");
    expect(lines).toContain("Cancellation: Free until your order ships: no cancellation charge.");
    expect(lines).toContain(
      "Charges: Cash on delivery at no extra charge; gift wrap ₹25, only if you tick it",
    );
    expect(PURCHASE_POLICY_LINK.href).toBe("/return-cancellation");
  });

  it("a product without returns or cash on delivery says so", () => {
    const lines = text(productPurchaseTerms({ returnPolicy: 0, codAvailable: false }));
    expect(lines).toContain("Returns: Not returnable, unless it arrives damaged, defective or different");
    expect(lines).toContain("Pay online (no cash on delivery for this product)");
  });

  it("a fee the shop starts charging would be stated in figures, not 'Free'", () => {
    // The words are built from the amounts: a non-zero shipping fee cannot read as free.
    expect(SHOP_CHARGES.shipping === 0).toBe(
      text(productPurchaseTerms({ returnPolicy: 7, codAvailable: true })).includes("Free delivery"),
    );
    expect(SHOP_CHARGES.cancellation).toBe(0);
    expect(SHOP_CHARGES.returnPickup).toBe(0);
  });

  it("the checkout states returns, refunds to the original payment method, exchange and no cancellation charge", () => {
    const lines = text(checkoutPurchaseTerms());
    expect(lines).toContain("Returns: Within 7 days of delivery, with free pickup");
    expect(lines).toContain("Refunds: To your original payment method");
    expect(lines).toContain("no cancellation charge");
  });
});

describe("the total as one figure with its break-up (Rule 7(1)(e))", () => {
  const line = {
    productId: "prd_tee",
    variantId: "var_tee",
    name: "Logo Tee",
    color: "Black",
    image: "/media/tee.webp",
    size: "M" as const,
    quantity: 2,
    unitMrp: 999,
    unitPrice: 599,
    stock: 10,
    codAvailable: true,
    returnPolicy: 7,
  };
  const indore = { pincode: "452001", serviceable: true, cod: true, city: "Indore", state: "Madhya Pradesh" };

  it.each([
    { giftWrap: false, paymentMode: "online" as const, config: DEFAULT_PRICING },
    { giftWrap: true, paymentMode: "COD" as const, config: DEFAULT_PRICING },
    {
      giftWrap: true,
      paymentMode: "COD" as const,
      config: { ...DEFAULT_PRICING, shippingFee: 49, codFee: 30 },
    },
  ])("every row of the bill adds up to its total (gift wrap $giftWrap, $paymentMode)", (choice) => {
    const bill = priceBill({
      lines: [line],
      coupon: { code: "SAVE100", kind: "flat", value: 100, minOrder: 0 },
      delivery: indore,
      shopState: "Madhya Pradesh",
      ...choice,
    });
    const rows =
      bill.totalMrp - bill.discountOnMrp - bill.couponDiscount + bill.giftWrap + bill.shipping + bill.codFee;
    expect(bill.total).toBe(rows);
    expect(bill.giftWrap).toBe(choice.giftWrap ? choice.config.giftWrapFee : 0);
    expect(bill.codFee).toBe(choice.paymentMode === "COD" ? choice.config.codFee : 0);
  });
});

describe("dark patterns kept out of the pages (docs/decisions/dark-patterns.md)", () => {
  it("no refusal is worded to shame (confirm shaming)", () => {
    const shaming =
      /no,? thanks|i don'?t want|i'?d rather|i prefer (not|paying full)|no,? i (don'?t|do not)|i'?ll pass/i;
    const found = shopperSources.filter((file) => shaming.test(file.text)).map((file) => file.path);
    expect(found).toEqual([]);
  });

  it("scarcity is never written into the words: 'Only N left' takes N from the stock (false urgency)", () => {
    const fixed =
      /Only [0-9]+ left|[0-9]+ (people|others|shoppers) (are )?(viewing|looking|bought)|hurry|ends in [0-9]/i;
    const found = shopperSources.filter((file) => fixed.test(file.text)).map((file) => file.path);
    expect(found).toEqual([]);
    expect(isLowStock(3)).toBe(true);
    expect(isLowStock(4)).toBe(false);
    expect(isLowStock(0)).toBe(false);
  });

  it("NEW is the product's age from its catalogue date, not a label (false urgency)", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    expect(isNewAt(daysAgo(NEW_FOR_DAYS - 1), now)).toBe(true);
    expect(isNewAt(daysAgo(NEW_FOR_DAYS), now)).toBe(false);
    // The card shows NEW only from the product's isNew, which the server computes (server/services).
    const card = shopperSources.find((file) => file.path.endsWith("ProductCard/ProductCard.tsx"));
    expect(card?.text).toMatch(/product\.isNew \? <Badge tone="new">NEW<\/Badge> : null/);
  });

  it("no checkbox or option is ticked for the shopper (basket sneaking, pre-ticked add-ons)", () => {
    // A JSX attribute that ticks: `defaultSelected`, `defaultChecked` (bare or `={true}`), or a constant tick.
    const preTicked =
      /\b(defaultSelected|defaultChecked)(=\{true\}|\s*\/?>|\n)|\b(isSelected|checked)=\{true\}/;
    const found = shopperSources
      .filter((file) => !file.path.startsWith("src/features/admin/"))
      .filter((file) => preTicked.test(file.text))
      .map((file) => file.path);
    expect(found).toEqual([]);
  });
});

describe("nothing recurring, nothing nagging (docs/decisions/dark-patterns.md)", () => {
  it("nothing recurring is billed: the contract has no subscription, mandate or autopay (SaaS billing, subscription trap)", () => {
    const contract = readFileSync(join(ROOT, "openapi/openapi.yaml"), "utf8");
    expect(contract).not.toMatch(/subscription|mandate|autopay|recurring|auto-?renew/i);
  });

  it("nothing asks for notifications or opens a prompt on a timer (nagging)", () => {
    const asks = /Notification\.requestPermission|pushManager\.subscribe|setTimeout\([^)]*(open|Popup|Login)/;
    const found = shopperSources.filter((file) => asks.test(file.text)).map((file) => file.path);
    expect(found).toEqual([]);
  });
});

describe("no card data is ever seen or stored (docs/decisions/seller-disclosures.md#card-data)", () => {
  it("no page has a card field: the gateway's hosted page takes the card", () => {
    const cardField = /autoComplete="cc-|card ?number|\bcvv\b|\bcvc\b|expiry date|name on card/i;
    const found = shopperSources.filter((file) => cardField.test(file.text)).map((file) => file.path);
    expect(found).toEqual([]);
  });

  it("the contract has no card property in any request", () => {
    const contract = readFileSync(join(ROOT, "openapi/openapi.yaml"), "utf8");
    expect(contract).not.toMatch(/^\s+(cardNumber|card_number|cvv|cvc|expiry|pan):/im);
  });
});
