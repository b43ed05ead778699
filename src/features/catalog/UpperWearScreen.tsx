import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { useSearchParams } from "react-router";
import { useUpdateSearchParams } from "../../hooks/useUpdateSearchParams";
import * as styles from "./ListingPage.css";
import * as listing from "./Listings.css";
import { ProductListingSection } from "./ProductListingSection";
import { parseUpperWearTab, UPPER_WEAR_TABS, type UpperWearTab, upperWearSource } from "./upperWearTabs";

function ComingSoon() {
  return (
    <div className={listing.comingSoon} role="status">
      <p className={listing.comingSoonTitle}>Coming Soon!</p>
      <p className={styles.lead}>New styles are on their way. Check back shortly.</p>
    </div>
  );
}

/**
 * Upper Wear (storefront 2.10): tabs All, T-Shirts, Oversized Tees, Regular Tees, Hoodies, Shackets (the
 * tab lives in the URL as `?tab=`), a filterable grid with View More, and 'Coming Soon!' when empty.
 */
export function UpperWearScreen() {
  const [searchParams] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const tab = parseUpperWearTab(searchParams);

  const selectTab = (next: UpperWearTab) => {
    if (next === tab) return;
    updateSearchParams((latest) => {
      const params = new URLSearchParams(latest);
      if (next === "all") params.delete("tab");
      else params.set("tab", next);
      return params;
    });
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Upper Wear</h1>
        <p className={styles.subtitle}>Tees, hoodies and shackets for every day</p>
      </header>
      <Tabs selectedKey={tab} onSelectionChange={(key) => selectTab(key as UpperWearTab)}>
        <TabList aria-label="Upper wear categories" className={listing.tabList}>
          {UPPER_WEAR_TABS.map((t) => (
            <Tab key={t.tab} id={t.tab} className={listing.tab}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {UPPER_WEAR_TABS.map((t) => (
          <TabPanel key={t.tab} id={t.tab} className={listing.tabPanel}>
            <ProductListingSection
              source={upperWearSource(t.tab)}
              label={t.tab === "all" ? "Upper wear" : t.label}
              emptyContent={<ComingSoon />}
              filterable
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
