// The order mails' words, from an order as the server answers it: named by the order number, the delivery
// date in words as an Indian reader writes it, and no bill row of ₹0; the dates in words themselves.
import { describe, expect, it } from "vitest";
import { makeOrderInStatus } from "../../mocks/fixtures";
import { lifecycleMail } from "../../server/services/orders/lifecycleMail";
import { orderConfirmationMail, orderMailSubject } from "../../server/services/orders/mail";
import { calendarDateInWords, indiaDayInWords } from "../../src/lib/dateInWords";

describe("dates in words", () => {
  it("write a calendar date with its weekday and month in full, day first", () => {
    expect(calendarDateInWords("2026-12-04")).toBe("Friday, 4 December 2026");
    expect(calendarDateInWords("2028-02-29")).toBe("Tuesday, 29 February 2028");
    expect(calendarDateInWords("2026-02-30")).toBeNull();
    expect(calendarDateInWords("4 Dec")).toBeNull();
  });

  it("write an instant as the day it is in India", () => {
    expect(indiaDayInWords("2026-12-04T20:00:00.000Z")).toBe("Saturday, 5 December 2026");
    expect(indiaDayInWords("2026-12-04T18:29:59.000Z")).toBe("Friday, 4 December 2026");
  });
});

describe("the placement mail", () => {
  const order = makeOrderInStatus("processing", {
    estimatedDelivery: "2026-12-04",
    discountOnMrp: 0,
    discount: 0,
    couponCode: null,
    giftWrap: 0,
    codFee: 0,
  });

  it("names the order by its number and writes the delivery date in words", () => {
    const mail = orderConfirmationMail(order);
    expect(mail.subject).toBe(orderMailSubject(order.orderNumber));
    expect(mail.subject).toBe(`We have your Rangrez order ${order.orderNumber}`);
    expect(mail.text).toContain(`Thank you for your order ${order.orderNumber}.`);
    expect(mail.text).toContain("Expected delivery: Friday, 4 December 2026.");
    expect(mail.text).not.toContain("2026-12-04");
    expect(mail.text).not.toContain(order._id);
  });

  it("leaves out the rows that would say ₹0", () => {
    const mail = orderConfirmationMail(order);
    for (const row of ["Discount on MRP", "Coupon", "Gift wrap", "COD fee"]) {
      expect(mail.text).not.toContain(row);
      expect(mail.html).not.toContain(row);
    }
    expect(mail.text).not.toMatch(/₹0\b/);
    expect(mail.text).toContain("Shipping: Free");
  });

  it("keeps the rows that have an amount", () => {
    const discounted = { ...order, discountOnMrp: 300, discount: 100, couponCode: "SAVE100", giftWrap: 25 };
    const { text } = orderConfirmationMail(discounted);
    expect(text).toContain("Discount on MRP: -₹300");
    expect(text).toContain("Coupon SAVE100: -₹100");
    expect(text).toContain("Gift wrap: ₹25");
  });
});

describe("the mails along the way", () => {
  it("name the order by its number, and the return window's end in words", () => {
    const delivered = makeOrderInStatus("delivered");
    const mail = lifecycleMail("delivered", delivered, "https://shop.example");
    expect(mail.subject).toBe(`Your Rangrez order ${delivered.orderNumber} was delivered`);
    expect(mail.text).toContain(`Your order ${delivered.orderNumber} was delivered.`);
    expect(mail.text).toMatch(
      /until (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4} /,
    );
    // The link still opens the order's page by its id.
    expect(mail.text).toContain(`https://shop.example/orders/${delivered._id}`);
  });
});
