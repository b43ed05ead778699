// Contract tag "contact": the contact form (messages are kept in the mock database).
import { http } from "./http";
import { db, nowIso } from "./state";
import { email, readBody, string } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

const defaults = [
  http.post("/contact/submit", async ({ request, response }) => {
    const body = await readBody(request);
    const name = string(body, "name", { max: 200 });
    const mail = email(body);
    const message = string(body, "message", { max: 5000 });
    db.contactMessages.push({ name, email: mail, message, createdAt: nowIso() });
    return response(201).json({
      success: true,
      message: "Thank you for your message. We will get back to you soon!",
    });
  }),
];

export const contactHandlers: HandlerVariants = defineVariants(defaults);
