import { describe, expect, it } from "vitest";
import { parseStaffBoard, withFilters, withOrder } from "../../src/features/admin/staffBoardFilters";
import { staffActionBody, validateStaffAction } from "../../src/features/admin/staffActions";

const params = (search: string) => new URLSearchParams(search);
const EMPTY = { courier: "", trackingNumber: "", note: "", reference: "" };

describe("the staff board's URL", () => {
  it("keeps the filters the contract accepts and the open order", () => {
    expect(
      parseStaffBoard(
        params("status=shipped&paymentStatus=paid&from=2026-03-01&to=2026-03-31&q=%20priya%20&order=abc"),
      ),
    ).toEqual({
      filters: { status: "shipped", paymentStatus: "paid", from: "2026-03-01", to: "2026-03-31", q: "priya" },
      orderId: "abc",
    });
  });

  it("drops what the contract would refuse: unknown statuses, impossible days, an empty search", () => {
    expect(
      parseStaffBoard(params("status=lost&paymentStatus=maybe&from=2026-02-30&to=soon&q=%20%20")),
    ).toEqual({
      filters: {},
    });
    expect(parseStaffBoard(params(`order=${"x".repeat(65)}`))).toEqual({ filters: {} });
  });

  it("puts a reversed date range the right way round and cuts a long search to 100 characters", () => {
    const { filters } = parseStaffBoard(params(`from=2026-03-31&to=2026-03-01&q=${"a".repeat(150)}`));
    expect(filters).toMatchObject({ from: "2026-03-01", to: "2026-03-31" });
    expect(filters.q).toHaveLength(100);
  });

  it("writes new filters over the old ones, keeping the open order, and opens or closes an order", () => {
    const next = withFilters(params("status=shipped&q=old&order=abc"), { paymentStatus: "cod", q: " new " });
    expect(next.toString()).toBe("order=abc&paymentStatus=cod&q=new");
    expect(withOrder(next, null).toString()).toBe("paymentStatus=cod&q=new");
    expect(withOrder(params("status=returned"), "xyz").toString()).toBe("status=returned&order=xyz");
  });
});

describe("staff actions", () => {
  it("ship needs a courier and a tracking number of 4 to 40 letters, digits or dashes", () => {
    expect(validateStaffAction("ship", EMPTY)).toEqual({
      courier: "Enter the courier.",
      trackingNumber: "Enter the tracking number.",
    });
    expect(validateStaffAction("ship", { ...EMPTY, courier: "Delhivery", trackingNumber: "AB 12" })).toEqual({
      trackingNumber: "Tracking number must be 4 to 40 letters, digits or dashes.",
    });
    expect(
      validateStaffAction("ship", { ...EMPTY, courier: "Delhivery", trackingNumber: "DL-1234" }),
    ).toEqual({});
  });

  it("refusing a return needs its reason; cancelling does not; a COD refund needs its reference", () => {
    expect(validateStaffAction("refuse_return", EMPTY)).toEqual({ note: "Enter the reason." });
    expect(validateStaffAction("cancel", EMPTY)).toEqual({});
    expect(validateStaffAction("cod_refund_paid", EMPTY)).toEqual({
      reference: "Enter the transfer reference.",
    });
    expect(validateStaffAction("cancel", { ...EMPTY, note: "x".repeat(501) })).toEqual({
      note: "Reason (optional) can be at most 500 characters.",
    });
  });

  it("sends only the action's own fields, trimmed, leaving out empty optional ones", () => {
    const typed = { courier: " Blue Dart ", trackingNumber: "BD-1", note: "stale", reference: "stale" };
    expect(staffActionBody("ship", typed)).toEqual({
      action: "ship",
      courier: "Blue Dart",
      trackingNumber: "BD-1",
    });
    expect(staffActionBody("cancel", { ...EMPTY, note: "  " })).toEqual({ action: "cancel" });
    expect(staffActionBody("confirm", typed)).toEqual({ action: "confirm" });
  });
});
