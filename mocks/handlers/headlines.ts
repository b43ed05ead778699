// Contract tag "headlines": the announcement headlines (read by everyone, managed by staff), from the
// fixtures; changes are answered as made, but not kept. Who counts as staff is the server's rule.
import { headlines } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { mockId, requireUser } from "./store";
import { defineVariants } from "./variants";

const known = (id: string) => headlines.some((h) => h._id === id) || fail(404, "Headline not found");

const defaults = [
  http.get("/headlines", ({ response }) => response(200).json({ success: true, data: headlines })),

  http.post("/headlines", ({ request, response }) => {
    requireUser();
    const { text } = inputOf(request, "createHeadline").body;
    return response(201).json({
      success: true,
      message: "Headline created",
      data: { _id: mockId("hl"), text },
    });
  }),

  http.put("/headlines/{id}", ({ params, request, response }) => {
    requireUser();
    known(params.id);
    const { text } = inputOf(request, "updateHeadline").body;
    return response(200).json({ success: true, message: "Headline updated", data: { _id: params.id, text } });
  }),

  http.delete("/headlines/{id}", ({ params, response }) => {
    requireUser();
    known(params.id);
    return response(200).json({ success: true, message: "Headline deleted" });
  }),
];

export const headlineHandlers = defineVariants(defaults, {
  empty: [http.get("/headlines", ({ response }) => response(200).json({ success: true, data: [] }))],
});
