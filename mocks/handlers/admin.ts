// Contract tag "admin": staff add a product with its picture files (the multipart form). The mocks read
// the form as the server does (src/lib/productForm.ts), so a missing field or picture gets the server's
// words in `message` and `error`, and answer the first catalogue product as the one created; whether a
// file is a picture and who counts as staff are the server's rules. A guest gets 401.
import { catalogueWriteMessages } from "../../src/lib/catalogueWriteMessages";
import { FormRefusal, readProductForm } from "../../src/lib/productForm";
import { catalogue } from "../fixtures";
import { http } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

const defaults = [
  http.post("/product/create", async ({ request, response }) => {
    requireUser();
    const form = await request.formData().catch(() => null);
    const refusal = (status: 400 | 413, message: string) =>
      response(status).json({ success: false, message, error: message });
    if (!form) return refusal(400, "The request must be a multipart/form-data form.");
    try {
      readProductForm(form);
    } catch (error) {
      if (error instanceof FormRefusal) return refusal(error.status, error.message);
      throw error;
    }
    return response(201).json({ success: true, message: catalogueWriteMessages.added, data: catalogue[0] });
  }),
];

export const adminHandlers = defineVariants(defaults);
