// Contract tag "contact": the contact form. Every message is answered as received (the mail budget that
// answers 429 is the server's).
import { http } from "./http";
import { defineVariants } from "./variants";

export const CONTACT_THANKS = "Thank you for your message. We will get back to you soon!";

const defaults = [
  http.post("/contact/submit", ({ response }) =>
    response(201).json({ success: true, message: CONTACT_THANKS }),
  ),
];

export const contactHandlers = defineVariants(defaults);
