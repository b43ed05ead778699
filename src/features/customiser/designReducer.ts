// The editor's state: the design document (garment, colour, size, each side's layers) with an undo and redo
// history, the side on view and the selected layer. Pure: every change is an action, so the keyboard, the
// pointer and the buttons make the same changes, and tests/unit/customiser-reducer.test.ts holds them.
import type { LETTER_SIZES } from "../../api/enums";
import type { DesignLayer, DesignSides } from "../../api/types";
import { moveBy, rotateBy, scaleBy } from "../../lib/design/layerGeometry";
import type { DesignSide, GarmentType } from "../../lib/design/printArea";

export type LetterSize = (typeof LETTER_SIZES)[number];

/** The design as it is saved (docs/decisions/customiser-design.md): `color` is null until one is chosen. */
export interface DesignDocument {
  type: GarmentType;
  color: string | null;
  size: LetterSize;
  sides: DesignSides;
}

/** A change that can be undone, and its words ("Moved Text 'Chai' to top centre"). */
interface HistoryEntry {
  document: DesignDocument;
  words: string;
}

export interface EditorState {
  document: DesignDocument;
  side: DesignSide;
  selectedId: string | null;
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
  /** The document when a drag or pinch began: its moves change the document without history. */
  gestureStart: DesignDocument | null;
  /** What the last change did, for the live region; `sequence` makes a repeated sentence announce again. */
  announcement: { words: string; sequence: number };
}

/** The schema's bound on one side's layers (DesignSides.maxItems). */
export const MAX_LAYERS_PER_SIDE = 8;
/** The most steps Undo goes back. */
const HISTORY_LIMIT = 100;

export const EMPTY_DOCUMENT: DesignDocument = {
  type: "hoodie",
  color: null,
  size: "M",
  sides: { front: [], back: [] },
};

export function initialEditorState(document: DesignDocument = EMPTY_DOCUMENT): EditorState {
  return {
    document,
    side: "front",
    selectedId: null,
    past: [],
    future: [],
    gestureStart: null,
    announcement: { words: "", sequence: 0 },
  };
}

export type EditorAction =
  | { kind: "setType"; type: GarmentType }
  | { kind: "setColor"; color: string }
  | { kind: "setSize"; size: LetterSize }
  | { kind: "showSide"; side: DesignSide }
  | { kind: "select"; id: string | null }
  /** Adds a layer on the side on view and selects it. */
  | { kind: "add"; layer: DesignLayer; words: string }
  /** Replaces the selected layer (a keyboard step, a text edit): one step of history. */
  | { kind: "change"; layer: DesignLayer; words: string }
  | { kind: "nudge"; dx: number; dy: number; words: (layer: DesignLayer) => string }
  | { kind: "scale"; factor: number; words: (layer: DesignLayer) => string }
  | { kind: "rotate"; degrees: number; words: (layer: DesignLayer) => string }
  | { kind: "remove"; words: string }
  | { kind: "duplicate"; words: string }
  | { kind: "forward"; words: string }
  | { kind: "backward"; words: string }
  | { kind: "beginGesture" }
  /** A drag's or pinch's current box for the selected layer, without history. */
  | { kind: "gestureMove"; layer: DesignLayer }
  | { kind: "endGesture"; words: (layer: DesignLayer) => string }
  | { kind: "undo" }
  | { kind: "redo" }
  /** A reopened or restored design: a fresh history. */
  | { kind: "replace"; document: DesignDocument };

export const layersOn = (state: EditorState): readonly DesignLayer[] => state.document.sides[state.side];

export function selectedLayer(state: EditorState): DesignLayer | null {
  return layersOn(state).find((layer) => layer.id === state.selectedId) ?? null;
}

/** A layer id not used on either side ("l1", "l2", …; the schema allows letters, digits, _ and -). */
export function newLayerId(document: DesignDocument): string {
  const numbers = [...document.sides.front, ...document.sides.back]
    .map((layer) => /^l(\d+)$/.exec(layer.id)?.[1])
    .map((n) => (n ? Number(n) : 0));
  return `l${Math.max(0, ...numbers) + 1}`;
}

function announce(state: EditorState, words: string): EditorState["announcement"] {
  return { words, sequence: state.announcement.sequence + 1 };
}

/** A change of the document that Undo can take back. */
function commit(
  state: EditorState,
  document: DesignDocument,
  words: string,
  extra: Partial<EditorState> = {},
) {
  const past = [...state.past, { document: state.document, words }].slice(-HISTORY_LIMIT);
  return {
    ...state,
    ...extra,
    document,
    past,
    future: [],
    gestureStart: null,
    announcement: announce(state, words),
  };
}

function withSideLayers(document: DesignDocument, side: DesignSide, layers: DesignLayer[]): DesignDocument {
  return { ...document, sides: { ...document.sides, [side]: layers } };
}

/** The side's layers with the selected one replaced by `change(layer)`, or null without a selection. */
function changeSelected(
  state: EditorState,
  change: (layer: DesignLayer) => DesignLayer,
): { document: DesignDocument; layer: DesignLayer } | null {
  const current = selectedLayer(state);
  if (!current) return null;
  const layer = change(current);
  const layers = layersOn(state).map((l) => (l.id === current.id ? layer : l));
  return { document: withSideLayers(state.document, state.side, layers), layer };
}

function restack(state: EditorState, step: 1 | -1, words: string): EditorState {
  const layers = [...layersOn(state)];
  const index = layers.findIndex((layer) => layer.id === state.selectedId);
  const target = index + step;
  if (index < 0 || target < 0 || target >= layers.length) return state;
  [layers[index], layers[target]] = [layers[target], layers[index]];
  return commit(state, withSideLayers(state.document, state.side, layers), words);
}

export function canUndo(state: EditorState): boolean {
  return state.past.length > 0;
}

export function canRedo(state: EditorState): boolean {
  return state.future.length > 0;
}

/** The selection stays only when its layer is still on the side on view. */
function keptSelection(document: DesignDocument, side: DesignSide, id: string | null): string | null {
  return document.sides[side].some((layer) => layer.id === id) ? id : null;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.kind) {
    case "setType":
      if (state.document.type === action.type) return state;
      return commit(
        state,
        { ...state.document, type: action.type },
        action.type === "hoodie" ? "Hoodie chosen" : "T-Shirt chosen",
      );
    case "setColor":
      if (state.document.color === action.color) return state;
      return commit(state, { ...state.document, color: action.color }, `Colour ${action.color} chosen`);
    case "setSize":
      if (state.document.size === action.size) return state;
      return commit(state, { ...state.document, size: action.size }, `Size ${action.size} chosen`);
    case "showSide":
      if (state.side === action.side) return state;
      return {
        ...state,
        side: action.side,
        selectedId: null,
        announcement: announce(state, action.side === "front" ? "Showing the front" : "Showing the back"),
      };
    case "select":
      return { ...state, selectedId: keptSelection(state.document, state.side, action.id) };
    case "add": {
      const layers = layersOn(state);
      if (layers.length >= MAX_LAYERS_PER_SIDE) return state;
      const document = withSideLayers(state.document, state.side, [...layers, action.layer]);
      return commit(state, document, action.words, { selectedId: action.layer.id });
    }
    case "change": {
      const changed = changeSelected(state, () => action.layer);
      return changed ? commit(state, changed.document, action.words) : state;
    }
    case "nudge":
    case "scale":
    case "rotate": {
      const changed = changeSelected(state, (layer) =>
        action.kind === "nudge"
          ? moveBy(layer, action.dx, action.dy)
          : action.kind === "scale"
            ? scaleBy(layer, action.factor)
            : rotateBy(layer, action.degrees),
      );
      if (!changed) return state;
      return commit(state, changed.document, action.words(changed.layer));
    }
    case "remove": {
      if (!selectedLayer(state)) return state;
      const layers = layersOn(state).filter((layer) => layer.id !== state.selectedId);
      return commit(state, withSideLayers(state.document, state.side, layers), action.words, {
        selectedId: null,
      });
    }
    case "duplicate": {
      const current = selectedLayer(state);
      const layers = layersOn(state);
      if (!current || layers.length >= MAX_LAYERS_PER_SIDE) return state;
      // The copy sits a little below and right of the original, so both can be seen and grabbed.
      const copy = moveBy({ ...current, id: newLayerId(state.document) }, 40, 40);
      const document = withSideLayers(state.document, state.side, [...layers, copy]);
      return commit(state, document, action.words, { selectedId: copy.id });
    }
    case "forward":
      return restack(state, 1, action.words);
    case "backward":
      return restack(state, -1, action.words);
    case "beginGesture":
      return { ...state, gestureStart: state.document };
    case "gestureMove": {
      const changed = changeSelected(state, () => action.layer);
      return changed ? { ...state, document: changed.document } : state;
    }
    case "endGesture": {
      const start = state.gestureStart;
      const layer = selectedLayer(state);
      if (!start || !layer || start === state.document) return { ...state, gestureStart: null };
      const words = action.words(layer);
      return {
        ...state,
        past: [...state.past, { document: start, words }].slice(-HISTORY_LIMIT),
        future: [],
        gestureStart: null,
        announcement: announce(state, words),
      };
    }
    case "undo": {
      const last = state.past.at(-1);
      if (!last) return state;
      return {
        ...state,
        document: last.document,
        selectedId: keptSelection(last.document, state.side, state.selectedId),
        past: state.past.slice(0, -1),
        future: [{ document: state.document, words: last.words }, ...state.future],
        gestureStart: null,
        announcement: announce(state, `Undone: ${last.words}`),
      };
    }
    case "redo": {
      const next = state.future[0];
      if (!next) return state;
      return {
        ...state,
        document: next.document,
        selectedId: keptSelection(next.document, state.side, state.selectedId),
        past: [...state.past, { document: state.document, words: next.words }],
        future: state.future.slice(1),
        gestureStart: null,
        announcement: announce(state, `Redone: ${next.words}`),
      };
    }
    case "replace":
      return { ...initialEditorState(action.document), announcement: state.announcement };
  }
}
