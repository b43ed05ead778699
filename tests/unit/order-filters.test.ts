import { describe, expect, it } from "vitest";
import {
  hasOrderFilters,
  listOrdersQuery,
  parseOrderFilters,
  writeOrderFilters,
} from "../../src/features/orders/orderFilters";

const parse = (search: string) => parseOrderFilters(new URLSearchParams(search));

describe("the orders page's URL filters", () => {
  it("default to the normal orders, unfiltered", () => {
    expect(parse("")).toEqual({ type: "normal" });
    expect(hasOrderFilters(parse(""))).toBe(false);
  });

  it("read every filter, and drop values the panel does not offer", () => {
    expect(parse("type=customise&paymentStatus=paid&status=shipped&q=%20Tee%20")).toEqual({
      type: "customise",
      paymentStatus: "paid",
      status: "shipped",
      q: "Tee",
    });
    expect(parse("type=other&paymentStatus=cod&status=lost&q=%20%20")).toEqual({ type: "normal" });
    expect(parse(`q=${"x".repeat(150)}`).q).toHaveLength(100);
  });

  it("write back without defaults, keeping other params", () => {
    const written = writeOrderFilters(new URLSearchParams("utm=mail&status=shipped&q=old"), {
      type: "normal",
      paymentStatus: "failed",
      q: " ",
    });
    expect(written.toString()).toBe("utm=mail&paymentStatus=failed");
    expect(writeOrderFilters(new URLSearchParams(), { type: "customise" }).toString()).toBe("type=customise");
  });

  it("ask the server for exactly the filters set", () => {
    expect(listOrdersQuery(parse("status=delivered&q=ord_1"))).toEqual({ status: "delivered", q: "ord_1" });
    expect(listOrdersQuery(parse("type=normal"))).toEqual({});
  });
});
