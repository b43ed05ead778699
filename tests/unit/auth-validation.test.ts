import { describe, expect, it } from "vitest";
import {
  cleanOtp,
  INVALID_PINCODE,
  isCompleteOtp,
  type SignupValues,
  validateForgotEmail,
  validateForgotOtp,
  validateLogin,
  validateReset,
  validateSignup,
  validateSignupOtp,
} from "../../src/features/auth/validation";

const M = {
  signupRequired: "All fields except phone number are required.",
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid 10-digit phone number or leave it empty.",
  weakPassword: "Password must be 8+ chars with uppercase, lowercase, number, and special char.",
  passwordsDiffer: "Passwords do not match.",
};

const valid: SignupValues = {
  username: "meera_s",
  email: "meera@example.in",
  phone: "",
  password: "Meera@2026",
  confirmPassword: "Meera@2026",
  address: {
    street: "12 MG Road",
    city: "Indore",
    state: "Madhya Pradesh",
    pincode: "452001",
    landmark: "",
    addressType: "home",
    country: "India",
  },
  isDefault: true,
};

describe("validateSignup", () => {
  it("accepts a complete form, with or without a phone", () => {
    expect(validateSignup(valid)).toBeNull();
    expect(validateSignup({ ...valid, phone: "9876501234" })).toBeNull();
  });

  it.each(["username", "email", "password", "confirmPassword"] as const)("requires %s", (field) => {
    expect(validateSignup({ ...valid, [field]: "  " })).toEqual({ field, message: M.signupRequired });
  });

  it("reports the first missing field when several are missing", () => {
    expect(validateSignup({ ...valid, email: "", password: "" })).toEqual({
      field: "email",
      message: M.signupRequired,
    });
  });

  it("checks the email's form", () => {
    expect(validateSignup({ ...valid, email: "meera@example" })).toEqual({
      field: "email",
      message: M.invalidEmail,
    });
  });

  it.each(["98765", "98765432101", "98765abcde"])("refuses the phone %j", (phone) => {
    expect(validateSignup({ ...valid, phone })).toEqual({ field: "phone", message: M.invalidPhone });
  });

  it.each(["Short@1", "meera@2026", "MEERA@2026", "Meera@abcd", "Meera2026"])(
    "refuses the password %j",
    (password) => {
      expect(validateSignup({ ...valid, password, confirmPassword: password })).toEqual({
        field: "password",
        message: M.weakPassword,
      });
    },
  );

  it("needs matching passwords", () => {
    expect(validateSignup({ ...valid, confirmPassword: "Meera@2027" })).toEqual({
      field: "confirmPassword",
      message: M.passwordsDiffer,
    });
  });

  it("follows the spec's order: required before email before phone before password before match", () => {
    const bad = { ...valid, email: "x", phone: "1", password: "weak", confirmPassword: "other" };
    expect(validateSignup({ ...bad, username: "" })?.message).toBe(M.signupRequired);
    expect(validateSignup(bad)?.message).toBe(M.invalidEmail);
    expect(validateSignup({ ...bad, email: valid.email })?.message).toBe(M.invalidPhone);
    expect(validateSignup({ ...bad, email: valid.email, phone: "" })?.message).toBe(M.weakPassword);
    expect(validateSignup({ ...bad, email: valid.email, phone: "", password: "Strong@123" })?.message).toBe(
      M.passwordsDiffer,
    );
  });

  it.each(["street", "pincode", "city", "state"] as const)("requires the address's %s", (field) => {
    expect(validateSignup({ ...valid, address: { ...valid.address, [field]: "" } })).toEqual({
      field,
      message: M.signupRequired,
    });
  });

  it("leaves the landmark optional and checks the pincode's form", () => {
    expect(validateSignup({ ...valid, address: { ...valid.address, landmark: "" } })).toBeNull();
    expect(validateSignup({ ...valid, address: { ...valid.address, pincode: "012345" } })).toEqual({
      field: "pincode",
      message: INVALID_PINCODE,
    });
  });
});

describe("sign-up code", () => {
  it("asks for the code when empty", () => {
    expect(validateSignupOtp("")).toBe("Please enter the OTP");
    expect(validateSignupOtp("123456")).toBeNull();
  });

  it("is complete at exactly 6 digits", () => {
    expect(isCompleteOtp("12345")).toBe(false);
    expect(isCompleteOtp("123456")).toBe(true);
    expect(isCompleteOtp("12345a")).toBe(false);
  });

  it("keeps digits only, at most 6", () => {
    expect(cleanOtp(" 12-34 56 78")).toBe("123456");
    expect(cleanOtp("abc")).toBe("");
  });
});

describe("validateLogin", () => {
  it("needs both fields", () => {
    expect(validateLogin({ identifier: "", password: "" })).toEqual({
      field: "identifier",
      message: "All fields are required.",
    });
    expect(validateLogin({ identifier: "aarav_k", password: "" })).toEqual({
      field: "password",
      message: "All fields are required.",
    });
  });

  it("refuses a blank identifier", () => {
    expect(validateLogin({ identifier: "   ", password: "Aarav@2026" })).toEqual({
      field: "identifier",
      message: "Please enter a valid email, username, or phone number.",
    });
  });

  it("accepts an email, a username or a phone", () => {
    for (const identifier of ["aarav@example.com", "aarav_k", "9876543210"]) {
      expect(validateLogin({ identifier, password: "x" })).toBeNull();
    }
  });
});

describe("forgot password", () => {
  it("checks the email", () => {
    expect(validateForgotEmail("")).toBe("Email is required.");
    expect(validateForgotEmail("aarav@")).toBe("Please enter a valid email address.");
    expect(validateForgotEmail("aarav@example.com")).toBeNull();
  });

  it("asks for the code", () => {
    expect(validateForgotOtp("")).toBe("Please enter the OTP sent to your email.");
    expect(validateForgotOtp("123456")).toBeNull();
  });

  const weak =
    "Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.";

  it("needs both passwords, the reset rule, then a match", () => {
    expect(validateReset({ password: "", confirmPassword: "" })).toEqual({
      field: "password",
      message: "All fields are required.",
    });
    expect(validateReset({ password: "New@2026a", confirmPassword: "" })).toEqual({
      field: "confirmPassword",
      message: "All fields are required.",
    });
    expect(validateReset({ password: "weakpass", confirmPassword: "weakpass" })).toEqual({
      field: "password",
      message: weak,
    });
    expect(validateReset({ password: "New@2026a", confirmPassword: "New@2026b" })).toEqual({
      field: "confirmPassword",
      message: "Password and Confirm Password do not match.",
    });
    expect(validateReset({ password: "New@2026a", confirmPassword: "New@2026a" })).toBeNull();
  });

  it("allows only the rule's characters in a new password", () => {
    expect(validateReset({ password: "New@2026 a", confirmPassword: "New@2026 a" })?.message).toBe(weak);
    expect(validateReset({ password: "New@2026_a", confirmPassword: "New@2026_a" })?.message).toBe(weak);
  });
});
