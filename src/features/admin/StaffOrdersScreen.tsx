import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { pageTitle } from "../../design/typography.css";
import { apiRefusalPanel, StaffGate } from "./StaffAccess";
import { boardHref, hasFilters, parseStaffBoard, withOrder } from "./staffBoardFilters";
import { StaffFilterForm } from "./StaffFilterForm";
import { staffMessages } from "./staffMessages";
import { StaffOrderDetail } from "./StaffOrderDetail";
import { StaffOrderList } from "./StaffOrderList";
import * as styles from "./StaffOrdersScreen.css";
import { staffOrdersOptions } from "./staffOrdersQuery";

const STAFF_SCREEN = { screen: "orders board", permission: "orders" } as const;
/** The board's list of orders: loading, failed (Try Again), empty, or the rows and Show more. */
function StaffBoard() {
  const { hooks } = useApi();
  const [searchParams] = useSearchParams();
  const { filters, orderId } = parseStaffBoard(searchParams);
  const list = useInfiniteQuery(staffOrdersOptions(hooks, filters));

  // The API refuses too (the session ended, or the role changed): show its refusal, not a failure.
  const refusal = apiRefusalPanel(list.error, STAFF_SCREEN);
  if (refusal) return refusal;

  const orders = list.data ?? [];
  let listBody: ReactNode;
  if (list.isPending) {
    listBody = (
      <div className={styles.state}>
        <Spinner label={staffMessages.loading} />
      </div>
    );
  } else if (list.isError && orders.length === 0) {
    listBody = (
      <div className={styles.state} role="alert">
        <p className={styles.stateText}>{staffMessages.loadFailed}</p>
        <Button onPress={() => list.refetch()} isDisabled={list.isFetching}>
          {list.isFetching ? "Trying again…" : "Try Again"}
        </Button>
      </div>
    );
  } else if (orders.length === 0) {
    listBody = (
      <div className={styles.state}>
        <p className={styles.stateText}>
          {hasFilters(filters) ? staffMessages.empty : staffMessages.emptyUnfiltered}
        </p>
      </div>
    );
  } else {
    listBody = (
      <>
        <StaffOrderList
          orders={orders}
          selectedId={orderId}
          hrefFor={(id) => boardHref(withOrder(searchParams, id))}
        />
        <div className={styles.more}>
          <p className={styles.rowMuted} aria-live="polite">{`${orders.length} orders shown`}</p>
          {/* The listings' way: a spinner in the button's place while the next page loads. */}
          {list.isFetchingNextPage ? (
            <Spinner label={staffMessages.loadingMore} size="sm" />
          ) : list.hasNextPage ? (
            <Button variant="secondary" onPress={() => list.fetchNextPage()}>
              {staffMessages.showMore}
            </Button>
          ) : null}
          {list.isFetchNextPageError ? (
            <p role="alert" className={styles.stateText}>
              {staffMessages.loadFailed}
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={styles.workspace} data-detail-open={orderId ? true : undefined}>
      <StaffFilterForm filters={filters} />
      <div className={styles.board}>
        <div className={styles.listColumn}>{listBody}</div>
        {orderId ? (
          <StaffOrderDetail
            key={orderId}
            orderId={orderId}
            closeHref={boardHref(withOrder(searchParams, null))}
          />
        ) : null}
      </div>
    </div>
  );
}

/**
 * /admin/orders, the staff orders board: every shopper's orders, filtered by status, payment, dates and a
 * search (all in the URL), paged by "Show more"; choosing one opens its detail (`?order=<id>`) beside the
 * list on a wide screen, in its place on a phone, with the actions the order allows now. A guest is asked
 * to log in; a shopper is told it is for staff only.
 */
export function StaffOrdersScreen() {
  return (
    <div className={styles.page}>
      <h1 className={pageTitle}>{staffMessages.title}</h1>
      <StaffGate {...STAFF_SCREEN} loadingLabel={staffMessages.loading} stateClassName={styles.state}>
        <StaffBoard />
      </StaffGate>
    </div>
  );
}
