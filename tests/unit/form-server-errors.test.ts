import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors";
import { fieldOfRefusal } from "../../src/components/Form/serverErrors";

const refusal = (message: string, status = 400) => new ApiError(status, { success: false, message }, message);
const fields = ["email", "phoneNumber", "pincode", "street"] as const;

describe("fieldOfRefusal (which field a 400 names)", () => {
  it("finds a field the message starts with", () => {
    expect(fieldOfRefusal(refusal("email must be a valid email address"), fields)).toBe("email");
    expect(fieldOfRefusal(refusal("street must be at most 300 characters"), fields)).toBe("street");
  });

  it("reads a nested path by its last part", () => {
    expect(fieldOfRefusal(refusal("address.pincode must be 6 digits"), fields)).toBe("pincode");
  });

  it("maps the API's names for fields the form names differently", () => {
    expect(fieldOfRefusal(refusal("phone must be 10 digits"), fields)).toBeUndefined();
    expect(fieldOfRefusal(refusal("phone must be 10 digits"), fields, { phone: "phoneNumber" })).toBe(
      "phoneNumber",
    );
  });

  it("leaves sentences, unknown fields and other statuses to the form", () => {
    expect(fieldOfRefusal(refusal("This email is already registered", 409), fields)).toBeUndefined();
    expect(fieldOfRefusal(refusal("This email is already registered"), fields)).toBeUndefined();
    expect(fieldOfRefusal(refusal("Pincode not found"), fields)).toBeUndefined();
    expect(fieldOfRefusal(refusal("username must be at least 3 characters"), fields)).toBeUndefined();
    expect(fieldOfRefusal(refusal("email must be a valid email address", 500), fields)).toBeUndefined();
    expect(fieldOfRefusal(new Error("email is wrong"), fields)).toBeUndefined();
  });
});
