import { useSearchParams } from "react-router";
import { Link } from "../../components/Link";
import * as styles from "./ListingPage.css";
import * as listingStyles from "./Listings.css";
import { ProductListingSection } from "./ProductListingSection";
import { type CategoryListing, categoryTabHref, categoryTabSource, parseCategoryTab } from "./categoryTabs";

function ComingSoon() {
  return (
    <div className={listingStyles.comingSoon} role="status">
      <p className={listingStyles.comingSoonTitle}>Coming Soon!</p>
      <p className={styles.lead}>New styles are on their way. Check back shortly.</p>
    </div>
  );
}

/**
 * A category's page, Upper Wear (All, T-Shirts, Oversized Tees, Regular Tees, Hoodies,
 * Shackets) or Bottom Wear (All, Joggers, Jeans): a filterable grid with View More, and 'Coming Soon!'
 * when empty. Each sub-category is its own page (`?tab=`, shareable, Back returns), so the choices are
 * links, the current one marked: they work before the page's code has loaded, and the page carries no
 * tab widget to set up (react-aria's Tabs built its collection and walked the whole grid for focusable
 * elements after every render, ~90 ms on a phone as the page started). The filters in the URL stay when
 * the sub-category changes, and so does the scroll position.
 */
export function CategoryListingScreen({ listing }: { listing: CategoryListing }) {
  const [searchParams] = useSearchParams();
  const current = parseCategoryTab(listing, searchParams);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{listing.title}</h1>
        <p className={styles.subtitle}>{listing.subtitle}</p>
      </header>
      {/* One block, as the page's sections are spaced apart and these two belong together. */}
      <div>
        <nav aria-label={listing.navLabel}>
          <ul className={listingStyles.categoryLinks}>
            {listing.tabs.map((t) => (
              <li key={t.tab} className={listingStyles.categoryLinkItem}>
                <Link
                  variant="pill"
                  href={categoryTabHref(listing, t.tab, searchParams)}
                  aria-current={t === current ? "page" : undefined}
                  routerOptions={{ preventScrollReset: true }}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={listingStyles.categoryListing}>
          <ProductListingSection
            key={current.tab}
            source={categoryTabSource(listing, current)}
            label={current.tab === "all" ? listing.title : current.label}
            emptyContent={<ComingSoon />}
            filterable
          />
        </div>
      </div>
    </div>
  );
}
