import type { MouseEvent } from "react";
import type { ProductSummary } from "../../../api/types";
import { Price } from "../../../components/Price";
import { ProductCard, ProductCardHeartProvider } from "../../catalog";
import { InfoRows, ProductDetailsSections, ProductGallery } from "../../product";
import * as styles from "./ProductFormScreen.css";
import {
  type Category,
  finalPriceOfForm,
  type ProductFormValues,
  type SubCategory,
  wholeNumberOf,
} from "./productFormValues";
import { productFormWords as words } from "./productFormWords";

const PREVIEW_ID = "preview";

/** The form as a listing's card reads a product (only what the form has: no ratings yet). */
function summaryOf(values: ProductFormValues, images: string[]): ProductSummary {
  const price = wholeNumberOf(values.price) ?? 0;
  const finalPrice = finalPriceOfForm(values) ?? price;
  const variants = values.variants.map((v) => ({
    _id: v.key,
    color: v.color.trim(),
    colorHex: v.colorHex,
    images: v.pictures.flatMap((p) => (p.src ? [p.src] : [])),
    sizes: v.sizes.map(({ size, stock }) => ({ size, stock: wholeNumberOf(stock) ?? 0 })),
  }));
  return {
    _id: PREVIEW_ID,
    variantId: variants[0]?._id ?? PREVIEW_ID,
    name: values.name.trim() || words.name,
    description: values.description.trim(),
    category: (values.category || "upperwear") as Category,
    subCategory: (values.subCategory || "t-shirt") as SubCategory,
    images,
    variants,
    price,
    originalPrice: price,
    finalPrice,
    discount: wholeNumberOf(values.discount) ?? 0,
    isNew: values.tags.includes("newarrival"),
    rating: 0,
    reviews: 0,
    tags: values.tags,
    codAvailable: values.codAvailable,
    isAvailable: variants.some((v) => v.sizes.some((s) => s.stock > 0)),
    returnPolicy: wholeNumberOf(values.returnPolicy) ?? 0,
    createdAt: new Date(0).toISOString(),
  };
}

/** The product is not in the shop yet: its card's links go nowhere from the preview. */
const stayHere = (event: MouseEvent) => {
  if ((event.target as HTMLElement).closest("a")) event.preventDefault();
};

/**
 * The card in listings and the top of the product page as the form stands, drawn by the shop's own
 * components (ProductCard, ProductGallery, Price, InfoRows, ProductDetailsSections), before saving.
 */
export function ProductPreview({ values }: { values: ProductFormValues }) {
  const first = values.variants[0];
  const images = first?.pictures.flatMap((p) => (p.src ? [p.src] : [])) ?? [];
  const product = summaryOf(values, images);
  const details = {
    overview: values.overview.trim(),
    features: values.features.map((r) => r.text.trim()).filter(Boolean),
    materialAndCare: values.materialAndCare.map((r) => r.text.trim()).filter(Boolean),
    specifications: values.specifications
      .filter((s) => s.name.trim() && s.value.trim())
      .map((s) => ({ _id: s.key, name: s.name.trim(), value: s.value.trim() })),
  };
  const hasDetails =
    details.overview ||
    details.features.length + details.materialAndCare.length + details.specifications.length > 0;
  return (
    <section className={styles.section} aria-labelledby="product-preview">
      <h2 id="product-preview" className={styles.sectionTitle}>
        {words.preview}
      </h2>
      <p className={styles.hint}>{words.previewHint}</p>
      <div className={styles.preview} onClickCapture={stayHere}>
        <div className={styles.previewPart} data-testid="preview-card">
          <p className={styles.previewLabel}>{words.previewCard}</p>
          <ProductCardHeartProvider value={null}>
            <ProductCard product={product} />
          </ProductCardHeartProvider>
          {images.length === 0 ? <p className={styles.hint}>{words.previewNoPicture}</p> : null}
        </div>
        <div className={styles.previewPart} data-testid="preview-page">
          <p className={styles.previewLabel}>{words.previewPage}</p>
          <div className={styles.previewTop}>
            {images.length > 0 ? (
              <ProductGallery
                key={images.join(" ")}
                images={images}
                name={`${product.name} in ${first?.color}`}
              />
            ) : null}
            <div className={styles.previewPart}>
              <h3 className={styles.previewName}>{product.name}</h3>
              <p className={styles.previewText}>{product.description}</p>
              <Price
                finalPrice={product.finalPrice}
                originalPrice={product.price}
                discount={product.discount}
                size="lg"
              />
              <InfoRows product={product} inStock={product.isAvailable} />
            </div>
          </div>
          {hasDetails ? <ProductDetailsSections details={details} /> : null}
        </div>
      </div>
    </section>
  );
}
