// Contract tag "admin": staff add a product. The mocks answer the first catalogue product as the one
// created; the form's rules and who counts as staff are the server's. A guest gets 401.
import { catalogue } from "../fixtures";
import { http } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

const defaults = [
  http.post("/product/create", ({ response }) => {
    requireUser();
    return response(201).json({ success: true, message: "Product successfully added!", data: catalogue[0] });
  }),
];

export const adminHandlers = defineVariants(defaults);
