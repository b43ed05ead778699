import { describe, expect, it } from "vitest";
import { safeRedirect, withRedirect } from "../../src/session/redirect";
import { LEAVES_THE_SHOP } from "./redirectVariants";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(safeRedirect("/cart")).toBe("/cart");
    expect(safeRedirect("/product/42?size=M#reviews")).toBe("/product/42?size=M#reviews");
    expect(safeRedirect("/")).toBe("/");
  });

  it("falls back to / when there is nothing", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect("")).toBe("/");
  });

  it.each([
    "https://evil.example/steal",
    "http://evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "cart",
    " /cart",
    "/\t/evil.example",
    "/\n/evil.example",
    "%2F%2Fevil.example",
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBe("/");
  });

  // Each of these is a path by its spelling, but resolves (dot segments, "%2e", backslashes, stripped tabs
  // and new lines) to "//evil.example": another host.
  it.each(LEAVES_THE_SHOP)("refuses %j, which leads off the shop", (value) => {
    expect(safeRedirect(value)).toBe("/");
  });

  it.each([
    ["/./cart", "/cart"],
    ["/a/../cart", "/cart"],
    ["/%2e/cart", "/cart"],
    ["/search?q=blue shirt", "/search?q=blue%20shirt"],
    ["/%2F/evil.example", "/%2F/evil.example"],
  ])("keeps %j as the same-site path %j", (value, path) => {
    expect(safeRedirect(value)).toBe(path);
    expect(new URL(path, "https://shop.example").origin).toBe("https://shop.example");
  });

  it("uses the given fallback", () => {
    expect(safeRedirect("//evil.example", "/account")).toBe("/account");
  });
});

describe("withRedirect", () => {
  it("carries a safe redirect along, encoded", () => {
    expect(withRedirect("/signup", "/checkout?step=2")).toBe("/signup?redirect=%2Fcheckout%3Fstep%3D2");
  });

  it("drops an unsafe or trivial redirect", () => {
    expect(withRedirect("/signup", "https://evil.example")).toBe("/signup");
    expect(withRedirect("/signup", "/")).toBe("/signup");
    expect(withRedirect("/signup", null)).toBe("/signup");
  });
});
