import { describe, expect, it } from "vitest";
import { ApiError, isApiError } from "../../src/api/errors";

describe("isApiError", () => {
  it("knows an ApiError, also one made by another copy of the module (server rendering)", () => {
    expect(isApiError(new ApiError(404, { message: "Product not found" }, "Product not found"))).toBe(true);
    class ApiErrorFromAnotherCopy extends Error {
      readonly status = 404;
      name = "ApiError";
    }
    expect(isApiError(new ApiErrorFromAnotherCopy("Product not found"))).toBe(true);
  });

  it("refuses anything else", () => {
    expect(isApiError(new Error("boom"))).toBe(false);
    expect(isApiError({ name: "ApiError", status: 404 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
