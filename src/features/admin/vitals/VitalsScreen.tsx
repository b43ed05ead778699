import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../../api/ApiProvider";
import type { components } from "../../../api/schema";
import { Badge } from "../../../components/Badge";
import { pageTitle } from "../../../design/typography.css";
import type { BadgeTone } from "../../../design/tokens";
import {
  VITALS_METRICS,
  VITALS_WINDOW_DAYS,
  type VitalsMetricName,
  type VitalsRating,
} from "../../../lib/vitals/vitals";
import { apiRefusalPanel, StaffGate } from "../StaffAccess";
import { staffListState } from "../StaffListState";
import { staffVitalsOptions } from "./vitalsQuery";
import * as styles from "./VitalsScreen.css";
import { vitalsWords as words } from "./vitalsWords";

type Percentile = components["schemas"]["VitalsPercentile"];
type StaffVitals = components["schemas"]["StaffVitals"];

const STAFF_SCREEN = { screen: "page speed screen", permission: "catalogue" } as const;

const TONES: Record<VitalsRating, BadgeTone> = {
  good: "success",
  "needs-improvement": "warning",
  poor: "danger",
};

/** A percentile's figure, its rating in words (never colour alone) and how many samples it rests on. */
function Reading({ row }: { row: Percentile }) {
  return (
    <>
      <span className={styles.cellValue}>{words.value(row.metric, row.p75)}</span>
      <Badge tone={TONES[row.rating]}>{words.rating(row.rating)}</Badge>
      <span className={styles.cellSamples}>{words.samples(row.samples)}</span>
    </>
  );
}

/** Every page together: one card per metric. */
function Overall({ rows }: { rows: readonly Percentile[] }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {words.overallTitle}
      </h2>
      <ul className={styles.figures} aria-labelledby={titleId}>
        {rows.map((row) => (
          <li key={row.metric} className={styles.figure} aria-label={words.metric(row.metric)}>
            <span className={styles.figureName}>{words.metric(row.metric)}</span>
            <span className={styles.figureValue}>{words.value(row.metric, row.p75)}</span>
            {/* A wrapper, so the badge keeps its own width in the card's column. */}
            <span>
              <Badge tone={TONES[row.rating]}>{words.rating(row.rating)}</Badge>
            </span>
            <span className={styles.cellSamples}>{words.samples(row.samples)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A table of groups (page types, connections) × the four metrics, in the answer's order. */
function GroupTable<Key extends string>({
  title,
  header,
  rows,
  keyOf,
  nameOf,
}: {
  title: string;
  header: string;
  rows: readonly (Percentile & Record<string, unknown>)[];
  keyOf: (row: Percentile & Record<string, unknown>) => Key;
  nameOf: (key: Key) => string;
}) {
  const titleId = useId();
  const groups = new Map<Key, Map<VitalsMetricName, Percentile>>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, (groups.get(key) ?? new Map()).set(row.metric, row));
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      <div className={styles.tableBox}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.rowName}>
                {header}
              </th>
              {VITALS_METRICS.map((metric) => (
                <th key={metric} scope="col">
                  {words.metric(metric)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...groups].map(([key, byMetric]) => (
              <tr key={key}>
                <th scope="row" className={styles.rowName}>
                  {nameOf(key)}
                </th>
                {VITALS_METRICS.map((metric) => {
                  const row = byMetric.get(metric);
                  return (
                    <td key={metric}>
                      <div className={styles.cell}>
                        {row ? (
                          <Reading row={row} />
                        ) : (
                          <span className={styles.cellSamples}>{words.noSamples}</span>
                        )}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function VitalsBoard() {
  const { hooks } = useApi();
  const read = useQuery(staffVitalsOptions(hooks));
  const refusal = apiRefusalPanel(read.error, STAFF_SCREEN);
  if (refusal) return refusal;
  const vitals: StaffVitals | undefined = read.data?.data;
  const days = vitals?.days ?? VITALS_WINDOW_DAYS;
  const listWords = { ...words, empty: words.empty(days) };
  return (
    <>
      <p className={styles.intro}>{words.intro(days)}</p>
      {staffListState(read, (vitals?.overall.length ?? 0) === 0, listWords) ??
        (vitals && (
          <>
            <Overall rows={vitals.overall} />
            <GroupTable
              title={words.byPageTypeTitle}
              header={words.pageTypeHeader}
              rows={vitals.byPageType}
              keyOf={(row) => row.pageType as components["schemas"]["VitalsPageType"]}
              nameOf={words.pageType}
            />
            <GroupTable
              title={words.byConnectionTitle}
              header={words.connectionHeader}
              rows={vitals.byConnection}
              keyOf={(row) => row.connection as components["schemas"]["VitalsConnection"]}
              nameOf={words.connection}
            />
            <p className={styles.hint}>{words.thresholds}</p>
          </>
        ))}
    </>
  );
}

/**
 * /admin/vitals: how fast the shop is in the field (docs/decisions/field-vitals.md), for staff with the
 * catalogue permission. The 75th percentile of LCP, INP, CLS and TTFB over the last 7 days of sampled page
 * views, every page together, then per page type and per connection type, each with its rating and its
 * number of samples. A guest is asked to log in; a shopper, or staff without the permission, is told why.
 */
export function VitalsScreen() {
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>{words.title}</h1>
      <StaffGate {...STAFF_SCREEN} loadingLabel={words.loading} stateClassName={styles.state}>
        <VitalsBoard />
      </StaffGate>
    </div>
  );
}
