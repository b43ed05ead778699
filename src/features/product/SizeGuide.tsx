import { useState } from "react";
import { PlainButton } from "../../components/Pressable";
import type { SizeMeasurement, SubCategory } from "../../api/types";
import { LoadingLayer, lazyPart, OpenedOnce, preloadOnIntent } from "../../components/LazyPart";
import { needsScript, withoutScript } from "../../design/scripting.css";
import * as styles from "./SizeGuide.css";

// The chart and its dialog are fetched when the shopper first opens the guide (or points at the link),
// not with the page: most visits never open it.
const LazySizeGuideDialog = lazyPart(
  () => import("./SizeGuideDialog").then((module) => module.SizeGuideDialog),
  <LoadingLayer label="Loading size guide" />,
);

/** The product declarations' measurements heading (ProductDeclarationsSection). */
export const MEASUREMENTS_ANCHOR = "measurements-title";

/** The size picker's "Size guide" link and its dialog: the product's own measurements when it declares
 * them, else the sub-category's chart, in cm or inches. */
export function SizeGuide({
  subCategory,
  measurements,
}: {
  subCategory: SubCategory;
  measurements?: readonly SizeMeasurement[];
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* Without scripts the dialog cannot open: the page's own measurements, where it declares them
          (the product declarations further down). */}
      {measurements?.length ? (
        <a href={`#${MEASUREMENTS_ANCHOR}`} className={`${styles.opener} ${withoutScript}`}>
          Size guide
        </a>
      ) : null}
      <PlainButton
        className={`${styles.opener} ${needsScript}`}
        {...preloadOnIntent(LazySizeGuideDialog)}
        onPress={() => setOpen(true)}
      >
        Size guide
      </PlainButton>
      <OpenedOnce isOpen={isOpen}>
        <LazySizeGuideDialog
          subCategory={subCategory}
          measurements={measurements}
          isOpen={isOpen}
          onOpenChange={setOpen}
        />
      </OpenedOnce>
    </>
  );
}
