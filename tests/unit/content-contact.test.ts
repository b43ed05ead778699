import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/api/errors";
import {
  CONTACT_FAILURE_FALLBACK,
  CONTACT_NETWORK_FALLBACK,
  contactErrorMessage,
  contactPayload,
  contactValidation,
  validateContact,
  validateEmail,
} from "../../src/features/content/contactForm";

describe("contact form validation", () => {
  it("requires every field (white space alone is empty)", () => {
    expect(validateContact({ name: "", email: " ", message: "\n" })).toEqual({
      name: contactValidation.nameRequired,
      email: contactValidation.emailRequired,
      message: contactValidation.messageRequired,
    });
  });

  it("checks the email's form like the API does", () => {
    expect(validateEmail("meera@example.in")).toBeNull();
    expect(validateEmail(" meera@example.in ")).toBeNull();
    for (const bad of ["meera", "meera@", "meera@example", "me era@example.in", "@example.in"]) {
      expect(validateEmail(bad)).toBe(contactValidation.emailInvalid);
    }
  });

  it("accepts a complete form and sends it trimmed", () => {
    const values = {
      name: " Meera Shah ",
      email: "meera@example.in ",
      message: " Do you ship to Port Blair? ",
    };
    expect(validateContact(values)).toEqual({});
    expect(contactPayload(values)).toEqual({
      name: "Meera Shah",
      email: "meera@example.in",
      message: "Do you ship to Port Blair?",
    });
  });
});

describe("contact failure messages (docs/product.md#when-a-call-fails)", () => {
  it("shows the server's message", () => {
    const error = new ApiError(429, { success: false, message: "Slow down" }, "Slow down");
    expect(contactErrorMessage(error)).toBe("Slow down");
  });

  it("falls back to 'Failed to submit form' when the server sent no message", () => {
    expect(contactErrorMessage(new ApiError(502, "Bad Gateway", "Request failed with status 502"))).toBe(
      CONTACT_FAILURE_FALLBACK,
    );
    expect(contactErrorMessage(new ApiError("PARSING_ERROR", "<html>", "unreadable"))).toBe(
      CONTACT_FAILURE_FALLBACK,
    );
    expect(CONTACT_FAILURE_FALLBACK).toBe("Failed to submit form");
  });

  it("uses the network fallback when no answer came back", () => {
    expect(contactErrorMessage(new ApiError("FETCH_ERROR", undefined, "Failed to fetch"))).toBe(
      "There was an error submitting the form. Please try again.",
    );
    expect(contactErrorMessage(new ApiError("TIMEOUT_ERROR", undefined, "The request took too long."))).toBe(
      "The request took too long.",
    );
    expect(contactErrorMessage(new ApiError("TIMEOUT_ERROR", undefined, ""))).toBe(CONTACT_NETWORK_FALLBACK);
    expect(contactErrorMessage(new Error("Something broke"))).toBe("Something broke");
    expect(contactErrorMessage(undefined)).toBe(CONTACT_NETWORK_FALLBACK);
  });
});
