// Contract tag "admin": the catalogue's CSV export and import (exportStaffProducts, importStaffProducts).
// The mocks read no file: the export answers a two-row sample, and the import answers the plan of a small
// file (or, without dryRun, the same counts applied). The rules and the words of row errors are the
// server's (server/services/catalogue/productCsv.ts); variants give the states the import dialog shows.
import type { components } from "../../src/api/schema";
import { fail, http } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

type Report = components["schemas"]["ProductImportReport"];

const SAMPLE_CSV =
  "productId,updatedAt,name,description,price,discount,category,subCategory,returnPolicy,tags,codAvailable,status,overview,features,materialAndCare,specifications,colourId,colour,swatch,pictures,pictureAlts,size,stockAtExport,stock\r\n" +
  'prd_tee_classic,2026-11-01T10:00:00.000Z,Classic Cotton Crew Tee,Soft cotton.,799,0,upperwear,t-shirt,7,newarrival,true,published,,,,,var_tee_black,Black,#1a1a1a,/media/products/rangrez-logo-crew-tee-black-front-400.webp,"Classic tee, front",M,12,12\r\n';

/** A plan: two products changed, one added, the rest unchanged. */
export const IMPORT_PLAN: Report = {
  dryRun: true,
  applied: false,
  counts: { created: 1, changed: 2, unchanged: 40, error: 0 },
  entries: [
    {
      row: 2,
      productId: "prd_tee_classic",
      name: "Classic Cotton Crew Tee",
      outcome: "changed",
      fields: ["price"],
    },
    { row: 7, productId: "prd_hoodie", name: "Everyday Hoodie", outcome: "changed", fields: ["variants"] },
    { row: 30, name: "Monsoon Linen Tee", outcome: "created", fields: [] },
  ],
  truncated: false,
};

/** A plan with rows the server refuses: never applied. */
export const IMPORT_PLAN_WITH_ERRORS: Report = {
  ...IMPORT_PLAN,
  counts: { created: 1, changed: 1, unchanged: 40, error: 2 },
  entries: [
    IMPORT_PLAN.entries[0],
    {
      row: 12,
      productId: "prd_jeans_slim",
      name: "Slim Jeans",
      outcome: "error",
      fields: [],
      message: "Row 12: Size M is not sold for jeans: use 28, 30, 32, 34, 36.",
    },
    {
      row: 19,
      productId: "prd_shacket",
      name: "Check Shacket",
      outcome: "error",
      fields: [],
      message:
        "Row 19: the product was saved after this file was exported. Export again and make the change there.",
    },
  ],
};

const importing = (plan: Report) =>
  http.post("/admin/products/import", async ({ request, response }) => {
    requireUser();
    const form = await request.formData().catch(() => null);
    const dryRun = form?.get("dryRun") === "true";
    const hasErrors = plan.counts.error > 0;
    const data = { ...plan, dryRun, applied: !dryRun && !hasErrors };
    const message = dryRun
      ? "Dry run: nothing was written."
      : hasErrors
        ? "The file has errors, so nothing was written. Correct the rows named and import it again."
        : "Imported.";
    return response(200).json({ success: true, message, data });
  });

const exporting = http.get("/admin/products/export", ({ response }) => {
  requireUser();
  return response(200).text(SAMPLE_CSV, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="rangrez-products-2026-11-29.csv"',
    },
  });
});

export const productCsvHandlers = defineVariants([exporting, importing(IMPORT_PLAN)], {
  /** A file with rows the server refuses. */
  withErrors: [importing(IMPORT_PLAN_WITH_ERRORS)],
  /** A file that is not the export's CSV. */
  refused: [
    http.post("/admin/products/import", () => {
      requireUser();
      return fail(400, "Rows 3, 9 do not have the header's 24 cells (a comma or quote may be unquoted).");
    }),
  ],
  /** A shopper: 403. */
  forbidden: [
    http.get("/admin/products/export", () => fail(403, "Staff only")),
    http.post("/admin/products/import", () => fail(403, "Staff only")),
  ],
});
