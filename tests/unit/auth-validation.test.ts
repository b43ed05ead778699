import { describe, expect, it } from "vitest";
import contract from "../../src/api/contract/openapi.json";
import {
  accountMessages,
  addressMessages,
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  PERSON_NAME_RULE,
} from "../../src/lib/accountRules";
import {
  cleanOtp,
  isCompleteOtp,
  validateForgotEmail,
  validateLogin,
  validateOtp,
  validateReset,
  validateSignup,
} from "../../src/features/auth/validation";
import { filledSignupForm } from "../../mocks/fixtures";

const M = {
  signupRequired: "All fields except phone number are required.",
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid 10-digit phone number or leave it empty.",
  weakPassword: "Password must be 8+ chars with uppercase, lowercase, number, and special char.",
  passwordsDiffer: "Passwords do not match.",
};

describe("validateSignup (every field's problem, with the shop's words)", () => {
  it("accepts a complete form, with or without a phone", () => {
    expect(validateSignup(filledSignupForm)).toEqual({});
    expect(validateSignup({ ...filledSignupForm, phone: "9876501234" })).toEqual({});
  });

  it.each(["name", "username", "email", "password", "confirmPassword"] as const)("requires %s", (field) => {
    expect(validateSignup({ ...filledSignupForm, [field]: "  " })).toMatchObject({
      [field]: M.signupRequired,
    });
  });

  it("names every missing field, not only the first", () => {
    expect(validateSignup({ ...filledSignupForm, email: "", password: "", confirmPassword: "" })).toEqual({
      email: M.signupRequired,
      password: M.signupRequired,
      confirmPassword: M.signupRequired,
    });
  });

  it.each(["Meera Sharma", "K. Raghavan", "D'Souza", "D’Souza", "Anne-Marie Iyer", "मीरा शर्मा", "மீரா", "Li"])(
    "takes the full name %j",
    (name) => {
      expect(validateSignup({ ...filledSignupForm, name })).toEqual({});
    },
  );

  it.each(["meera_2026", "M", "-Meera", "Meera!", "9876543210", "x".repeat(81)])(
    "refuses the name %j, saying what a name may hold",
    (name) => {
      expect(validateSignup({ ...filledSignupForm, name })).toEqual({ name: accountMessages.invalidName });
    },
  );

  it("takes the names the contract takes: one pattern and the same bounds", () => {
    const { schemas } = contract.components;
    const name = schemas.PersonName;
    expect(name.pattern).toBe(PERSON_NAME_RULE.source);
    // Sign-up and the correction of one's details take one name schema.
    expect(schemas.RegisterRequest.properties.name.$ref).toBe("#/components/schemas/PersonName");
    expect(schemas.AccountDetailsRequest.properties.name.$ref).toBe("#/components/schemas/PersonName");
    expect([name.minLength, name.maxLength]).toEqual([PERSON_NAME_MIN, PERSON_NAME_MAX]);
  });

  it("checks the email's form", () => {
    expect(validateSignup({ ...filledSignupForm, email: "meera@example" })).toEqual({
      email: M.invalidEmail,
    });
  });

  it.each(["98765", "98765432101", "98765abcde"])("refuses the phone %j", (phone) => {
    expect(validateSignup({ ...filledSignupForm, phone })).toEqual({ phone: M.invalidPhone });
  });

  it.each(["Short@1", "meera@2026", "MEERA@2026", "Meera@abcd", "Meera2026"])(
    "refuses the password %j",
    (password) => {
      expect(validateSignup({ ...filledSignupForm, password, confirmPassword: password })).toEqual({
        password: M.weakPassword,
      });
    },
  );

  it("needs matching passwords", () => {
    expect(validateSignup({ ...filledSignupForm, confirmPassword: "Meera@2027" })).toEqual({
      confirmPassword: M.passwordsDiffer,
    });
  });

  it("shows each field its own problem at once", () => {
    const bad = {
      ...filledSignupForm,
      username: "",
      email: "x",
      phone: "1",
      password: "weak",
      confirmPassword: "other",
    };
    expect(validateSignup(bad)).toEqual({
      username: M.signupRequired,
      email: M.invalidEmail,
      phone: M.invalidPhone,
      password: M.weakPassword,
      confirmPassword: M.passwordsDiffer,
    });
  });

  it.each(["street", "pincode", "city", "state"] as const)("requires the address's %s", (field) => {
    expect(validateSignup({ ...filledSignupForm, [field]: "" })).toEqual({ [field]: M.signupRequired });
  });

  it("leaves the landmark optional and checks the pincode's form", () => {
    expect(validateSignup({ ...filledSignupForm, landmark: "" })).toEqual({});
    expect(validateSignup({ ...filledSignupForm, pincode: "012345" })).toEqual({
      pincode: addressMessages.pincodeInvalid,
    });
  });
});

describe("sign-up code", () => {
  it("asks for the code when empty, in the words it is given", () => {
    expect(validateOtp({ otp: "" }, "Please enter the OTP")).toEqual({ otp: "Please enter the OTP" });
    expect(validateOtp({ otp: "123456" }, "Please enter the OTP")).toEqual({});
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
      identifier: "All fields are required.",
      password: "All fields are required.",
    });
    expect(validateLogin({ identifier: "aarav_k", password: "" })).toEqual({
      password: "All fields are required.",
    });
  });

  it("refuses a blank identifier", () => {
    expect(validateLogin({ identifier: "   ", password: "Aarav@2026" })).toEqual({
      identifier: "Please enter a valid email, username, or phone number.",
    });
  });

  it("accepts an email, a username or a phone", () => {
    for (const identifier of ["aarav@example.com", "aarav_k", "9876543210"]) {
      expect(validateLogin({ identifier, password: "x" })).toEqual({});
    }
  });
});

describe("forgot password", () => {
  it("checks the email", () => {
    expect(validateForgotEmail({ email: "" })).toEqual({ email: "Email is required." });
    expect(validateForgotEmail({ email: "aarav@" })).toEqual({
      email: "Please enter a valid email address.",
    });
    expect(validateForgotEmail({ email: "aarav@example.com" })).toEqual({});
  });

  it("asks for the code", () => {
    const message = "Please enter the OTP sent to your email.";
    expect(validateOtp({ otp: "" }, message)).toEqual({ otp: message });
  });

  const weak =
    "Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, one number, and one special character.";

  it("needs both passwords, the reset rule, then a match", () => {
    expect(validateReset({ password: "", confirmPassword: "" })).toEqual({
      password: "All fields are required.",
      confirmPassword: "All fields are required.",
    });
    expect(validateReset({ password: "New@2026a", confirmPassword: "" })).toEqual({
      confirmPassword: "All fields are required.",
    });
    expect(validateReset({ password: "weakpass", confirmPassword: "weakpass" })).toEqual({ password: weak });
    expect(validateReset({ password: "New@2026a", confirmPassword: "New@2026b" })).toEqual({
      confirmPassword: "Password and Confirm Password do not match.",
    });
    expect(validateReset({ password: "New@2026a", confirmPassword: "New@2026a" })).toEqual({});
  });

  it("allows only the rule's characters in a new password", () => {
    expect(validateReset({ password: "New@2026 a", confirmPassword: "New@2026 a" }).password).toBe(weak);
    expect(validateReset({ password: "New@2026_a", confirmPassword: "New@2026_a" }).password).toBe(weak);
  });
});
