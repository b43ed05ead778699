// The guest's heart → /login → saved hand-off (src/features/wishlist/loginHandoff.ts): the URL the heart
// builds, and which `wishlist` values the login page accepts as a product to save.
import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../src/session/redirect";
import {
  WISHLIST_PARAM,
  wishlistLoginHref,
  wishlistProductParam,
} from "../../src/features/wishlist/loginHandoff";

describe("wishlistLoginHref", () => {
  it("goes to /login, back to this page, carrying the product", () => {
    const href = wishlistLoginHref("/trending?sort=price&page=2", "6950a1b2c3d4e5f601234567");
    const url = new URL(href, "https://shop.example");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("redirect")).toBe("/trending?sort=price&page=2");
    expect(url.searchParams.get(WISHLIST_PARAM)).toBe("6950a1b2c3d4e5f601234567");
    // What the login page will send the shopper back to is that page, unchanged.
    expect(safeRedirect(url.searchParams.get("redirect"))).toBe("/trending?sort=price&page=2");
  });

  it("leaves out a product id that is not one", () => {
    const url = new URL(wishlistLoginHref("/", "../../cart"), "https://shop.example");
    expect(url.searchParams.has(WISHLIST_PARAM)).toBe(false);
    expect(url.searchParams.get("redirect")).toBe("/");
  });
});

describe("wishlistProductParam", () => {
  it("accepts a product id as the contract bounds it", () => {
    expect(wishlistProductParam("6950a1b2c3d4e5f601234567")).toBe("6950a1b2c3d4e5f601234567");
    expect(wishlistProductParam("prd_tee-classic")).toBe("prd_tee-classic");
    expect(wishlistProductParam("a".repeat(64))).toBe("a".repeat(64));
  });

  it.each([
    ["missing", null],
    ["undefined", undefined],
    ["empty", ""],
    ["too long", "a".repeat(65)],
    ["a path", "/cart"],
    ["a URL", "https://evil.example"],
    ["markup", "<img src=x onerror=alert(1)>"],
    ["spaces", "prd tee"],
    ["a new line", "prd\ntee"],
  ])("refuses %s", (_name, value) => {
    expect(wishlistProductParam(value)).toBeNull();
  });
});
