// The shop's graphics: a category, then a grid of its graphics, each a button that adds it to the side on
// view ("Add graphic Lotus mandala"). A failed call says so with its own words after the colon
// ('Error fetching graphic: …', docs/product.md#customiser).
import { customiserMessages as messages } from "./customiserMessages";
import { memo } from "react";
import type { Graphic, GraphicCategory } from "../../api/types";
import { PlainButton } from "../../components/Pressable";
import { Select } from "../../components/Select";
import { Spinner } from "../../components/Spinner";
import * as controls from "./controls.css";
import * as styles from "./GraphicPicker.css";

export interface GraphicPickerProps {
  categories: readonly GraphicCategory[];
  categoryId: string | undefined;
  onCategory: (id: string) => void;
  graphics: readonly Graphic[] | undefined;
  isLoading: boolean;
  error: string | null;
  /** False when the side already has the most layers it may. */
  canAdd: boolean;
  onAdd: (graphic: Graphic) => void;
}

export const GraphicPicker = memo(function GraphicPicker({
  categories,
  categoryId,
  onCategory,
  graphics,
  isLoading,
  error,
  canAdd,
  onAdd,
}: GraphicPickerProps) {
  return (
    <section className={controls.section} aria-labelledby="customiser-graphics-title">
      <h2 id="customiser-graphics-title" className={controls.sectionTitle}>
        Graphics
      </h2>
      {categories.length > 0 && categoryId ? (
        <Select
          label="Graphic category"
          options={categories.map((c) => ({ id: c._id, label: c.name }))}
          value={categoryId}
          onChange={onCategory}
        />
      ) : null}
      {error ? (
        <p className={controls.error} role="alert">
          {messages.graphicFailed(error)}
        </p>
      ) : isLoading ? (
        <Spinner label="Loading graphics" />
      ) : graphics && graphics.length > 0 ? (
        <ul className={styles.grid}>
          {graphics.map((graphic) => (
            <li key={graphic._id}>
              <PlainButton
                className={styles.tile}
                aria-label={`Add graphic ${graphic.name}`}
                isDisabled={!canAdd}
                onPress={() => onAdd(graphic)}
              >
                <img src={graphic.path} alt="" className={styles.picture} loading="lazy" />
              </PlainButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className={controls.hint}>No graphics here yet.</p>
      )}
      {canAdd ? null : <p className={controls.hint}>{messages.sideFull}</p>}
    </section>
  );
});
