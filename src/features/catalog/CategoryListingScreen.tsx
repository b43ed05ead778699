import { useSearchParams } from "react-router";
import { PageChoices } from "../../components/Link";
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
 * when empty. Each sub-category is its own page (`?tab=`), chosen with links (`PageChoices`); the filters
 * in the URL stay when the sub-category changes.
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
        <PageChoices
          label={listing.navLabel}
          choices={listing.tabs.map((t) => ({
            id: t.tab,
            label: t.label,
            href: categoryTabHref(listing, t.tab, searchParams),
            isCurrent: t === current,
          }))}
        />
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
