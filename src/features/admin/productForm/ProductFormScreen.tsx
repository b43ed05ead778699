import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useApi } from "../../../api/ApiProvider";
import { isApiError } from "../../../api/errors";
import { Button, ButtonLink } from "../../../components/Button";
import { Spinner } from "../../../components/Spinner";
import { pageTitle } from "../../../design/typography.css";
import { useSession } from "../../../session/session";
import { NotFoundScreen } from "../../shell";
import { STAFF_PRODUCTS_PATH } from "../products/staffProductFilters";
import { apiRefusalPanel, StaffRefusal, staffAccessOf } from "../StaffAccess";
import { PRODUCT_FORM_SCREEN, ProductForm } from "./ProductForm";
import * as styles from "./ProductFormScreen.css";
import { staffProductOptions } from "./productFormQuery";
import { productFormWords as words } from "./productFormWords";

function Loading() {
  return (
    <div className={styles.state}>
      <Spinner label={words.loading} />
    </div>
  );
}

/** The page's frame: the title, the way back to the table, and the body once the account may use it. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  const access = session.isPending ? null : staffAccessOf(session.user, "catalogue");
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={pageTitle}>{title}</h1>
        <div>
          <ButtonLink href={STAFF_PRODUCTS_PATH} variant="ghost" size="sm">
            {words.backToProducts}
          </ButtonLink>
        </div>
      </div>
      {access === null ? (
        <Loading />
      ) : access === "staff" ? (
        children
      ) : (
        <StaffRefusal access={access} {...PRODUCT_FORM_SCREEN} />
      )}
    </div>
  );
}

/** /admin/products/new (and the old /admin/{name} links): an empty product form. */
export function AddProductScreen() {
  return (
    <Frame title={words.addTitle}>
      <ProductForm product={null} />
    </Frame>
  );
}

function EditBody({ id }: { id: string }) {
  const { hooks } = useApi();
  const query = useQuery(staffProductOptions(hooks, id));
  const refusal = apiRefusalPanel(query.error, PRODUCT_FORM_SCREEN);
  if (refusal) return refusal;
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{words.loadFailed}</p>
        <Button onPress={() => query.refetch()} isDisabled={query.isFetching}>
          {words.tryAgain}
        </Button>
      </div>
    );
  }
  // Keyed by the product: another product's form starts from its own values.
  return <ProductForm key={id} product={query.data.data} />;
}

/** /admin/products/{id}: the product as staff edit it, its status and its history; 404 when unknown. */
export function EditProductScreen() {
  const { id = "" } = useParams();
  const { hooks } = useApi();
  const query = useQuery({ ...staffProductOptions(hooks, id), enabled: false });
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundScreen />;
  const name = query.data?.data.name;
  return (
    <Frame title={name ? words.editTitle(name) : words.editTitleLoading}>
      <EditBody id={id} />
    </Frame>
  );
}
