// Contract tag "contact": the contact form (messages are kept in the mock database).
import { http, inputOf } from "./http";
import { db, nowIso } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.post("/contact/submit", ({ request, response }) => {
    const { name, email: mail, message } = inputOf(request, "submitContact").body;
    db.contactMessages.push({ name, email: mail, message, createdAt: nowIso() });
    return response(201).json({
      success: true,
      message: "Thank you for your message. We will get back to you soon!",
    });
  }),
];

export const contactHandlers: HandlerVariants = defineVariants(defaults);
