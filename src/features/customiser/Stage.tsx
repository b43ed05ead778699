// The stage: the garment's side with its layers, and for the selected layer a frame to drag (move), a
// corner to pull (resize, keeping proportions) and a handle to turn; on touch one finger drags and two
// pinch and turn. While a gesture lasts its box is the stage's own preview, drawn at most once a frame
// (requestAnimationFrame): the rest of the editor (layer list, mockups, price) is not drawn again for each
// frame, and the design takes the box once, when the gesture ends, as one step of history
// (docs/decisions/customiser-design.md#the-editor). The selected layer's frame is focusable and takes the editor's keys
// (docs/product.md#customiser).
import {
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import type { DesignLayer } from "../../api/types";
import type { ArtworkSources } from "../../lib/design/DesignLayersSvg";
import {
  type DesignSide,
  type GarmentType,
  MOCKUP,
  PRINT_AREA,
  printAreaOnMockup,
} from "../../lib/design/printArea";
import type { EditorAction } from "./designReducer";
import type { EditorWords } from "./editorWords";
import { type GestureKind, type GestureResult, type Point, pinch, singlePointer } from "./gestures";
import { layerKeyAction } from "./layerKeys";
import { MockupSvg } from "../../components/DesignMockup";
import * as styles from "./Stage.css";

export interface StageProps {
  type: GarmentType;
  side: DesignSide;
  blankHref: string | undefined;
  layers: readonly DesignLayer[];
  selectedId: string | null;
  sources: ArtworkSources;
  words: EditorWords;
  /** The selected layer in words (describeLayer), its frame's accessible name. */
  describe: (layer: DesignLayer) => string;
  dispatch: (action: EditorAction) => void;
  frameRef: Ref<SVGGElement>;
  /** After the selected layer is removed by key: where focus goes next. */
  onRemovedByKey: () => void;
  label: string;
}

interface Gesture {
  kind: GestureKind;
  start: DesignLayer;
  /** Each pointer's place when it joined the gesture and now, in print units. */
  pointers: Map<number, { from: Point; now: Point }>;
  /** Two fingers took part: the gesture moved, scaled and turned the layer. */
  pinched?: boolean;
}

const NO_GUIDES = { vertical: false, horizontal: false };

/** Handles' sizes on screen, in CSS pixels: drawn small, touched by a finger's width (44 px across). */
const HANDLE_PX = 8;
const HANDLE_HIT_PX = 22;
const ROTATE_ARM_PX = 30;
/** Print units per CSS pixel before the stage has been measured (a 500 px wide stage). */
const UNITS_PER_PX_UNMEASURED = 6.7;

export const Stage = memo(function Stage({
  type,
  side,
  blankHref,
  layers,
  selectedId,
  sources,
  words,
  describe,
  dispatch,
  frameRef,
  onRemovedByKey,
  label,
}: StageProps) {
  const svgWrap = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const pending = useRef<GestureResult | null>(null);
  const frame = useRef<number | null>(null);
  const live = useRef<DesignLayer | null>(null);
  const [guides, setGuides] = useState(NO_GUIDES);
  // The gesture's box for the selected layer, drawn here until the gesture ends.
  const [preview, setPreview] = useState<DesignLayer | null>(null);
  const previewRef = useRef<DesignLayer | null>(null);
  const shownLayers =
    preview && preview.id === selectedId
      ? layers.map((layer) => (layer.id === preview.id ? preview : layer))
      : layers;
  const selected = shownLayers.find((layer) => layer.id === selectedId) ?? null;
  live.current = selected;
  const area = printAreaOnMockup(type, side);
  // The handles keep their size on screen, whatever the stage's width.
  const [stageWidth, setStageWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = svgWrap.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => setStageWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const unitsPerPx = stageWidth ? MOCKUP.width / stageWidth / area.scale : UNITS_PER_PX_UNMEASURED;
  const handleSize = HANDLE_PX * unitsPerPx;
  const handleHit = HANDLE_HIT_PX * unitsPerPx;
  const rotateArm = ROTATE_ARM_PX * unitsPerPx;

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** A pointer's place in print units. */
  const toPrint = useCallback((event: { clientX: number; clientY: number }): Point | null => {
    const group = svgWrap.current?.querySelector<SVGGElement>("[data-print-area]");
    const matrix = group?.getScreenCTM();
    if (!matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }, []);

  const flush = useCallback(() => {
    frame.current = null;
    const result = pending.current;
    pending.current = null;
    if (!result) return;
    previewRef.current = result.layer;
    setPreview(result.layer);
    setGuides((now) =>
      now.vertical === result.guides.vertical && now.horizontal === result.guides.horizontal
        ? now
        : result.guides,
    );
  }, []);

  const schedule = (result: GestureResult) => {
    pending.current = result;
    live.current = result.layer;
    frame.current ??= requestAnimationFrame(flush);
  };

  const begin = (event: PointerEvent, kind: GestureKind, layer: DesignLayer) => {
    const point = toPrint(event);
    if (!point) return;
    event.preventDefault();
    try {
      svgWrap.current?.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the gesture still follows the stage's own events.
    }
    const current = gesture.current;
    if (current && current.pointers.size === 1) {
      // A second finger: the gesture becomes a pinch from the layer as it is now.
      const [id, first] = [...current.pointers][0];
      gesture.current = {
        kind: "move",
        pinched: true,
        start: live.current ?? current.start,
        pointers: new Map([
          [id, { from: first.now, now: first.now }],
          [event.pointerId, { from: point, now: point }],
        ]),
      };
      return;
    }
    if (current) return;
    gesture.current = {
      kind,
      start: layer,
      pointers: new Map([[event.pointerId, { from: point, now: point }]]),
    };
    dispatch({ kind: "beginGesture" });
  };

  const onLayerPointerDown = (event: PointerEvent<SVGGElement>) => {
    if (event.button !== 0) return;
    const id = (event.target as Element).closest("[data-layer-id]")?.getAttribute("data-layer-id");
    const layer = layers.find((l) => l.id === id);
    if (!layer) return;
    if (layer.id !== selectedId) dispatch({ kind: "select", id: layer.id });
    begin(event, "move", layer);
  };

  const onPointerMove = (event: PointerEvent) => {
    const current = gesture.current;
    const tracked = current?.pointers.get(event.pointerId);
    if (!current || !tracked) return;
    const point = toPrint(event);
    if (!point) return;
    tracked.now = point;
    const pointers = [...current.pointers.values()];
    if (pointers.length >= 2) {
      schedule(
        pinch(current.start, [pointers[0].from, pointers[1].from], [pointers[0].now, pointers[1].now]),
      );
    } else {
      schedule(singlePointer(current.kind, current.start, tracked.from, tracked.now));
    }
  };

  const onPointerEnd = (event: PointerEvent) => {
    const current = gesture.current;
    if (!current?.pointers.delete(event.pointerId)) return;
    if (current.pointers.size === 1) {
      // One finger left after a pinch: it drags on from the layer as it is now.
      const [id, rest] = [...current.pointers][0];
      gesture.current = {
        kind: "move",
        pinched: true,
        start: live.current ?? current.start,
        pointers: new Map([[id, { from: rest.now, now: rest.now }]]),
      };
      return;
    }
    if (current.pointers.size > 0) return;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    const last = pending.current?.layer ?? previewRef.current;
    pending.current = null;
    previewRef.current = null;
    gesture.current = null;
    if (last) dispatch({ kind: "gestureMove", layer: last });
    setPreview(null);
    setGuides(NO_GUIDES);
    const endWords = current.pinched
      ? words.pinched
      : current.kind === "resize"
        ? words.resized
        : current.kind === "rotate"
          ? words.turned
          : words.moved;
    dispatch({ kind: "endGesture", words: endWords });
  };

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (!selected) return;
    const action = layerKeyAction(event, selected, words);
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    dispatch(action);
    if (action.kind === "remove") onRemovedByKey();
  };

  const onBackgroundPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (current) {
      // A second finger anywhere on the stage (it need not touch the layer) makes the gesture a pinch.
      if (!current.pointers.has(event.pointerId) && selected) begin(event, "move", selected);
      return;
    }
    if (event.target === event.currentTarget || (event.target as Element).tagName === "image") {
      if (selectedId) dispatch({ kind: "select", id: null });
    }
  };

  return (
    <div
      ref={svgWrap}
      className={styles.stage}
      onPointerDown={onBackgroundPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <MockupSvg
        type={type}
        side={side}
        blankHref={blankHref}
        layers={shownLayers}
        sources={sources}
        className={styles.svg}
        label={label}
        role="group"
        under={
          <g fill="none">
            <rect
              x={area.x}
              y={area.y}
              width={area.width}
              height={area.height}
              className={styles.printAreaLight}
            />
            <rect
              x={area.x}
              y={area.y}
              width={area.width}
              height={area.height}
              className={styles.printAreaDark}
            />
          </g>
        }
      >
        {/* The layers again, transparent, on top: what the pointer grabs (the drawn ones stay as printed). */}
        <g className={styles.grabbable} onPointerDown={onLayerPointerDown}>
          {shownLayers.map((layer) => (
            <rect
              key={layer.id}
              data-layer-id={layer.id}
              x={-layer.width / 2}
              y={-layer.height / 2}
              width={layer.width}
              height={layer.height}
              transform={`translate(${layer.x} ${layer.y}) rotate(${layer.rotation})`}
              fill="transparent"
            />
          ))}
        </g>
        {guides.vertical ? (
          <line
            x1={PRINT_AREA.width / 2}
            x2={PRINT_AREA.width / 2}
            y1={0}
            y2={PRINT_AREA.height}
            className={styles.guide}
            data-guide="vertical"
          />
        ) : null}
        {guides.horizontal ? (
          <line
            x1={0}
            x2={PRINT_AREA.width}
            y1={PRINT_AREA.height / 2}
            y2={PRINT_AREA.height / 2}
            className={styles.guide}
            data-guide="horizontal"
          />
        ) : null}
        {selected ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG group has no HTML element to stand for it
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a named group holding the layer's handles; its keys are described (customiser-layer-keys)
          <g
            ref={frameRef}
            role="group"
            aria-roledescription="selected layer"
            aria-label={describe(selected)}
            aria-describedby="customiser-layer-keys"
            tabIndex={0}
            className={styles.frame}
            transform={`translate(${selected.x} ${selected.y}) rotate(${selected.rotation})`}
            onKeyDown={onKeyDown}
            data-testid="selected-layer"
          >
            <rect
              x={-selected.width / 2}
              y={-selected.height / 2}
              width={selected.width}
              height={selected.height}
              className={styles.outline}
              onPointerDown={(event) => event.button === 0 && begin(event, "move", selected)}
            />
            <line
              x1={0}
              x2={0}
              y1={-selected.height / 2}
              y2={-selected.height / 2 - rotateArm}
              className={styles.arm}
            />
            <g
              className={styles.rotateHandle}
              data-handle="rotate"
              onPointerDown={(event) => begin(event, "rotate", selected)}
            >
              <circle cx={0} cy={-selected.height / 2 - rotateArm} r={handleHit} fill="transparent" />
              <circle cx={0} cy={-selected.height / 2 - rotateArm} r={handleSize} className={styles.handle} />
            </g>
            <g
              className={styles.resizeHandle}
              data-handle="resize"
              onPointerDown={(event) => begin(event, "resize", selected)}
            >
              <circle cx={selected.width / 2} cy={selected.height / 2} r={handleHit} fill="transparent" />
              <rect
                x={selected.width / 2 - handleSize}
                y={selected.height / 2 - handleSize}
                width={handleSize * 2}
                height={handleSize * 2}
                className={styles.handle}
              />
            </g>
          </g>
        ) : null}
      </MockupSvg>
    </div>
  );
});
