import { describe, expect, it } from "vitest";
import type { DesignLayer } from "../../src/api/types";
import { describeLayer } from "../../src/lib/design/describeLayer";
import { liesInsidePrintArea } from "../../src/lib/design/layerGeometry";
import {
  canRedo,
  canUndo,
  type EditorState,
  editorReducer,
  initialEditorState,
  MAX_LAYERS_PER_SIDE,
  newLayerId,
  selectedLayer,
} from "../../src/features/customiser/designReducer";
import { editorWords } from "../../src/features/customiser/editorWords";
import { historyKeyAction, layerKeyAction } from "../../src/features/customiser/layerKeys";
import { newGraphicLayer, newTextLayer } from "../../src/features/customiser/newLayers";

const names = { graphicName: (id: string) => (id === "lotus" ? "Lotus mandala" : undefined) };
const words = editorWords(names);
const press = (key: string, mods: Partial<{ shift: boolean; ctrl: boolean }> = {}) => ({
  key,
  shiftKey: mods.shift ?? false,
  ctrlKey: mods.ctrl ?? false,
  metaKey: false,
  altKey: false,
});

function withGraphic(state = initialEditorState()): EditorState {
  const layer = newGraphicLayer(newLayerId(state.document), "lotus");
  return editorReducer(state, { kind: "add", layer, words: words.added(layer) });
}

function pressKey(state: EditorState, key: string, mods = {}): EditorState {
  const layer = selectedLayer(state);
  if (!layer) throw new Error("nothing selected");
  const action = layerKeyAction(press(key, mods), layer, words);
  if (!action) throw new Error(`${key} is not an editor key`);
  return editorReducer(state, action);
}

describe("the customiser's editor state", () => {
  it("starts as a hoodie's front with no colour and nothing to undo", () => {
    const state = initialEditorState();
    expect(state.document.type).toBe("hoodie");
    expect(state.side).toBe("front");
    expect(state.document.color).toBeNull();
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
  });

  it("adds a graphic centred at 40 % of the print area's width, selected, and says so", () => {
    const state = withGraphic();
    const layer = selectedLayer(state);
    expect(layer).toMatchObject({ kind: "graphic", x: 600, y: 800, width: 480, rotation: 0 });
    expect(state.announcement.words).toBe("Added Graphic 'Lotus mandala', centred");
    expect(canUndo(state)).toBe(true);
  });

  it("keeps front and back apart", () => {
    let state = withGraphic();
    state = editorReducer(state, { kind: "showSide", side: "back" });
    expect(state.document.sides.back).toHaveLength(0);
    expect(state.selectedId).toBeNull();
    state = withGraphic(state);
    expect(state.document.sides.front).toHaveLength(1);
    expect(state.document.sides.back).toHaveLength(1);
    expect(state.document.sides.back[0].id).not.toBe(state.document.sides.front[0].id);
  });

  it("moves by 1 unit with an arrow and 10 with Shift, and announces where the layer is", () => {
    let state = withGraphic();
    state = pressKey(state, "ArrowRight");
    expect(selectedLayer(state)?.x).toBe(601);
    state = pressKey(state, "ArrowUp", { shift: true });
    expect(selectedLayer(state)?.y).toBe(790);
    for (let i = 0; i < 50; i++) state = pressKey(state, "ArrowUp", { shift: true });
    expect(state.announcement.words).toBe("Moved Graphic 'Lotus mandala' to top centre");
  });

  it("never lets a layer out of the print area, however far it is pushed", () => {
    let state = withGraphic();
    for (let i = 0; i < 200; i++) state = pressKey(state, "ArrowLeft", { shift: true });
    const layer = selectedLayer(state) as DesignLayer;
    expect(layer.x).toBe(240);
    expect(liesInsidePrintArea(layer)).toBe(true);
  });

  it("resizes by 5 % and turns by 1° or 15° with Shift, about the centre", () => {
    let state = withGraphic();
    state = pressKey(state, "+");
    expect(selectedLayer(state)?.width).toBe(504);
    state = pressKey(state, "-");
    expect(selectedLayer(state)?.width).toBeCloseTo(478.8, 1);
    state = pressKey(state, "]");
    state = pressKey(state, "]", { shift: true });
    expect(selectedLayer(state)?.rotation).toBe(16);
    state = pressKey(state, "[");
    expect(selectedLayer(state)?.rotation).toBe(15);
    expect(selectedLayer(state)).toMatchObject({ x: 600, y: 800 });
    expect(state.announcement.words).toBe("Turned Graphic 'Lotus mandala' to 15°");
  });

  it("duplicates, restacks and removes the selected layer", () => {
    let state = withGraphic();
    const first = state.selectedId;
    state = pressKey(state, "d", { ctrl: true });
    expect(state.document.sides.front).toHaveLength(2);
    expect(state.selectedId).not.toBe(first);
    state = pressKey(state, "PageDown");
    expect(state.document.sides.front[0].id).toBe(state.selectedId);
    state = pressKey(state, "PageUp");
    expect(state.document.sides.front[1].id).toBe(state.selectedId);
    state = pressKey(state, "Delete");
    expect(state.document.sides.front.map((l) => l.id)).toEqual([first]);
    expect(state.selectedId).toBeNull();
    expect(state.announcement.words).toBe("Removed Graphic 'Lotus mandala'");
  });

  it("undoes and redoes each change, saying what it took back", () => {
    let state = withGraphic();
    state = pressKey(state, "ArrowDown", { shift: true });
    state = editorReducer(state, historyKeyAction(press("z", { ctrl: true })) ?? { kind: "undo" });
    expect(selectedLayer(state)?.y).toBe(800);
    expect(state.announcement.words).toBe("Undone: Moved Graphic 'Lotus mandala' to the centre");
    state = editorReducer(
      state,
      historyKeyAction(press("z", { ctrl: true, shift: true })) ?? { kind: "redo" },
    );
    expect(selectedLayer(state)?.y).toBe(810);
    state = editorReducer(state, { kind: "undo" });
    state = editorReducer(state, { kind: "undo" });
    expect(state.document.sides.front).toHaveLength(0);
    expect(canUndo(state)).toBe(false);
    state = editorReducer(state, historyKeyAction(press("y", { ctrl: true })) ?? { kind: "undo" });
    expect(state.document.sides.front).toHaveLength(1);
    expect(canRedo(state)).toBe(true);
  });

  it("makes a whole drag one step of history", () => {
    let state = withGraphic();
    const layer = selectedLayer(state) as DesignLayer;
    state = editorReducer(state, { kind: "beginGesture" });
    for (const x of [620, 700, 800])
      state = editorReducer(state, { kind: "gestureMove", layer: { ...layer, x } });
    state = editorReducer(state, { kind: "endGesture", words: words.moved });
    expect(state.past).toHaveLength(2);
    state = editorReducer(state, { kind: "undo" });
    expect(selectedLayer(state)?.x).toBe(600);
  });

  it("adds no layer past the schema's eight a side", () => {
    let state = initialEditorState();
    for (let i = 0; i < MAX_LAYERS_PER_SIDE + 2; i++) state = withGraphic(state);
    expect(state.document.sides.front).toHaveLength(MAX_LAYERS_PER_SIDE);
  });

  it("records garment, colour and size choices as undoable changes", () => {
    let state = editorReducer(initialEditorState(), { kind: "setType", type: "tshirt" });
    state = editorReducer(state, { kind: "setColor", color: "Black" });
    state = editorReducer(state, { kind: "setSize", size: "XL" });
    expect(state.document).toMatchObject({ type: "tshirt", color: "Black", size: "XL" });
    state = editorReducer(state, { kind: "undo" });
    expect(state.document.size).toBe("M");
  });

  it("reads a layer in words for the layer list", () => {
    const text = newTextLayer(
      "t1",
      "Chai Pe Charcha",
      { font: "anton", color: "#111111", align: "center" },
      900,
    );
    expect(describeLayer(text, "back", names)).toBe("Text 'Chai Pe Charcha', back, centred, 75 % wide");
  });

  it("leaves keys that are not the editor's alone", () => {
    const state = withGraphic();
    const layer = selectedLayer(state) as DesignLayer;
    expect(layerKeyAction(press("a"), layer, words)).toBeNull();
    expect(layerKeyAction(press("c", { ctrl: true }), layer, words)).toBeNull();
    expect(historyKeyAction(press("z"))).toBeNull();
  });
});
