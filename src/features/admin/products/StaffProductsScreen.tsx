import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useApi } from "../../../api/ApiProvider";
import { Button, ButtonLink } from "../../../components/Button";
import { Spinner } from "../../../components/Spinner";
import { pageTitle } from "../../../design/typography.css";
import { useSession } from "../../../session/session";
import { apiRefusalPanel, StaffRefusal, staffAccessOf } from "../StaffAccess";
import {
  hasFilters,
  nextPageHref,
  parseStaffProducts,
  previousPageHref,
  productsHref,
} from "./staffProductFilters";
import { ProductCsvActions } from "./ProductCsvActions";
import { StaffProductFilterForm } from "./StaffProductFilterForm";
import { StaffProductTable } from "./StaffProductTable";
import { countText, staffProductMessages as words } from "./staffProductWords";
import * as styles from "./StaffProductsScreen.css";
import { staffProductsOptions } from "./staffProductsQuery";

/** What the refusals call this screen, and the permission it needs. */
const STAFF_SCREEN = { screen: words.screenName, permission: "catalogue" } as const;

/** The table for the URL's filters and page: loading, failed (Try Again), empty, or the rows and the pager. */
function ProductTable() {
  const { hooks } = useApi();
  const [searchParams] = useSearchParams();
  const state = parseStaffProducts(searchParams);
  const list = useQuery(staffProductsOptions(hooks, state));

  // The API refuses too (the session ended, the role or the permission was taken away).
  const refusal = apiRefusalPanel(list.error, STAFF_SCREEN);
  if (refusal) return refusal;

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <div className={styles.state}>
        <Spinner label={words.loading} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{words.loadFailed}</p>
        <Button onPress={() => list.refetch()} isDisabled={list.isFetching}>
          {list.isFetching ? "Trying again…" : "Try Again"}
        </Button>
      </div>
    );
  } else if (list.data.data.products.length === 0) {
    const filtered = hasFilters(state.filters) || state.cursor;
    body = (
      <div className={styles.state}>
        <p className={styles.stateText}>{filtered ? words.noMatch : words.emptyCatalogue}</p>
        {filtered ? (
          <ButtonLink variant="secondary" href={productsHref({})}>
            Show every product
          </ButtonLink>
        ) : null}
      </div>
    );
  } else {
    const { products, nextCursor, total, moreThanTotal } = list.data.data;
    const previous = previousPageHref(state);
    body = (
      <>
        {total !== undefined ? (
          <p className={styles.summary} aria-live="polite">
            {countText(total, moreThanTotal ?? false)}
          </p>
        ) : null}
        <StaffProductTable products={products} />
        {previous || nextCursor ? (
          <nav className={styles.pager} aria-label="Pages">
            <div className={styles.pagerLinks}>
              {state.cursor ? (
                <ButtonLink variant="ghost" href={productsHref(state.filters)}>
                  {words.firstPage}
                </ButtonLink>
              ) : null}
              {previous ? (
                <ButtonLink variant="secondary" href={previous} rel="prev">
                  {words.previousPage}
                </ButtonLink>
              ) : null}
            </div>
            {nextCursor ? (
              <ButtonLink variant="secondary" href={nextPageHref(state, nextCursor)} rel="next">
                {words.nextPage}
              </ButtonLink>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <div className={styles.workspace}>
      <StaffProductFilterForm filters={state.filters} />
      {body}
    </div>
  );
}

/**
 * /admin/products, the staff product table: every product (drafts included; archived ones on asking),
 * searched by name, filtered by kind, tag, status and stock and sorted (all in the URL), a page at a time
 * (Next page / Previous page), each name opening the product's staff page, and Add product. A guest is
 * asked to log in, a shopper told it is for staff, staff without the catalogue permission told so.
 */
export function StaffProductsScreen() {
  const session = useSession();
  const access = session.isPending ? null : staffAccessOf(session.user, "catalogue");
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={pageTitle}>{words.title}</h1>
        {access === "staff" ? (
          <div className={styles.headerActions}>
            <ProductCsvActions />
            <ButtonLink href="/admin/products/new">{words.addProduct}</ButtonLink>
          </div>
        ) : null}
      </div>
      {access === null ? (
        <div className={styles.state}>
          <Spinner label={words.loading} />
        </div>
      ) : access === "staff" ? (
        <ProductTable />
      ) : (
        <StaffRefusal access={access} {...STAFF_SCREEN} />
      )}
    </div>
  );
}
