// Contract tag "vitals" (docs/decisions/field-vitals.md): the storefront's report is taken (202) after the
// one rule beyond the schema (each metric once, src/lib/vitals); the budgets that answer 429 are the
// server's. Staff read a week of percentiles from the fixtures; `empty` is a shop with no report yet,
// `forbidden` and `noPermission` the server's answers to a shopper and to staff without `catalogue`.
import { noStaffVitals, staffVitals } from "../fixtures";
import type { components } from "../../src/api/schema";
import { vitalsReportProblem } from "../../src/lib/vitals/vitals";
import { NO_CATALOGUE_MESSAGE } from "./headlines";
import { fail, http, inputOf } from "./http";
import { STAFF_ONLY_MESSAGE } from "./staffOrders";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

type StaffVitals = components["schemas"]["StaffVitals"];

const report = http.post("/vitals", ({ request, response }) => {
  const problem = vitalsReportProblem(inputOf(request, "reportVitals").body);
  if (problem) fail(400, problem);
  return response(202).json({ success: true });
});

const staffRead = (data: StaffVitals) =>
  http.get("/admin/vitals", ({ response }) => {
    requireUser();
    return response(200).json({ success: true, data });
  });

const refused = (message: string) => [report, http.get("/admin/vitals", () => fail(403, message))];

export const vitalsHandlers = defineVariants([report, staffRead(staffVitals)], {
  /** No sampled page view in the last 7 days: every list empty. */
  empty: [report, staffRead(noStaffVitals)],
  /** A signed-in shopper: the staff read answers 403 Staff only. */
  forbidden: refused(STAFF_ONLY_MESSAGE),
  /** Staff without the catalogue permission: the staff read answers 403 naming it. */
  noPermission: refused(NO_CATALOGUE_MESSAGE),
});
