// One side's layers drawn as SVG in print units (0…1200 × 0…1600). The same markup is drawn by the
// editor, the wishlist card, the share page and, rendered to a string, by the server's print files, so
// what the shopper sees is what is printed (docs/decisions/customiser-design.md#one-drawing).
import { designFont, textLine } from "./fonts";
import type { DesignLayer } from "../../api/types";

type TextLayer = Extract<DesignLayer, { kind: "text" }>;

export interface ArtworkSources {
  /** The address of a graphic's picture, or undefined while it is not known (the layer is left out). */
  graphicHref: (graphicId: string) => string | undefined;
  /** The address of an uploaded picture, or undefined when it may not be shown (a shared design). */
  uploadHref: (uploadId: string) => string | undefined;
  /** The print renderer's outline of a text layer's line: a path in the box's coordinates (its top-left
   * corner at −width/2, −height/2), drawn in place of the <text>, whose fonts the server's SVG renderer
   * cannot load (server/services/designs/textOutline.ts). Undefined: the browser draws the text. */
  textOutline?: (layer: TextLayer) => string;
}

function LayerBody({ layer, sources }: { layer: DesignLayer; sources: ArtworkSources }) {
  const left = -layer.width / 2;
  const top = -layer.height / 2;
  if (layer.kind === "text" && sources.textOutline) {
    return <path d={sources.textOutline(layer)} fill={layer.color} />;
  }
  if (layer.kind === "text") {
    const font = designFont(layer.font);
    const line = textLine(font, layer.height);
    // textLength stretches the line to the box's width: its width is the document's, not the renderer's.
    return (
      <text
        x={left}
        y={top + line.baseline}
        fontFamily={`'${font.family}'`}
        fontSize={line.fontSize}
        textLength={layer.width}
        lengthAdjust="spacingAndGlyphs"
        fill={layer.color}
      >
        {layer.text}
      </text>
    );
  }
  const href =
    layer.kind === "graphic" ? sources.graphicHref(layer.graphicId) : sources.uploadHref(layer.uploadId);
  if (!href) return null;
  return (
    <image
      href={href}
      x={left}
      y={top}
      width={layer.width}
      height={layer.height}
      preserveAspectRatio="none"
    />
  );
}

/** Layers bottom first, each turned about its own centre. */
export function DesignLayersSvg({
  layers,
  sources,
}: {
  layers: readonly DesignLayer[];
  sources: ArtworkSources;
}) {
  return (
    <>
      {layers.map((layer) => (
        <g
          key={layer.id}
          data-layer-id={layer.id}
          transform={`translate(${layer.x} ${layer.y}) rotate(${layer.rotation})`}
        >
          <LayerBody layer={layer} sources={sources} />
        </g>
      ))}
    </>
  );
}
