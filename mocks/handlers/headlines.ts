// Contract tag "headlines": the announcement headlines (read by everyone, managed by staff). The same
// list answers GET /banner/headlines.
import { fail, http, inputOf } from "./http";
import { db, nextMockId, requireStaff } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

function headlineIndex(id: string): number {
  const index = db.headlines.findIndex((h) => h._id === id);
  return index < 0 ? fail(404, "Headline not found") : index;
}

const defaults = [
  http.get("/headlines", ({ response }) => response(200).json({ success: true, data: db.headlines })),

  http.post("/headlines", ({ request, cookies, response }) => {
    requireStaff(cookies);
    const { text } = inputOf(request, "createHeadline").body;
    const headline = { _id: nextMockId("hl"), text };
    db.headlines.push(headline);
    return response(201).json({ success: true, message: "Headline created", data: headline });
  }),

  http.put("/headlines/{id}", ({ params, request, cookies, response }) => {
    requireStaff(cookies);
    const { text } = inputOf(request, "updateHeadline").body;
    const index = headlineIndex(params.id);
    db.headlines[index] = { ...db.headlines[index], text };
    return response(200).json({ success: true, message: "Headline updated", data: db.headlines[index] });
  }),

  http.delete("/headlines/{id}", ({ params, cookies, response }) => {
    requireStaff(cookies);
    db.headlines.splice(headlineIndex(params.id), 1);
    return response(200).json({ success: true, message: "Headline deleted" });
  }),
];

export const headlineHandlers: HandlerVariants = defineVariants(defaults, {
  empty: [http.get("/headlines", ({ response }) => response(200).json({ success: true, data: [] }))],
});
