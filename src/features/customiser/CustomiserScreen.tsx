// /customized: design a T-shirt or hoodie (docs/product.md#customiser). The hero, the editor (the stage
// with its layer list, then the controls) and, below the first screen, the words about custom apparel.
// The editor's state is one reducer over the design document (designReducer.ts); the data is the
// contract's, prefetched by the route for the first paint.
import { customiserMessages as messages } from "./customiserMessages";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { FormContext } from "react-aria-components";
import { useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import type { Customization, DesignLayer, DesignUpload, Graphic } from "../../api/types";
import { Link } from "../../components/Link";
import { Spinner } from "../../components/Spinner";
import { describeLayer } from "../../lib/design/describeLayer";
import { useSession } from "../../session/session";
import {
  DESIGN_PARAM,
  SHARED_PARAM,
  graphicCategoriesOptions,
  graphicsOptions,
  savedDesignOptions,
  shirtImagesOptions,
} from "./customiserQueries";
import { CustomiserSeoText } from "./CustomiserSeoText";
import { signInHref, takeKeptDesign } from "./designHandoff";
import {
  canRedo,
  canUndo,
  editorReducer,
  initialEditorState,
  layersOn,
  MAX_LAYERS_PER_SIDE,
  newLayerId,
  selectedLayer,
} from "./designReducer";
import { editorWords } from "./editorWords";
import { GarmentControls } from "./GarmentControls";
import { GARMENT_LABELS, SIDE_LABELS } from "../../lib/design/garmentWords";
import { GraphicPicker } from "./GraphicPicker";
import { historyKeyAction } from "./layerKeys";
import { LayerPanel } from "./LayerPanel";
import { LazyLayerList } from "./onDemand";
import { measureTextWidth } from "./measureText";
import { NEW_TEXT_HEIGHT, newGraphicLayer, newTextLayer, newUploadLayer, type TextStyle } from "./newLayers";
import { priceWords, SaveActions } from "./SaveActions";
import { SideThumbnails } from "./SideThumbnails";
import { Stage } from "./Stage";
import { TextTool } from "./TextTool";
import { effectiveDpi, lowestDpi, resolutionWords, type UploadPixels } from "./uploadResolution";
import { UploadTool } from "./UploadTool";
import { type Sharing, useDesignActions } from "./useDesignActions";
import * as styles from "./CustomiserScreen.css";

/** React Aria's validation for the editor's controls: by ARIA attributes, not the inputs' own. The
 * editor's radios and text field are in no form and ask for nothing; validating natively, each input set its
 * validity and title in a layout effect at every render, ~35 ms of the page's first commit
 * (docs/decisions/page-start-budgets.md#work-taken-out-of-the-first-tasks). */
const ARIA_VALIDATION = { validationBehavior: "aria" } as const;

const errorText = (error: unknown) => (isApiError(error) ? error.message : "Something went wrong");

/** Keys typed into a field are the field's, not the editor's undo. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function CustomiserScreen() {
  return (
    <FormContext.Provider value={ARIA_VALIDATION}>
      <CustomiserEditor />
    </FormContext.Provider>
  );
}

function CustomiserEditor() {
  const { hooks } = useApi();
  const [query] = useSearchParams();
  const designId = query.get(DESIGN_PARAM);
  const sharedId = query.get(SHARED_PARAM);
  const { user, isPending: sessionPending } = useSession();
  const [state, dispatch] = useReducer(editorReducer, undefined, () => initialEditorState());
  const { document, side } = state;
  const layers = layersOn(state);
  const selected = selectedLayer(state);
  const [saved, setSaved] = useState<Customization | null>(null);

  // The shop's data: the garment's blanks and colours with its prices, the categories and their graphics.
  const images = useQuery(shirtImagesOptions(hooks, document.type));
  const categories = useQuery(graphicCategoriesOptions(hooks));
  const [chosenCategory, setChosenCategory] = useState<string | undefined>();
  const categoryId = chosenCategory ?? categories.data?.data[0]?._id;
  const graphics = useQuery({ ...graphicsOptions(hooks, categoryId), enabled: Boolean(categoryId) });

  // Every graphic seen so far, to draw and name the layers (a reopened design may use other categories).
  const known = useRef(new Map<string, Graphic>());
  for (const graphic of graphics.data?.data ?? []) known.current.set(graphic._id, graphic);
  const unknownGraphic = [...document.sides.front, ...document.sides.back].some(
    (layer) => layer.kind === "graphic" && !known.current.has(layer.graphicId),
  );
  const allGraphics = useQuery({ ...graphicsOptions(hooks, undefined), enabled: unknownGraphic });
  for (const graphic of allGraphics.data?.data ?? []) known.current.set(graphic._id, graphic);

  // The shopper's uploads of this visit: their pixels decide how sharply they print.
  const [uploads, setUploads] = useState<ReadonlyMap<string, DesignUpload>>(new Map());
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;

  // New graphic lists name the layers anew (the map is read through its ref).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists are what changes the ref's map
  const names = useMemo(
    () => ({ graphicName: (id: string) => known.current.get(id)?.name }),
    [graphics.data, allGraphics.data],
  );
  const words = useMemo(() => editorWords(names), [names]);
  // A new upload or graphic list draws the layers again with their pictures (the maps are read through refs).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists are what changes the refs' maps
  const sources = useMemo(
    () => ({
      graphicHref: (id: string) => known.current.get(id)?.path,
      uploadHref: (id: string) => uploadsRef.current.get(id)?.url ?? `/api/v1/customized/uploads/${id}`,
    }),
    [uploads, graphics.data, allGraphics.data],
  );
  const describe = useCallback((layer: DesignLayer) => describeLayer(layer, side, names), [side, names]);

  // A reopened design (?design={id}, the signed-in owner's), or a guest's design kept through sign-in.
  const reopened = useQuery({
    ...savedDesignOptions(hooks, designId ?? "-"),
    enabled: Boolean(designId && user),
    retry: false,
  });
  const reopenedDesign = reopened.data?.data;
  useEffect(() => {
    if (!reopenedDesign) return;
    setSaved(reopenedDesign);
    dispatch({
      kind: "replace",
      document: {
        type: reopenedDesign.type,
        color: reopenedDesign.color,
        size: reopenedDesign.size,
        sides: reopenedDesign.sides,
      },
    });
  }, [reopenedDesign]);
  // "Make it yours" on a share page (?from={id}): a new, unsaved copy of the shared design, anyone's.
  const shared = useQuery({
    ...hooks.queryOptions("get", "/customized/shared/{id}", { params: { path: { id: sharedId ?? "-" } } }),
    enabled: Boolean(sharedId) && !designId,
    retry: false,
  });
  const sharedDesign = shared.data?.data;
  useEffect(() => {
    if (!sharedDesign) return;
    const { type, color, size, sides } = sharedDesign;
    dispatch({ kind: "replace", document: { type, color, size, sides } });
  }, [sharedDesign]);
  useEffect(() => {
    const kept = takeKeptDesign();
    if (!kept) return;
    if (kept.uploads.length > 0) setUploads(new Map(kept.uploads.map((u) => [u._id, u])));
    dispatch({ kind: "replace", document: kept.document });
  }, []);

  // Focus: choosing a layer in the list moves focus to its frame on the stage, where the keys work.
  const frameRef = useRef<SVGGElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) frameRef.current?.focus();
  }, [focusRequest]);
  const focusFrame = useCallback(() => setFocusRequest((n) => n + 1), []);
  const focusList = useCallback(() => {
    requestAnimationFrame(() => {
      const target =
        listRef.current?.querySelector<HTMLElement>("[role=option]") ??
        window.document.getElementById("customiser-layers-title");
      target?.focus();
    });
  }, []);

  const sideCount = layers.length;
  const canAdd = sideCount < MAX_LAYERS_PER_SIDE;
  const nextId = newLayerId(document);

  const addGraphic = useCallback(
    (graphic: Graphic) => {
      const layer = newGraphicLayer(nextId, graphic._id);
      dispatch({ kind: "add", layer, words: words.added(layer) });
    },
    [nextId, words],
  );

  const addText = useCallback(
    async (text: string, style: TextStyle) => {
      const width = await measureTextWidth(text, style.font, NEW_TEXT_HEIGHT);
      const layer = newTextLayer(nextId, text, style, width);
      dispatch({ kind: "add", layer, words: words.added(layer) });
    },
    [nextId, words],
  );

  const stateRef = useRef(state);
  stateRef.current = state;
  const updateText = useCallback(
    async (layerId: string, text: string, style: TextStyle) => {
      const layer = layersOn(stateRef.current).find((l) => l.id === layerId);
      if (layer?.kind !== "text") return;
      // New words or another font take their natural width at the box's height; the rest stays.
      const width =
        text === layer.text && style.font === layer.font
          ? layer.width
          : await measureTextWidth(text, style.font, layer.height);
      const changed = { ...layer, ...style, text, width: Math.max(20, width) };
      dispatch({ kind: "change", layer: changed, words: words.changed(changed) });
    },
    [words],
  );

  const addUpload = useCallback(
    (upload: DesignUpload) => {
      setUploads((now) => new Map(now).set(upload._id, upload));
      const layer = newUploadLayer(nextId, upload._id, upload);
      dispatch({ kind: "add", layer, words: words.added(layer) });
    },
    [nextId, words],
  );

  // The text tool gets the selected words and their style only: the box changes as the layer is dragged.
  const textSelected = selected?.kind === "text" ? selected : null;
  const { id: textId, text, font, color: ink, align } = textSelected ?? {};
  const editedText = useMemo(
    () => (textId && text && font && ink && align ? { id: textId, text, font, color: ink, align } : null),
    [textId, text, font, ink, align],
  );

  const pixelsOf = useMemo(() => {
    const map = new Map<string, UploadPixels>();
    for (const [id, upload] of uploads) map.set(id, upload);
    return map;
  }, [uploads]);
  const lowest = lowestDpi(document.sides, pixelsOf);
  const selectedPixels = selected?.kind === "upload" ? pixelsOf.get(selected.uploadId) : undefined;
  const resolution =
    selected && selectedPixels ? resolutionWords(effectiveDpi(selected, selectedPixels)) : null;
  const resolutionKey = resolution ? `${resolution.refused}:${resolution.words}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words decide; a new object each render would undo the memo
  const stableResolution = useMemo(() => resolution, [resolutionKey]);

  const actions = useDesignActions({
    document,
    uploads,
    signedIn: Boolean(user),
    lowestDpi: lowest,
    saved,
    onSaved: setSaved,
  });

  // Stable callbacks for the memoised panels: a drag re-renders the screen, not the controls.
  const latest = useRef({ actions, document });
  latest.current = { actions, document };
  const onAction = useMemo(
    () => ({
      wishlist: () => latest.current.actions.addToWishlist(),
      save: () => latest.current.actions.save(),
      saveCopy: () => latest.current.actions.saveCopy(),
      share: (next: Sharing) => latest.current.actions.share(next),
      addToCart: () => latest.current.actions.addToCart(),
      orderNow: () => latest.current.actions.orderNow(),
    }),
    [],
  );

  const data = images.data?.data;
  const blank = data?.images.find((image) => image.color === document.color) ?? data?.images[0] ?? undefined;
  const stageLabel = `${GARMENT_LABELS[document.type]}, ${SIDE_LABELS[side].toLowerCase()}, your design`;
  const priceText = data ? priceWords(data.pricing, document.sides) : null;
  const announcement = state.announcement;

  const onEditorKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target)) return;
    const action = historyKeyAction(event);
    if (!action) return;
    event.preventDefault();
    dispatch(action);
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{messages.heroTitle}</h1>
        <p className={styles.lede}>
          Pick a hoodie or a T-shirt and its colour, then place our graphics, your own words or your own
          picture on the front and the back. Printed in India and delivered to your door.
        </p>
      </header>

      {designId && !sessionPending && !user ? (
        <p className={styles.notice} role="status">
          <Link href={signInHref(`/customized?design=${designId}`)}>{messages.reopenSignIn}</Link>
        </p>
      ) : null}
      {reopened.isError ? (
        <p className={styles.notice} role="alert">
          {isApiError(reopened.error) && reopened.error.status === 404
            ? messages.reopenNotFound
            : `Your design could not be opened: ${errorText(reopened.error)}`}
        </p>
      ) : null}

      <section
        className={styles.editor}
        aria-label="Design editor"
        onKeyDown={onEditorKeyDown}
        onPointerDownCapture={LazyLayerList.preload}
        onKeyDownCapture={LazyLayerList.preload}
      >
        <div className={styles.stageColumn}>
          <div className={styles.stageDock}>
            <div className={styles.stageSlot}>
              {images.isError ? (
                <p className={styles.stageMessage} role="alert">
                  {messages.imageFailed(errorText(images.error))}
                </p>
              ) : images.isPending ? (
                <div className={styles.stageMessage}>
                  <Spinner label={`Loading the ${GARMENT_LABELS[document.type]}`} size="lg" />
                </div>
              ) : (
                <Stage
                  type={document.type}
                  side={side}
                  blankHref={blank?.[side]}
                  layers={layers}
                  selectedId={state.selectedId}
                  sources={sources}
                  words={words}
                  describe={describe}
                  dispatch={dispatch}
                  frameRef={frameRef}
                  onRemovedByKey={focusList}
                  label={stageLabel}
                />
              )}
            </div>
            <SideThumbnails
              type={document.type}
              side={side}
              blank={blank}
              sides={document.sides}
              sources={sources}
              dispatch={dispatch}
            />
          </div>
          <p className={styles.announcer} role="status" aria-live="polite">
            {announcement.words}
            {announcement.sequence % 2 ? "\u00a0" : ""}
          </p>
          <LayerPanel
            layers={layers}
            selectedId={state.selectedId}
            describe={describe}
            words={words}
            dispatch={dispatch}
            onChosen={focusFrame}
            canUndo={canUndo(state)}
            canRedo={canRedo(state)}
            listRef={listRef}
            sideName={side}
          />
        </div>
        <div className={styles.controls}>
          <GarmentControls
            type={document.type}
            side={side}
            size={document.size}
            color={document.color}
            colors={data?.colors ?? []}
            dispatch={dispatch}
            colorError={actions.colorError}
          />
          <GraphicPicker
            categories={categories.data?.data ?? []}
            categoryId={categoryId}
            onCategory={setChosenCategory}
            graphics={graphics.data?.data}
            isLoading={categories.isPending || graphics.isPending}
            error={
              categories.isError
                ? errorText(categories.error)
                : graphics.isError
                  ? errorText(graphics.error)
                  : null
            }
            canAdd={canAdd}
            onAdd={addGraphic}
          />
          <TextTool
            editing={editedText}
            garmentHex={data?.colors.find((c) => c.color === (document.color ?? blank?.color))?.hex}
            canAdd={canAdd}
            onAdd={addText}
            onUpdate={updateText}
          />
          <UploadTool
            signedIn={Boolean(user)}
            canAdd={canAdd}
            onUploaded={addUpload}
            resolution={stableResolution}
          />
          <SaveActions
            priceText={priceText}
            pending={actions.pending}
            message={actions.message}
            savedId={saved?._id ?? null}
            sharing={actions.sharing}
            onWishlist={onAction.wishlist}
            onSave={onAction.save}
            onSaveCopy={onAction.saveCopy}
            onShare={onAction.share}
            onAddToCart={onAction.addToCart}
            onOrderNow={onAction.orderNow}
          />
        </div>
      </section>

      <CustomiserSeoText />
    </div>
  );
}
