// Contract tag "otp": the retired code-storage call. Its body is validated (by the contract), then always
// 410 Gone.
import { authMessages } from "../../src/lib/accountApiMessages";
import { fail, http } from "./http";
import { defineVariants } from "./variants";

const defaults = [http.post("/otp/saveotp", () => fail(410, authMessages.saveOtpGone))];

export const otpHandlers = defineVariants(defaults);
