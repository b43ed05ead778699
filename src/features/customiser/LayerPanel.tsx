// The side's layers (LayerList.tsx), under them the selected layer's buttons, and Undo / Redo.
import { type Ref, memo } from "react";
import type { DesignLayer } from "../../api/types";
import { Button } from "../../components/Button";
import type { EditorAction } from "./designReducer";
import type { EditorWords } from "./editorWords";
import { LazyLayerList } from "./onDemand";
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
        <LazyLayerList
          layers={layers}
          selectedId={selectedId}
          describe={describe}
          dispatch={dispatch}
          onChosen={onChosen}
          listRef={listRef}
          sideName={sideName}
        />
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
