import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi } from "../../api/ApiProvider";
import { Button, ButtonLink } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { OrderCard } from "./OrderCard";
import { hasOrderFilters, type OrderFilters } from "./orderFilters";
import { ordersListOptions } from "./ordersQuery";
import { ordersMessages as messages } from "./ordersMessages";
import * as styles from "./Orders.css";

interface NormalOrdersProps {
  filters: OrderFilters;
  onClearFilters: () => void;
}

/**
 * The shopper's normal orders for the URL's filters (filtered on the server), newest first, a keyset page
 * at a time with "Show more orders". Loading, failed (Try Again), none at all ('No orders available. Please
 * place an order first.') and none matching the filters ('No orders available') are told apart.
 */
export function NormalOrders({ filters, onClearFilters }: NormalOrdersProps) {
  const { hooks } = useApi();
  const list = useInfiniteQuery(ordersListOptions(hooks, filters));

  if (list.isPending) {
    return (
      <div className={styles.panel}>
        <Spinner label={messages.loading} />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.panel} role="alert">
        <p className={styles.panelTitle}>{messages.loadFailed}</p>
        <p className={styles.panelText}>{messages.loadFailedHint}</p>
        <Button onPress={() => void list.refetch()} isPending={list.isRefetching} pendingLabel="Trying again">
          {messages.retry}
        </Button>
      </div>
    );
  }
  const orders = list.data;
  if (orders.length === 0) {
    return hasOrderFilters(filters) ? (
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{messages.noMatch}</p>
        <p className={styles.panelText}>{messages.noMatchHint}</p>
        <Button variant="secondary" onPress={onClearFilters}>
          {messages.clearFilters}
        </Button>
      </div>
    ) : (
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{messages.neverOrdered}</p>
        <ButtonLink href="/new-arrivals">Start Shopping</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label="Orders">
        {orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {list.hasNextPage || list.isFetchNextPageError ? (
        <div className={styles.more}>
          {list.isFetchNextPageError ? (
            <p className={styles.errorText} role="alert">
              {messages.moreFailed}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onPress={() => void list.fetchNextPage()}
            isPending={list.isFetchingNextPage}
            pendingLabel="Loading more orders"
          >
            {messages.showMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
