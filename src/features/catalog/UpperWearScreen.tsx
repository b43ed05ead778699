import { useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import * as styles from "./ListingPage.css";
import * as listing from "./Listings.css";
import { ProductListingSection } from "./ProductListingSection";
import { parseUpperWearTab, UPPER_WEAR_TABS, upperWearSource, upperWearTabHref } from "./upperWearTabs";

function ComingSoon() {
  return (
    <div className={listing.comingSoon} role="status">
      <p className={listing.comingSoonTitle}>Coming Soon!</p>
      <p className={styles.lead}>New styles are on their way. Check back shortly.</p>
    </div>
  );
}

/**
 * Upper Wear (storefront 2.10): All, T-Shirts, Oversized Tees, Regular Tees, Hoodies, Shackets, a filterable
 * grid with View More, and 'Coming Soon!' when empty. Each category is its own page (`?tab=`, shareable,
 * Back returns), so the choices are links, the current one marked: they work before the page's code has
 * loaded, and the page carries no tab widget to set up (react-aria's Tabs built its collection and
 * walked the whole grid for focusable elements after every render, ~90 ms on a phone as the page started).
 * The filters in the URL stay when the category changes, and so does the scroll position.
 */
export function UpperWearScreen() {
  const [searchParams] = useSearchParams();
  const tab = parseUpperWearTab(searchParams);
  const current = UPPER_WEAR_TABS.find((t) => t.tab === tab) ?? UPPER_WEAR_TABS[0];

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Upper Wear</h1>
        <p className={styles.subtitle}>Tees, hoodies and shackets for every day</p>
      </header>
      {/* One block, as the page's sections are spaced apart and these two belong together. */}
      <div>
        <nav aria-label="Upper wear categories">
          <ul className={listing.categoryLinks}>
            {UPPER_WEAR_TABS.map((t) => (
              <li key={t.tab} className={listing.categoryLinkItem}>
                <Link
                  variant="pill"
                  href={upperWearTabHref(t.tab, searchParams)}
                  aria-current={t.tab === tab ? "page" : undefined}
                  routerOptions={{ preventScrollReset: true }}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={listing.categoryListing}>
          <ProductListingSection
            key={current.tab}
            source={upperWearSource(current.tab)}
            label={current.tab === "all" ? "Upper wear" : current.label}
            emptyContent={<ComingSoon />}
            filterable
          />
        </div>
      </div>
    </div>
  );
}
