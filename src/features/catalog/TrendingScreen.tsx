import { AppLink } from "../../components/Link";
import { ButtonLink } from "../../components/Button";
import { CATEGORY_NAMES } from "../../lib/categoryNames";
import { pictureLoading } from "../../lib/laterPictures";
import { BannerCarousel } from "../banners";
import * as styles from "./ListingPage.css";
import { upperWearTabHref } from "./categoryTabs";
import * as listing from "./Listings.css";
import { ProductListingSection } from "./ProductListingSection";
import { ProductPicture } from "./ProductPicture";

/**
 * The category tiles of the Trending page, each opening what it names under the shop's one
 * name for it. The original shop's "Distressed Jeans" opened a coming-soon notice and "Summer Collection" the
 * new arrivals, neither of which holds what the tile promised.
 */
export const TRENDING_TILES = [
  {
    name: CATEGORY_NAMES.tshirts,
    href: upperWearTabHref("tshirt"),
    image: "/media/products/desi-swag-typography-tee-black-front-400.webp",
  },
  {
    name: CATEGORY_NAMES.oversizedTees,
    href: upperWearTabHref("oversize-tshirt"),
    image: "/media/products/sunset-gradient-oversized-tee-sky-blue-front-400.webp",
  },
  {
    name: CATEGORY_NAMES.hoodies,
    href: upperWearTabHref("hoodie"),
    image: "/media/products/himalayan-peaks-graphic-hoodie-maroon-front-400.webp",
  },
  {
    name: CATEGORY_NAMES.shackets,
    href: upperWearTabHref("shacket"),
    image: "/media/products/utility-twill-shacket-olive-front-400.webp",
  },
] as const;

/**
 * Trending: the trending banner carousel, the static category tiles, the popular
 * products grid (trending tag, View More by 8, sort and filters in the URL), marketing copy and Shop Now.
 */
export function TrendingScreen() {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Trending Now</h1>
        <p className={styles.subtitle}>Discover what's popular right now</p>
      </header>
      <BannerCarousel desktopList="trending" mobileList="mobiletrending" label="Trending offers" />
      <section className={listing.block} aria-labelledby="trending-categories">
        <h2 id="trending-categories" className={listing.sectionTitle}>
          Shop by Category
        </h2>
        <ul className={listing.tiles}>
          {TRENDING_TILES.map((tile) => (
            <li key={tile.name}>
              <AppLink href={tile.href} className={listing.tile}>
                <ProductPicture
                  className={listing.tileImage}
                  src={tile.image}
                  sizes="(min-width: 1024px) 25vw, 50vw"
                  alt=""
                  width={400}
                  height={500}
                  {...pictureLoading("later")}
                />
                <span className={listing.tileLabel}>{tile.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section className={listing.block} aria-labelledby="trending-popular">
        <h2 id="trending-popular" className={listing.sectionTitle}>
          Popular Products
        </h2>
        <ProductListingSection
          tag="trending"
          label="Popular products"
          emptyHint="Check back soon for trending items!"
          filterable
          // Below the banner and the category tiles on every screen: its pictures wait their turn.
          eagerCards={0}
        />
      </section>
      <section className={listing.copy} aria-label="Why it's trending">
        <p>
          These are the pieces everyone is reaching for this season: bold graphic tees, roomy oversized fits,
          fleece hoodies and easy shackets, all in soft cotton and cut for Indian summers and winters alike.
        </p>
        <p>
          Every order ships across India with cash on delivery and easy 7-day returns, so you can try the
          trend without the risk.
        </p>
      </section>
      <aside className={styles.cta} aria-label="Keep shopping">
        <p className={styles.ctaText}>Ready to refresh your wardrobe?</p>
        <ButtonLink href="/">Shop Now</ButtonLink>
      </aside>
    </div>
  );
}
