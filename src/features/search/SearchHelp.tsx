import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useApi } from "../../api/ApiProvider";
import { AppLink, Link } from "../../components/Link";
import { chip } from "../../design/chip.css";
import { collectionLink } from "../../lib/categoryNames";
import { searchPath } from "../../lib/paths";
import { KIND_LINKS, ProductGrid } from "../catalog";
import * as styles from "./SearchPage.css";
import { helpProductsOptions, searchSuggestionsOptions } from "./searchQuery";

/** What the shop sells: every kind of garment, then the collections of the newest and the most wanted. */
const SHOP_LINKS = [...KIND_LINKS, collectionLink("newArrivals"), collectionLink("trending")];

function HelpBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.helpBlock} aria-labelledby={id}>
      <h2 id={id} className={styles.helpTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function PillLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return (
    <ul className={styles.pills}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={`${chip} ${styles.pill}`}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** Searches that find products (the server's, from the catalogue); nothing while they load or if they fail:
 * the rest of the help stands without them. */
function SuggestedSearches() {
  const { hooks } = useApi();
  const { data } = useQuery(searchSuggestionsOptions(hooks));
  const searches = data?.data.searches ?? [];
  if (searches.length === 0) return null;
  return (
    <HelpBlock title="Try searching for">
      <PillLinks links={searches.map((search) => ({ href: searchPath(search), label: search }))} />
    </HelpBlock>
  );
}

/** A row of what is trending, and the way to the rest; nothing while it loads or if it fails. */
function TrendingPicks() {
  const { hooks } = useApi();
  const { data } = useInfiniteQuery(helpProductsOptions(hooks));
  const products = data?.pages[0]?.products ?? [];
  if (products.length === 0) return null;
  return (
    <HelpBlock title="Trending now">
      <ProductGrid products={products} label="Trending now" eagerCards={0} />
      <Link href={collectionLink("trending").href}>See everything trending</Link>
    </HelpBlock>
  );
}

/** Where to go when a search found nothing or nothing was typed: what the shop sells, searches that find
 * something, and what is trending. */
export function SearchHelp() {
  return (
    <div className={styles.help}>
      <HelpBlock title="Shop by category">
        <PillLinks links={SHOP_LINKS} />
      </HelpBlock>
      <SuggestedSearches />
      <TrendingPicks />
    </div>
  );
}
