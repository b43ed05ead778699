import { ButtonLink } from "../../components/Button";
import { HydrateWhenNear } from "../../components/LazyPart";
import { Link } from "../../components/Link";
import { visuallyHidden } from "../../design/utils.css";
import { brand } from "../../lib/brand";
import { BannerCarousel, PromoBanner } from "../banners";
import { TrustStrip } from "../shell";
import { CategoryTiles } from "./CategoryTiles";
import { HeroBanner } from "./HeroBanner";
import { FeaturedProducts, NewArrivalsGrid, TrendingGrid } from "./HomeProductsSection";
import * as styles from "./HomeScreen.css";

/**
 * The home page, top to bottom: hero, the trust strip, the home banner carousel, Shop by Category, New
 * Arrivals, the customised-collection banner, Trending, the trending banner, Featured Products and the
 * closing promo. The hero is shown once (the same picture again further down told the shopper nothing
 * new): its second place has the trending banner, which leads to the whole Trending page. New Arrivals,
 * Trending and Featured never show a product twice (homeSections.ts). Every part handles its own loading,
 * empty and failed states, so one failed call never hides the rest.
 */
export function HomeScreen() {
  return (
    <div className={styles.page}>
      <h1
        className={visuallyHidden}
      >{`${brand.name}: men's printed and oversized T-shirts, hoodies and shackets`}</h1>
      <HeroBanner />

      <div className={styles.container}>
        <TrustStrip />
      </div>

      <div className={styles.container}>
        <BannerCarousel
          desktopList="home"
          mobileList="mobilehome"
          label="Offers and collections"
          afterMainPicture
        />
      </div>

      {/* Below the first screen: each part is hydrated as the shopper scrolls towards it. */}
      <HydrateWhenNear id="home-categories" estimate={["212px", "815px"]}>
        <section className={styles.section} aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.sectionTitle}>
            Shop by Category
          </h2>
          <CategoryTiles />
        </section>
      </HydrateWhenNear>

      <HydrateWhenNear id="home-new-arrivals" estimate={["1850px", "1200px"]}>
        <section className={styles.section} aria-labelledby="home-new-arrivals">
          <div className={styles.sectionHeader}>
            <h2 id="home-new-arrivals" className={styles.sectionTitle}>
              New Arrivals
            </h2>
            <Link href="/new-arrivals" aria-label="View all new arrivals">
              View All
            </Link>
          </div>
          <NewArrivalsGrid />
        </section>
      </HydrateWhenNear>

      <HydrateWhenNear id="home-customised" estimate={["450px", "470px"]}>
        <div className={styles.container}>
          <PromoBanner
            desktopList="customized"
            mobileList="customized_mobile"
            label="Customised collection"
            href="/customized"
          />
        </div>
      </HydrateWhenNear>

      <HydrateWhenNear id="home-trending" estimate={["1850px", "1200px"]}>
        <section className={styles.section} aria-labelledby="home-trending">
          <div className={styles.sectionHeader}>
            <h2 id="home-trending" className={styles.sectionTitle}>
              Trending
            </h2>
            <Link href="/trending" aria-label="View all trending products">
              View All
            </Link>
          </div>
          <TrendingGrid />
        </section>
      </HydrateWhenNear>

      <HydrateWhenNear id="home-trending-banner" estimate={["450px", "470px"]}>
        <div className={styles.container}>
          <PromoBanner desktopList="trending" mobileList="mobiletrending" label="Trending now" />
        </div>
      </HydrateWhenNear>

      <HydrateWhenNear id="home-featured" estimate={["640px", "650px"]}>
        <section className={styles.section} aria-labelledby="home-featured">
          <h2 id="home-featured" className={styles.sectionTitle}>
            Featured Products
          </h2>
          <FeaturedProducts />
        </section>
      </HydrateWhenNear>

      <HydrateWhenNear id="home-promo" estimate={["360px", "230px"]}>
        <section className={styles.container} aria-labelledby="home-promo">
          <div className={styles.promo}>
            <h2 id="home-promo" className={styles.promoTitle}>
              Trending Oversized T-Shirts, Hoodies &amp; Shackets
            </h2>
            <p className={styles.promoText}>
              Heavy cotton oversized tees, fleece-lined hoodies and layer-ready shackets, printed in India.
              Sizes S to XXL, cash on delivery and 7-day returns, delivered across India.
            </p>
            <ButtonLink href="/trending" variant="secondary" size="lg">
              Shop Now
            </ButtonLink>
          </div>
        </section>
      </HydrateWhenNear>
    </div>
  );
}
