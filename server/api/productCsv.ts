// Contract tag "admin": the catalogue as a CSV file and back (docs/decisions/staff-catalogue.md#csv-export-and-import).
// GET /admin/products/export streams the file a page of products at a time; POST /admin/products/import
// takes it back (multipart `file`, `dryRun`), read only after the session check and bounded in size and
// rows (server/api/boundedBody.ts). Staff with the catalogue permission only; every answer private.
import { Hono } from "hono";
import type { CatalogueDeps } from "../services/catalogue/productWrite";
import { csvMessages, exportCsv, importCsv, MAX_IMPORT_BYTES } from "../services/catalogue/productCsv";
import { ApiError } from "../services/errors";
import { readBoundedForm } from "./boundedBody";
import { privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

/** The import's path, which reads its own body after the session check (server/app.ts). */
export const PRODUCT_IMPORT_PATH = "/api/v1/admin/products/import";

const FORM_BOUNDS = {
  maxBytes: MAX_IMPORT_BYTES,
  maxParts: 10,
  messages: {
    tooLarge: csvMessages.tooLarge,
    tooManyParts: "The form has too many fields: send file and dryRun.",
    notAForm: "The request must be a multipart/form-data form with the CSV file as `file`.",
  },
};

export function productCsvRoutes(deps: CatalogueDeps) {
  const { db } = deps;
  return new Hono()
    .use(privateAnswers)
    .get("/export", async (c) => {
      await requireStaff(c, db, "catalogue");
      const rows = exportCsv(db);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await rows.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await rows.return(undefined);
        },
      });
      const day = new Date().toISOString().slice(0, 10);
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="rangrez-products-${day}.csv"`);
      return c.body(body, 200);
    })
    .post("/import", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const form = await readBoundedForm(c, FORM_BOUNDS);
      const file = form.get("file");
      if (!file || typeof file === "string") throw new ApiError(400, csvMessages.noFile);
      const dryRun = String(form.get("dryRun") ?? "false").trim() === "true";
      const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
      const report = await importCsv(deps, staff, text, dryRun);
      const message = dryRun
        ? csvMessages.planned
        : report.applied
          ? csvMessages.applied
          : csvMessages.notApplied;
      return c.json({ success: true as const, message, data: report });
    });
}
