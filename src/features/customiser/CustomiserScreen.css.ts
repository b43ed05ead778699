import { globalStyle, style } from "@vanilla-extract/css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";
import { measure, media } from "../../design/tokens";
import { roomBelowHeader, stickyPanelBelowHeader } from "../../design/layout.css";
import { SIDES_ROW_HEIGHT } from "./SideThumbnails.css";
import { visuallyHidden } from "../../design/utils.css";
import { MOCKUP } from "../../lib/design/printArea";

export const page = style([
  stack.lg,
  {
    maxWidth: 1200,
    margin: "0 auto",
    padding: `${vars.space.md} ${vars.space.md} ${vars.space["3xl"]}`,
    "@media": { [media.medium]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space["3xl"]}` } },
  },
]);

export const hero = stack.xs;

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  "@media": { [media.medium]: { fontSize: vars.fontSize["2xl"] } },
});

export const lede = textStyle({ tone: "muted" });

export const notice = style([
  textStyle({ size: "sm" }),
  {
    padding: vars.space.sm,
    borderRadius: vars.radii.md,
    background: vars.colors.infoSoft,
  },
]);

/** Phones: the stage on top, the controls under it within thumb reach. Wider: stage left, controls right. */
export const editor = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": {
    [media.medium]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(300px, 1fr)", alignItems: "start" },
  },
});

/**
 * Wider screens: the stage, its sides and its layers in a column that stays in view beside the controls,
 * below the sticky site header. Never taller than the screen below the header: on a laptop (1280 × 800)
 * it was 883 px against 704 px of room, so the layers were out of reach while it was held and, at the
 * controls' end, the garment's top went under the header. Its layers scroll within it past that; the
 * padding keeps its buttons' focus rings inside what it shows. On a phone the column gives way (its parts
 * are the editor's own rows), so that the stage alone can stay in view over the controls (`stageDock`).
 */
export const stageColumn = style([
  stack.sm,
  {
    "@media": {
      [media.belowMedium]: { display: "contents" },
      [media.medium]: {
        ...stickyPanelBelowHeader,
        padding: vars.space.xs,
        margin: `calc(-1 * ${vars.space.xs})`,
      },
    },
  },
]);

/** The stage's height on a phone: the rest of the screen is left to the controls scrolling under it. */
const STAGE_HEIGHT_ON_PHONE = "38svh";
/** The stage's least height beside the controls: a short window scrolls the column instead. */
const STAGE_MIN_HEIGHT = "20rem";
/** Below this height (a phone on its side) the stage would leave the controls no room: it scrolls away. */
const roomForDock = "(min-height: 560px)";
const dockedOnPhone = `${media.belowMedium} and ${roomForDock}`;

/**
 * On a phone, the stage and its two sides side by side, kept at the top of the screen over the site header
 * while the shopper scrolls through the tools: each graphic, word or colour chosen shows on the garment
 * as it is chosen (they were a screen or two below it). Wider, a plain part of the stage column.
 */
export const stageDock = style({
  "@media": {
    [media.belowMedium]: {
      display: "flex",
      justifyContent: "center",
      alignItems: "flex-start",
      gap: vars.space.sm,
      marginInline: `calc(-1 * ${vars.space.md})`,
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.colors.background,
    },
    [dockedOnPhone]: {
      position: "sticky",
      top: 0,
      // Over the sticky header (20), under the offline bar (30) and every overlay.
      zIndex: 25,
      boxShadow: vars.shadows.sm,
    },
    [media.medium]: { display: "contents" },
  },
});

/** Wider screens: the stage's height at most, so that it and its sides' row under it fit the room below
 * the header (the row is at most SIDES_ROW_HEIGHT tall), and never so small that a design cannot be made
 * on it. */
const stageHeightWide = `max(${STAGE_MIN_HEIGHT}, ${roomBelowHeader} - ${SIDES_ROW_HEIGHT} - ${vars.space.sm} - 2 * ${vars.space.xs})`;

/** The stage (or its loading and error message): on a phone as tall as its share in the dock allows;
 * wider, as wide as its column but no taller than stageHeightWide. */
export const stageSlot = style({
  "@media": {
    [media.belowMedium]: {
      flex: `0 1 calc(${STAGE_HEIGHT_ON_PHONE} * ${MOCKUP.width} / ${MOCKUP.height})`,
      minWidth: 0,
    },
    [media.medium]: {
      width: `min(100%, calc(${stageHeightWide} * ${MOCKUP.width} / ${MOCKUP.height}))`,
      marginInline: "auto",
    },
  },
});

// What the browser scrolls to on a phone (a field the shopper tabbed to) stops below the docked stage.
globalStyle(`html:has(${stageDock})`, {
  "@media": {
    [dockedOnPhone]: { scrollPaddingTop: `calc(${STAGE_HEIGHT_ON_PHONE} + ${vars.space["2xl"]})` },
  },
});

export const controls = stack.md;

export const stageMessage = style([
  textStyle({ tone: "danger" }),
  {
    display: "grid",
    placeItems: "center",
    aspectRatio: `${MOCKUP.width} / ${MOCKUP.height}`,
    maxWidth: 500,
    width: "100%",
    marginInline: "auto",
    padding: vars.space.lg,
    textAlign: "center",
    background: vars.colors.surfaceMuted,
    borderRadius: vars.radii.lg,
  },
]);

export const announcer = visuallyHidden;

export const seo = style([
  stack.sm,
  textStyle({ tone: "muted" }),
  { maxWidth: measure(70), marginTop: vars.space["2xl"], lineHeight: vars.lineHeight.normal },
]);

export const seoTitle = style([textStyle({ size: "lg", weight: "bold" }), { color: vars.colors.text }]);
