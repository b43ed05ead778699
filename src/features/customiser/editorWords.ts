// What the editor says in its live region after each change ("Moved Text 'Chai Pe Charcha' to top centre"),
// built from the shared layer words (src/lib/design/describeLayer.ts), so the list and the announcements
// name a layer the same way.
import type { DesignLayer } from "../../api/types";
import { type LayerNames, layerPlace, layerTitle } from "../../lib/design/describeLayer";
import { PRINT_AREA } from "../../lib/design/printArea";

const wide = (layer: DesignLayer) => Math.round((layer.width / PRINT_AREA.width) * 100);

export function editorWords(names: LayerNames) {
  const title = (layer: DesignLayer) => layerTitle(layer, names);
  return {
    added: (layer: DesignLayer) => `Added ${title(layer)}, ${layerPlace(layer)}`,
    moved: (layer: DesignLayer) => {
      const place = layerPlace(layer);
      return `Moved ${title(layer)} to ${place === "centred" ? "the centre" : place}`;
    },
    pinched: (layer: DesignLayer) => {
      const place = layerPlace(layer);
      const turned = layer.rotation === 0 ? "" : `, turned ${Math.round(layer.rotation)}°`;
      return `Moved and resized ${title(layer)} to ${place === "centred" ? "the centre" : place}, ${wide(layer)} % wide${turned}`;
    },
    resized: (layer: DesignLayer) => `Resized ${title(layer)} to ${wide(layer)} % wide`,
    turned: (layer: DesignLayer) => `Turned ${title(layer)} to ${Math.round(layer.rotation)}°`,
    changed: (layer: DesignLayer) => `Changed ${title(layer)}`,
    removed: (layer: DesignLayer) => `Removed ${title(layer)}`,
    duplicated: (layer: DesignLayer) => `Duplicated ${title(layer)}`,
    forward: (layer: DesignLayer) => `Brought ${title(layer)} forward`,
    backward: (layer: DesignLayer) => `Sent ${title(layer)} back`,
  };
}

export type EditorWords = ReturnType<typeof editorWords>;
