import { useState } from "react";
import { PlainButton } from "../../components/Pressable";
import type { SizeMeasurement, SubCategory } from "../../api/types";
import { LoadingLayer, lazyPart, OpenedOnce } from "../../components/LazyPart";
import * as styles from "./SizeGuide.css";

// The chart and its dialog are fetched when the shopper first opens the guide (or points at the link),
// not with the page: most visits never open it.
const LazySizeGuideDialog = lazyPart(
  () => import("./SizeGuideDialog").then((module) => module.SizeGuideDialog),
  <LoadingLayer label="Loading size guide" />,
);

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
      <PlainButton
        className={styles.opener}
        onHoverStart={LazySizeGuideDialog.preload}
        onPressStart={LazySizeGuideDialog.preload}
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
