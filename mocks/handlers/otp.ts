// Contract tag "otp": the retired code-storage call. Its body is validated (by the contract), then always
// 410 Gone.
import { http } from "./http";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.post("/otp/saveotp", ({ response }) => {
    return response(410).json({
      success: false,
      message: "Codes are stored when sent; use /auth/send-email-verification-otp or /auth/send-reset-otp",
    });
  }),
];

export const otpHandlers: HandlerVariants = defineVariants(defaults);
