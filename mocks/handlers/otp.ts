// Contract tag "otp": the retired code-storage call. Validates its body, then always 410 Gone.
import { OTP_RULE } from "../../src/lib/accountRules";
import { http } from "./http";
import { email, readBody, string } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.post("/otp/saveotp", async ({ request, response }) => {
    const body = await readBody(request);
    email(body);
    string(body, "otp", { pattern: OTP_RULE, patternMessage: "otp must be 6 digits" });
    return response(410).json({
      success: false,
      message: "Codes are stored when sent; use /auth/send-email-verification-otp or /auth/send-reset-otp",
    });
  }),
];

export const otpHandlers: HandlerVariants = defineVariants(defaults);
