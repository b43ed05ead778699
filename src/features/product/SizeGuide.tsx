import { useState } from "react";
import { PlainButton } from "../../components/Pressable";
import type { SubCategory } from "../../api/types";
import { LoadingLayer, lazyPart, OpenedOnce } from "../../components/LazyPart";
import * as styles from "./SizeGuide.css";

// The chart and its dialog are fetched when the shopper first opens the guide (or points at the link),
// not with the page: most visits never open it.
const LazySizeGuideDialog = lazyPart(
  () => import("./SizeGuideDialog").then((module) => module.SizeGuideDialog),
  <LoadingLayer label="Loading size guide" />,
);

/** The size picker's "Size guide" link and its dialog: the sub-category's chart in cm or inches. */
export function SizeGuide({ subCategory }: { subCategory: SubCategory }) {
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
        <LazySizeGuideDialog subCategory={subCategory} isOpen={isOpen} onOpenChange={setOpen} />
      </OpenedOnce>
    </>
  );
}
