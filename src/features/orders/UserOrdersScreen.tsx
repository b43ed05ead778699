import type { ReactNode } from "react";
import { PageChoices } from "../../components/Link";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { useSession } from "../../session/session";
import { CustomizedOrders } from "./CustomizedOrders";
import { NormalOrders } from "./NormalOrders";
import { OrderFilterPanel } from "./OrderFilterPanel";
import type { OrderType } from "./orderFilters";
import { ordersMessages as messages } from "./ordersMessages";
import { useOrderFilters } from "./useOrderFilters";
import * as styles from "./Orders.css";

const TYPES: { type: OrderType; label: string }[] = [
  { type: "normal", label: "Normal Orders" },
  { type: "customise", label: "Customized Orders" },
];

/**
 * /user-orders: Normal and Customized orders (links: each is its own address, `?type=customise`), the
 * filter panel, and the shopper's orders as cards; everything the shopper chose is in the URL
 * (`?type=&paymentStatus=&status=&q=`) and filtered on the server. A guest is asked to log in first.
 */
export function UserOrdersScreen() {
  const { user, isPending } = useSession();
  const { filters, setFilters, typeHref } = useOrderFilters();

  let body: ReactNode;
  if (isPending) {
    body = (
      <div className={styles.panel}>
        <Spinner label={messages.loading} />
      </div>
    );
  } else if (!user) {
    body = <SignInPrompt title={messages.guestTitle} text={messages.guestText} />;
  } else {
    // The panel starts from the URL's filters: a new URL (Back, a link) gives a fresh panel.
    const filterKey = JSON.stringify(filters);
    body = (
      <div>
        <PageChoices
          label="Order type"
          choices={TYPES.map(({ type, label }) => ({
            id: type,
            label,
            href: typeHref(type),
            isCurrent: type === filters.type,
          }))}
        />
        <div className={styles.typeListing}>
          {filters.type === "normal" ? (
            <>
              <OrderFilterPanel key={filterKey} filters={filters} onApply={setFilters} />
              <NormalOrders filters={filters} onClearFilters={() => setFilters({ type: filters.type })} />
            </>
          ) : (
            <CustomizedOrders />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{messages.title}</h1>
      {body}
    </div>
  );
}
