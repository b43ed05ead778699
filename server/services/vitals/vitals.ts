// Field vitals (docs/decisions/field-vitals.md): the storefront's reports stored as one row per metric, and
// their 75th percentiles over the last 7 days, computed by the database when asked (so every instance on
// one database answers staff and Prometheus alike).
import { type Kysely, sql } from "kysely";
import type { components } from "../../../src/api/schema";
import { authMessages } from "../../../src/lib/accountApiMessages";
import {
  VITALS_CONNECTIONS,
  VITALS_METRICS,
  VITALS_PAGE_TYPES,
  VITALS_WINDOW_DAYS,
  type VitalsConnection,
  type VitalsMetricName,
  type VitalsPageType,
  type VitalsReport,
  vitalsRating,
} from "../../../src/lib/vitals/vitals";
import type { Database } from "../../db/schema";
import { ApiError } from "../errors";
import { type ThrottlePolicy, takeHit } from "../throttle";

type StaffVitals = components["schemas"]["StaffVitals"];
type Percentile = components["schemas"]["VitalsPercentile"];

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Reports taken per client address and for the whole shop. One page view in ten reports once, so 30 per
 * address are some 300 page views in 15 minutes (an office behind one address included); the shop's
 * budget bounds what a flood from many addresses can write (the rows live 8 days). */
export interface VitalsLimits {
  perAddress: ThrottlePolicy;
  overall: ThrottlePolicy;
}

export const DEFAULT_VITALS_LIMITS: VitalsLimits = {
  perAddress: { limit: 30, windowMs: FIFTEEN_MINUTES },
  overall: { limit: 3000, windowMs: FIFTEEN_MINUTES },
};

/** The budgets with VITALS_REPORTS_PER_ADDRESS (a whole number above 0) as the per-address limit, else the
 * defaults (docs/running.md#environment-variables): the e2e tests send every page view's beacon from one
 * address. */
export function vitalsLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): VitalsLimits {
  const perAddress = Number(env.VITALS_REPORTS_PER_ADDRESS);
  if (!Number.isInteger(perAddress) || perAddress < 1) return DEFAULT_VITALS_LIMITS;
  return { ...DEFAULT_VITALS_LIMITS, perAddress: { ...DEFAULT_VITALS_LIMITS.perAddress, limit: perAddress } };
}

/** One report counted against both budgets (the address's first, so one address over its budget does not
 * eat into everyone's), or 429 with Retry-After. */
async function takeVitalsBudget(db: Kysely<Database>, clientAddress: string, limits: VitalsLimits) {
  await db.transaction().execute(async (tx) => {
    const address = await takeHit(tx, `vitals:address:${clientAddress}`, limits.perAddress);
    if (!address.allowed) {
      throw new ApiError(429, authMessages.tooManyFromAddress(address.retryAfterSeconds), {
        retryAfter: address.retryAfterSeconds,
      });
    }
    const overall = await takeHit(tx, "vitals:overall", limits.overall);
    if (!overall.allowed) {
      throw new ApiError(429, authMessages.tooManyOverall(overall.retryAfterSeconds), {
        retryAfter: overall.retryAfterSeconds,
      });
    }
  });
}

/** Stores a report (within the budgets), each metric with the rating its value has by the thresholds: a
 * report's own rating is only checked by the contract, never trusted. */
export async function recordVitals(
  db: Kysely<Database>,
  report: VitalsReport,
  {
    clientAddress,
    now,
    limits = DEFAULT_VITALS_LIMITS,
  }: { clientAddress: string; now: Date; limits?: VitalsLimits },
): Promise<void> {
  await takeVitalsBudget(db, clientAddress, limits);
  await db
    .insertInto("web_vitals")
    .values(
      report.metrics.map((m) => ({
        taken_at: now,
        build_id: report.buildId,
        page_type: report.pageType,
        connection: report.connection,
        device: report.device,
        metric: m.name,
        value: m.value,
        rating: vitalsRating(m.name, m.value),
      })),
    )
    .execute();
}

interface Row {
  grouping: "overall" | "page_type" | "connection";
  page_type: VitalsPageType | null;
  connection: VitalsConnection | null;
  metric: VitalsMetricName;
  p75: number | string;
  samples: number | string;
}

const rank = <T extends string>(order: readonly T[], value: T) => order.indexOf(value);

/** The 75th percentile (continuous) of each metric over the window ending at `now`: overall, per page type
 * and per connection type, with the sample counts; one query, one pass over the window's rows. */
export async function vitalsPercentiles(db: Kysely<Database>, now: Date): Promise<StaffVitals> {
  const since = new Date(now.getTime() - VITALS_WINDOW_DAYS * DAY_MS);
  const { rows } = await sql<Row>`
    select
      case when grouping(page_type) = 0 then 'page_type'
           when grouping(connection) = 0 then 'connection' else 'overall' end as grouping,
      page_type, connection, metric,
      percentile_cont(0.75) within group (order by value) as p75,
      count(*) as samples
    from web_vitals
    where taken_at > ${since} and taken_at <= ${now}
    group by grouping sets ((metric), (page_type, metric), (connection, metric))`.execute(db);
  const percentile = (row: Row): Percentile => {
    const p75 = Number(row.p75);
    return { metric: row.metric, p75, samples: Number(row.samples), rating: vitalsRating(row.metric, p75) };
  };
  const byMetric = (a: Row, b: Row) => rank(VITALS_METRICS, a.metric) - rank(VITALS_METRICS, b.metric);
  const of = (grouping: Row["grouping"]) => rows.filter((r) => r.grouping === grouping);
  return {
    days: VITALS_WINDOW_DAYS,
    since: since.toISOString(),
    overall: of("overall").sort(byMetric).map(percentile),
    byPageType: of("page_type")
      .sort(
        (a, b) =>
          rank(VITALS_PAGE_TYPES, a.page_type as VitalsPageType) -
            rank(VITALS_PAGE_TYPES, b.page_type as VitalsPageType) || byMetric(a, b),
      )
      .map((r) => ({ pageType: r.page_type as VitalsPageType, ...percentile(r) })),
    byConnection: of("connection")
      .sort(
        (a, b) =>
          rank(VITALS_CONNECTIONS, a.connection as VitalsConnection) -
            rank(VITALS_CONNECTIONS, b.connection as VitalsConnection) || byMetric(a, b),
      )
      .map((r) => ({ connection: r.connection as VitalsConnection, ...percentile(r) })),
  };
}
