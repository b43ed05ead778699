// Contract tag "admin", the customiser's blanks for staff (/admin/customiser), from the fixtures
// (staffBlanks). Each call of staffBlankHandlers keeps its own copy, so a story that saves a colour's stock
// or a garment's prices reads back what it did and the next story starts from the fixtures. The words and
// the one rule beyond the schema (a size named twice) are the server's (src/lib/design/blankStaffWords.ts);
// locks, restock mails and the prices orders pay are the server's alone. A guest gets 401; `forbidden` and
// `noPermission` are the server's answers to a shopper and to staff without `catalogue`.
import type { StaffBlank } from "../../src/api/types";
import { blankStaffMessages, blankStockProblem } from "../../src/lib/design/blankStaffWords";
import { staffBlanks } from "../fixtures";
import { NO_CATALOGUE_MESSAGE } from "./headlines";
import { fail, http, inputOf } from "./http";
import { STAFF_ONLY_MESSAGE } from "./staffOrders";
import { requireUser } from "./store";
import { defineVariants, type Handlers } from "./variants";

/** The three staff calls over a copy of `start`. */
export function staffBlankHandlers(start: readonly StaffBlank[] = staffBlanks): Handlers {
  let blanks: StaffBlank[] = structuredClone([...start]);
  return [
    http.get("/admin/customiser/blanks", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: blanks });
    }),
    http.patch("/admin/customiser/blanks/{variantId}/stock", ({ params, request, response }) => {
      requireUser();
      const body = inputOf(request, "setBlankStock").body;
      const problem = blankStockProblem(body);
      if (problem) fail(400, problem);
      const blank = blanks.find((b) => b.colors.some((c) => c.variantId === params.variantId));
      const colour = blank?.colors.find((c) => c.variantId === params.variantId);
      if (!blank || !colour) return fail(404, blankStaffMessages.colourNotFound);
      const missing = body.sizes.find((s) => !colour.sizes.some((own) => own.size === s.size));
      if (missing) fail(400, blankStaffMessages.sizeNotSold(missing.size, colour.color));
      const saved = {
        ...colour,
        sizes: colour.sizes.map((own) => body.sizes.find((s) => s.size === own.size) ?? own),
      };
      blanks = blanks.map((b) =>
        b === blank ? { ...b, colors: b.colors.map((c) => (c === colour ? saved : c)) } : b,
      );
      return response(200).json({
        success: true,
        message: blankStaffMessages.stockSaved(blank.type, colour.color),
        data: saved,
      });
    }),
    http.patch("/admin/customiser/pricing/{type}", ({ params, request, response }) => {
      requireUser();
      const pricing = inputOf(request, "setCustomiserPricing").body;
      const type = params.type as StaffBlank["type"];
      if (!blanks.some((b) => b.type === type)) fail(404, blankStaffMessages.noBlank(type));
      blanks = blanks.map((b) => (b.type === type ? { ...b, pricing: { ...pricing } } : b));
      return response(200).json({
        success: true,
        message: blankStaffMessages.pricingSaved(type),
        data: { blank: pricing.blank, perSide: pricing.perSide },
      });
    }),
  ];
}

const refuseAll = (message: string) => [
  http.get("/admin/customiser/blanks", () => fail(403, message)),
  http.patch("/admin/customiser/blanks/{variantId}/stock", () => fail(403, message)),
  http.patch("/admin/customiser/pricing/{type}", () => fail(403, message)),
];

export const staffBlankVariants = defineVariants(staffBlankHandlers(), {
  /** A shop without the customiser's data: no blank to run. */
  empty: staffBlankHandlers([]),
  /** A signed-in shopper: every call answers 403 Staff only. */
  forbidden: refuseAll(STAFF_ONLY_MESSAGE),
  /** Staff without the catalogue permission: every call answers 403 naming it. */
  noPermission: refuseAll(NO_CATALOGUE_MESSAGE),
});
