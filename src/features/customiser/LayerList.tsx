import type { Ref } from "react";
import { ListBox, ListBoxItem } from "react-aria-components";
import type { DesignLayer } from "../../api/types";
import type { EditorAction } from "./designReducer";
import * as styles from "./LayerList.css";

export interface LayerListProps {
  layers: readonly DesignLayer[];
  selectedId: string | null;
  describe: (layer: DesignLayer) => string;
  dispatch: (action: EditorAction) => void;
  onChosen: () => void;
  listRef: Ref<HTMLDivElement>;
  sideName: string;
}

/**
 * The side's layers as a list a screen reader reads (each item is describeLayer's words), top layer first;
 * choosing one selects it and moves focus to its frame on the stage, where the keys work. Its code (the
 * list box and its collection) comes on demand: see onDemand.tsx.
 */
export function LayerList({
  layers,
  selectedId,
  describe,
  dispatch,
  onChosen,
  listRef,
  sideName,
}: LayerListProps) {
  const topFirst = [...layers].reverse();
  return (
    // Enter on a layer, already selected or not, takes the keys to its frame on the stage.
    <div
      onKeyDownCapture={(event) => {
        if (event.key !== "Enter") return;
        const id = (event.target as HTMLElement).closest("[data-key]")?.getAttribute("data-key");
        if (!id) return;
        event.preventDefault();
        event.stopPropagation();
        dispatch({ kind: "select", id });
        onChosen();
      }}
    >
      <ListBox
        ref={listRef}
        aria-label={`Layers on the ${sideName}, top first`}
        className={styles.list}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={selectedId ? [selectedId] : []}
        onSelectionChange={(keys) => {
          if (keys === "all") return;
          const [id] = [...keys];
          dispatch({ kind: "select", id: id ? String(id) : null });
          onChosen();
        }}
      >
        {topFirst.map((layer) => (
          <ListBoxItem key={layer.id} id={layer.id} textValue={describe(layer)} className={styles.item}>
            {describe(layer)}
          </ListBoxItem>
        ))}
      </ListBox>
    </div>
  );
}
