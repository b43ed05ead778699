import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceBox, surfaceCard } from "../../design/surface.css";
import { columnPage } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style([columnPage, { width: "100%", maxWidth: 1040, boxSizing: "border-box" }]);
export {
  focusablePageTitle as title,
  panel,
  panelActions,
  panelText,
  panelTitle,
} from "../../design/panel.css";

/** What the chosen type shows, below the row of types. */
export const typeListing = style([stack.xl, { paddingTop: vars.space.lg }]);

/** The filter panel: stacked on phones, one row (payment, status, search, Apply) on wide screens. */
export const filters = style([
  surfaceBox,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr)",
    gap: vars.space.md,
    alignItems: "end",
    padding: vars.space.lg,
    "@media": {
      [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [media.large]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.6fr) auto" },
    },
  },
]);
export const filterActions = inline.sm;

export const list = style([bareList, stack.lg]);

export const card = surfaceCard;

export const cardHeader = style([inline.sm, { alignItems: "flex-start", justifyContent: "space-between" }]);
export const cardTitle = textStyle({ size: "md", weight: "bold" });
/** An order number is read as one: it never breaks across lines. */
export const orderNumber = style({ whiteSpace: "nowrap" });
export const cardDate = textStyle({ size: "sm", tone: "muted" });
export const badges = inline.xs;

export const items = style([bareList, stack.sm]);
export const item = style({
  display: "grid",
  // The picture column fits the picture: 56 px, or a design's two sides.
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "center",
});
export const itemName = style([textStyle({ weight: "medium" }), { overflowWrap: "anywhere" }]);
export const itemMeta = textStyle({ size: "sm", tone: "muted" });
export const itemPrice = style([textStyle({ weight: "bold" }), { whiteSpace: "nowrap" }]);

export const image = style({
  width: 56,
  height: 70,
  objectFit: "cover",
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
});
/** A broken image's stand-in: the same box, a muted garment outline. */
export const imagePlaceholder = style([
  image,
  { display: "grid", placeItems: "center", color: vars.colors.muted },
]);

export const cardFooter = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.colors.border}`,
});
export const total = style({ margin: 0 });
export const totalAmount = style({ fontWeight: vars.fontWeight.bold });

export const more = style([stack.sm, { alignItems: "center" }]);
export const errorText = textStyle({ weight: "medium", tone: "danger" });

/** A design's sides side by side, each in an item picture's box. */
export const designPictures = style({ display: "inline-flex", gap: vars.space.xxs, flexShrink: 0 });
globalStyle(`${designPictures} > *`, { flexShrink: 0 });
