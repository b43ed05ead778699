// The selected layer's keys (docs/product.md#customiser): arrows move it 1 print unit (Shift: 10), + and −
// resize it by 5 %, [ and ] turn it 1° (Shift: 15°), PageUp / PageDown restack it, Ctrl+D duplicates and
// Delete / Backspace removes it. Pure: the key decides the action, the screen dispatches it.
import type { DesignLayer } from "../../api/types";
import type { EditorAction } from "./designReducer";
import type { EditorWords } from "./editorWords";

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The action a key press on the selected layer asks for, or null when the key is not the editor's. */
export function layerKeyAction(press: KeyPress, layer: DesignLayer, words: EditorWords): EditorAction | null {
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey) return null;
  if (command) {
    return press.key.toLowerCase() === "d" ? { kind: "duplicate", words: words.duplicated(layer) } : null;
  }
  const arrow = ARROWS[press.key];
  if (arrow) {
    const step = press.shiftKey ? 10 : 1;
    return { kind: "nudge", dx: arrow[0] * step, dy: arrow[1] * step, words: words.moved };
  }
  switch (press.key) {
    case "+":
    case "=":
      return { kind: "scale", factor: 1.05, words: words.resized };
    case "-":
    case "−":
    case "_":
      return { kind: "scale", factor: 0.95, words: words.resized };
    case "[":
    case "{":
      return { kind: "rotate", degrees: press.shiftKey ? -15 : -1, words: words.turned };
    case "]":
    case "}":
      return { kind: "rotate", degrees: press.shiftKey ? 15 : 1, words: words.turned };
    case "PageUp":
      return { kind: "forward", words: words.forward(layer) };
    case "PageDown":
      return { kind: "backward", words: words.backward(layer) };
    case "Delete":
    case "Backspace":
      return { kind: "remove", words: words.removed(layer) };
    default:
      return null;
  }
}

/** Undo (Ctrl+Z) and redo (Ctrl+Shift+Z, Ctrl+Y), anywhere in the editor but in a text field. */
export function historyKeyAction(press: KeyPress): EditorAction | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey) return null;
  const key = press.key.toLowerCase();
  if (key === "z") return press.shiftKey ? { kind: "redo" } : { kind: "undo" };
  if (key === "y") return { kind: "redo" };
  return null;
}
