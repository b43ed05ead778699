// The side's layers as a list a screen reader reads (each item is describeLayer's words), top layer first;
// choosing one selects it and moves focus to its frame on the stage, where the keys work. Under it the
// selected layer's buttons, and Undo / Redo.
import { type Ref, memo } from "react";
import { ListBox, ListBoxItem } from "react-aria-components";
import type { DesignLayer } from "../../api/types";
import { Button } from "../../components/Button";
import type { EditorAction } from "./designReducer";
import type { EditorWords } from "./editorWords";
import * as styles from "./LayerPanel.css";

export interface LayerPanelProps {
  layers: readonly DesignLayer[];
  selectedId: string | null;
  describe: (layer: DesignLayer) => string;
  words: EditorWords;
  dispatch: (action: EditorAction) => void;
  onChosen: () => void;
  canUndo: boolean;
  canRedo: boolean;
  listRef: Ref<HTMLDivElement>;
  sideName: string;
}

export const LayerPanel = memo(function LayerPanel({
  layers,
  selectedId,
  describe,
  words,
  dispatch,
  onChosen,
  canUndo,
  canRedo,
  listRef,
  sideName,
}: LayerPanelProps) {
  const selected = layers.find((layer) => layer.id === selectedId) ?? null;
  const index = selected ? layers.indexOf(selected) : -1;
  const topFirst = [...layers].reverse();
  return (
    <section className={styles.panel} aria-labelledby="customiser-layers-title">
      <div className={styles.titleRow}>
        <h2 id="customiser-layers-title" className={styles.title} tabIndex={-1}>
          Layers on the {sideName}
        </h2>
        <div className={styles.history}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!canUndo}
            onPress={() => dispatch({ kind: "undo" })}
          >
            Undo
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!canRedo}
            onPress={() => dispatch({ kind: "redo" })}
          >
            Redo
          </Button>
        </div>
      </div>
      {layers.length === 0 ? (
        <p className={styles.empty}>Nothing on the {sideName} yet: add a graphic, your words or a picture.</p>
      ) : (
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
      )}
      <p id="customiser-layer-keys" className={styles.hint}>
        On a chosen layer: arrow keys move it (Shift: further), + and − resize it, [ and ] turn it, Page Up
        and Page Down restack it, Ctrl+D duplicates it, Delete removes it.
      </p>
      {selected ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={index === layers.length - 1}
            onPress={() => dispatch({ kind: "forward", words: words.forward(selected) })}
          >
            Bring forward
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={index === 0}
            onPress={() => dispatch({ kind: "backward", words: words.backward(selected) })}
          >
            Send back
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => dispatch({ kind: "duplicate", words: words.duplicated(selected) })}
          >
            Duplicate
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Remove ${describe(selected)}`}
            onPress={() => dispatch({ kind: "remove", words: words.removed(selected) })}
          >
            Remove ×
          </Button>
        </div>
      ) : null}
    </section>
  );
});
