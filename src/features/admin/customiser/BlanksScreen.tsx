import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useApi } from "../../../api/ApiProvider";
import type { StaffBlank } from "../../../api/types";
import { pageTitle } from "../../../design/typography.css";
import { apiRefusalPanel, StaffGate } from "../StaffAccess";
import { staffListState } from "../StaffListState";
import { BlankPricesForm } from "./BlankPricesForm";
import { BlankStockTable } from "./BlankStockTable";
import { staffBlanksOptions } from "./blanksQuery";
import * as styles from "./BlanksScreen.css";
import { blankWords as words } from "./blankWords";

const STAFF_SCREEN = { screen: "customiser blanks", permission: "catalogue" } as const;

/** A garment: its prices, then its colours' stock. */
function BlankSection({ blank }: { blank: StaffBlank }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {words.garment(blank.type)}
      </h2>
      <BlankPricesForm blank={blank} />
      <BlankStockTable blank={blank} />
    </section>
  );
}

/** Every garment, once the account may use the screen. */
function BlankBoard() {
  const { hooks } = useApi();
  const list = useQuery(staffBlanksOptions(hooks));
  const refusal = apiRefusalPanel(list.error, STAFF_SCREEN);
  if (refusal) return refusal;
  const blanks = list.data?.data ?? [];
  return (
    <>
      <p className={styles.intro}>{words.intro}</p>
      {staffListState(list, blanks.length === 0, words) ??
        blanks.map((blank) => <BlankSection key={blank.type} blank={blank} />)}
    </>
  );
}

/**
 * /admin/customiser: the blank garments the customiser prints on, for staff with the catalogue permission.
 * Per garment its two prices with Save prices, and a table of its colours × sizes, each count a number
 * field, with Save per colour (docs/decisions/customiser-design.md#blanks-for-staff). A guest is asked to
 * log in; a shopper, or staff without the permission, is told why they cannot use it.
 */
export function BlanksScreen() {
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>{words.title}</h1>
      <StaffGate {...STAFF_SCREEN} loadingLabel={words.loading} stateClassName={styles.state}>
        <BlankBoard />
      </StaffGate>
    </div>
  );
}
