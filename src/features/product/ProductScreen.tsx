import { PurchaseTerms } from "../../components/PurchaseTerms";
import { productPurchaseTerms } from "../../lib/purchaseTerms";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { Button } from "../../components/Button";
import { AppLink } from "../../components/Link";
import { AfterFirstFrame, HydrateWhenNear } from "../../components/LazyPart";
import { Price } from "../../components/Price";
import { Spinner } from "../../components/Spinner";
import { productPath } from "../../lib/paths";
import { SimilarProducts } from "../catalog";
import { NotFoundScreen } from "../shell";
import { WishlistHeart } from "../wishlist";
import { ColourPicker } from "./ColourPicker";
import { DeliveryCheck } from "./DeliveryCheck";
import { InfoRows } from "./InfoRows";
import { LazyDeclarations, LazyProductDetails, LazyReviews } from "./deferredParts";
import { ProductGallery } from "./ProductGallery";
import { productOf, productOptions, variantOf } from "./productQuery";
import { PurchasePanel } from "./PurchasePanel";
import { RestockAlerts } from "./RestockAlerts";
import { TrustStrip } from "../shell";
import { StarRating } from "./StarRating";
import { isSoldOut } from "./stock";
import * as styles from "./ProductScreen.css";

/** The heading of the delivery, returns and charges lines (docs/decisions/seller-disclosures.md#before-payment). */
export const PRODUCT_TERMS_TITLE = "Delivery, returns and charges";

export const PRODUCT_FAILED = "We could not load this product. Please try again.";

/**
 * The product detail screen, /display/{productId}/{variantId}: gallery, name, stars, price,
 * colour (the variant is in the URL: shareable, and Back returns to the colour before), size, quantity,
 * Add to Cart and Buy Now, the delivery check, info rows, details, reviews and similar products.
 */
export function ProductScreen() {
  const { productId = "", variantId = "" } = useParams();
  const { hooks } = useApi();
  const navigate = useNavigate();
  const query = useQuery(productOptions(hooks, productId));
  // Whether the delivery check's pincode is one we serve (null before an answer): the trust strip beside
  // it promises free delivery across India only when it is not a place we cannot reach.
  const [servesPincode, setServesPincode] = useState<boolean | null>(null);

  if (query.isPending) {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading product" size="lg" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundScreen />;
    return (
      <div className={styles.centered} role="alert">
        <p className={styles.failed}>{PRODUCT_FAILED}</p>
        <Button variant="secondary" onPress={() => query.refetch()} isPending={query.isFetching}>
          Try Again
        </Button>
      </div>
    );
  }

  const product = productOf(query.data);
  // The route redirects an unknown variant to the first one; here that is only a fallback.
  const variant = variantOf(product, variantId) ?? product.variants[0];
  const soldOut = isSoldOut(variant);
  const chooseVariant = (id: string) => navigate(productPath(product._id, id), { preventScrollReset: true });

  return (
    <article className={styles.page} aria-labelledby="product-name">
      <div className={styles.top}>
        <ProductGallery
          key={variant._id}
          images={variant.images}
          name={`${product.name} in ${variant.color}`}
        />
        <div className={styles.info}>
          <div className={styles.nameRow}>
            <h1 id="product-name" className={styles.name}>
              {product.name}
            </h1>
            <WishlistHeart product={product} className={styles.heart} />
          </div>
          <p className={styles.description}>{product.description}</p>
          {product.reviewCount > 0 ? (
            <p className={styles.rating}>
              <StarRating rating={product.rating} />
              <AppLink href="#reviews-title" className={styles.reviewLink}>
                <span aria-hidden="true">{product.rating.toFixed(1)} </span>
                {`(${product.reviewCount} ${product.reviewCount === 1 ? "review" : "reviews"})`}
              </AppLink>
            </p>
          ) : (
            <p className={styles.rating}>No reviews yet</p>
          )}
          <Price
            finalPrice={product.finalPrice}
            originalPrice={product.price}
            discount={product.discount}
            size="lg"
          />
          <p className={styles.taxNote}>MRP incl. of all taxes</p>
          {/* Below a phone's first screen: opened from a listing, the page draws the picture, name and
              price first and these a frame later. */}
          <AfterFirstFrame>
            <ColourPicker variants={product.variants} selectedId={variant._id} onChange={chooseVariant} />
            {soldOut ? (
              <RestockAlerts key={variant._id} productId={product._id} variant={variant} />
            ) : (
              <PurchasePanel key={variant._id} product={product} variant={variant} />
            )}
            <TrustStrip
              cashOnDelivery={product.codAvailable}
              returnDays={product.returnPolicy}
              deliversHere={servesPincode !== false}
            />
            <DeliveryCheck onServedChange={setServesPincode} />
            <InfoRows product={product} inStock={!soldOut} />
            <PurchaseTerms title={PRODUCT_TERMS_TITLE} terms={productPurchaseTerms(product)} />
          </AfterFirstFrame>
        </div>
      </div>
      {/* Below the fold: each hydrated when the shopper heads its way (the similar products are also only
          asked for then). */}
      <HydrateWhenNear id="product-details" estimate={["290px", "250px"]}>
        <LazyProductDetails details={product.productDetails[0]} />
      </HydrateWhenNear>
      {product.declarations ? (
        <HydrateWhenNear id="product-declarations" estimate={["560px", "470px"]}>
          <LazyDeclarations product={product} />
        </HydrateWhenNear>
      ) : null}
      <HydrateWhenNear id="product-reviews" estimate={["400px", "350px"]}>
        <LazyReviews product={product} />
      </HydrateWhenNear>
      <HydrateWhenNear id="product-similar" estimate={["510px", "660px"]}>
        <SimilarProducts productId={product._id} />
      </HydrateWhenNear>
    </article>
  );
}
