// Contract tag "vitals" (docs/decisions/field-vitals.md): the storefront's report of a sampled page view's
// Core Web Vitals (no sign-in; within a budget per client address and for the whole shop, counted in the
// database before the row is written), and their 75th percentiles for staff with the catalogue permission.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { vitalsReportProblem } from "../../src/lib/vitals/vitals";
import type { Database } from "../db/schema";
import { ApiError } from "../services/errors";
import { recordVitals, type VitalsLimits, vitalsPercentiles } from "../services/vitals/vitals";
import { clientAddress } from "./clientAddress";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

export interface VitalsDeps {
  db: Kysely<Database>;
  now: () => Date;
  proxyHops: number;
  limits?: VitalsLimits;
}

export function vitalsRoutes({ db, now, proxyHops, limits }: VitalsDeps) {
  return new Hono().post("/", async (c) => {
    const report = inputOf(c, "reportVitals").body;
    const problem = vitalsReportProblem(report);
    if (problem) throw new ApiError(400, problem);
    await recordVitals(db, report, { clientAddress: clientAddress(c, proxyHops), now: now(), limits });
    return c.json({ success: true as const }, 202, { "Cache-Control": "no-store" });
  });
}

export function staffVitalsRoutes({ db, now }: Pick<VitalsDeps, "db" | "now">) {
  return new Hono().use(privateAnswers).get("/", async (c) => {
    await requireStaff(c, db, "catalogue");
    return c.json({ success: true as const, data: await vitalsPercentiles(db, now()) });
  });
}
