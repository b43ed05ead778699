import { useInfiniteQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useApi } from "../../api/ApiProvider";
import type { ProductSummary, ProductTag } from "../../api/types";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { tagListingOptions } from "../catalog/listingQuery";
import { ProductGrid } from "../catalog/ProductGrid";
import * as styles from "./HomeScreen.css";

export interface HomeProductsProps {
  tag: ProductTag;
  /** The grid's accessible name, e.g. "New arrivals". */
  label: string;
  emptyHint: string;
}

/**
 * The first page (8 products) of a tag listing as a grid, for the home page's New Arrivals and Trending.
 * Shares its query with the listing page, so opening it after home costs no extra call.
 */
export function HomeProducts({ tag, label, emptyHint }: HomeProductsProps) {
  const { client } = useApi();
  const navigate = useNavigate();
  const query = useInfiniteQuery(tagListingOptions(client, tag));
  const onToggleWishlist = (_product: ProductSummary) =>
    navigate(`/login?redirect=${encodeURIComponent("/")}`);

  if (query.isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading products" size="lg" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div className={styles.centered} role="alert">
        <p className={styles.error}>Failed to load products</p>
        <Button variant="secondary" onPress={() => query.refetch()} isPending={query.isRefetching}>
          Try Again
        </Button>
      </div>
    );
  }
  const products = query.data.pages[0]?.products ?? [];
  if (products.length === 0) {
    return (
      <div className={styles.centered}>
        <p className={styles.message}>No products available at the moment.</p>
        <p className={styles.hint}>{emptyHint}</p>
      </div>
    );
  }
  return <ProductGrid products={products.slice(0, 8)} label={label} onToggleWishlist={onToggleWishlist} />;
}
