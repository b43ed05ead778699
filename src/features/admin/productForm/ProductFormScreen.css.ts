import { style } from "@vanilla-extract/css";
import { callout } from "../../../design/callout.css";
import { fieldBox, fieldLabel } from "../../../design/field.css";
import { columnPage, twoColumns } from "../../../design/layout.css";
import { bareList, inline, stack } from "../../../design/stack.css";
import { surfaceCard } from "../../../design/surface.css";
import { textStyle } from "../../../design/text.css";
import { vars } from "../../../design/theme.css";
import { media } from "../../../design/tokens";

// A working screen as the headlines screen: one column no wider than reads well, each part a card.
export const page = style([columnPage, { width: "100%", maxWidth: 1040 }]);
export const header = style([stack.sm]);
export const form = stack.xl;
export const section = style([surfaceCard, { margin: 0, minWidth: 0 }]);
export const sectionTitle = textStyle({ size: "lg", weight: "bold" });
export const hint = textStyle({ size: "sm", tone: "muted" });
export const pair = twoColumns;
export const row = style([inline.sm, { alignItems: "flex-end" }]);
export const grow = style({ flex: "1 1 12rem", minWidth: 0 });
export const bulk = stack.xs;
export const list = style([bareList, stack.sm]);

/** A native select with the fields' look (every browser makes it usable by keyboard and screen reader). */
export const choice = style([stack.xs, { minWidth: 0 }]);
export const choiceLabel = fieldLabel;
export const choiceBox = fieldBox;
export const choiceError = textStyle({ size: "sm", tone: "danger" });
export const invalidBox = style({ borderColor: vars.colors.danger });

export const computed = style([
  stack.xs,
  { padding: vars.space.sm, borderRadius: vars.radii.md, backgroundColor: vars.colors.surfaceMuted },
]);
export const computedValue = textStyle({ size: "lg", weight: "bold" });

export const colour = style([
  stack.md,
  {
    padding: vars.space.md,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.md,
    margin: 0,
  },
]);
export const colourTitle = textStyle({ weight: "bold" });
export const swatchInput = style({
  width: "3rem",
  height: "2.75rem",
  padding: 2,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
});
export const sizeTicks = style([inline.md]);
export const stockGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(7rem, 1fr))",
  gap: vars.space.sm,
});

export const pictures = style([bareList, stack.sm]);
export const picture = style({
  display: "grid",
  gridTemplateColumns: "5rem minmax(0, 1fr)",
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  selectors: { "&[data-drop-target]": { borderColor: vars.colors.text, borderStyle: "dashed" } },
});
export const thumb = style({
  width: "5rem",
  aspectRatio: "4 / 5",
  objectFit: "cover",
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surfaceMuted,
  cursor: "grab",
});
export const pictureMain = style([stack.xs, { minWidth: 0 }]);
export const pictureName = style([textStyle({ size: "sm", weight: "medium" }), { overflowWrap: "anywhere" }]);
export const progress = style({ width: "100%", height: "0.5rem", accentColor: vars.colors.text });
export const pictureActions = style([inline.xs]);

export const summary = style([callout({ tone: "danger" }), stack.xs, { outline: "none" }]);
export const summaryTitle = textStyle({ weight: "bold" });
export const summaryList = style({ margin: 0, paddingLeft: vars.space.lg });
export const summaryLink = style({ color: "inherit", textDecoration: "underline" });
/** A live region that holds a message only sometimes: no room (and no gap in the form) while empty. */
export const message = style({ outline: "none", selectors: { "&:empty": { display: "none" } } });
export const success = style([
  callout({ tone: "success" }),
  { outline: "none", fontWeight: vars.fontWeight.medium },
]);
export const failure = style([callout({ tone: "danger" }), { outline: "none" }]);
export const notice = style([callout({ tone: "danger" }), stack.sm, { outline: "none" }]);

export const actions = style([
  inline.sm,
  {
    justifyContent: "flex-end",
    position: "sticky",
    bottom: 0,
    padding: `${vars.space.sm} 0`,
    backgroundColor: vars.colors.background,
    borderTop: `1px solid ${vars.colors.border}`,
  },
]);

export const preview = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.medium]: { gridTemplateColumns: "minmax(0, 16rem) minmax(0, 1fr)" } },
});
export const previewPart = style([stack.sm, { minWidth: 0 }]);
export const previewLabel = textStyle({ size: "sm", weight: "medium", tone: "muted" });
export const previewTop = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
export const previewName = textStyle({ size: "xl", weight: "bold" });
export const previewText = textStyle({ tone: "muted" });

export const statusRow = style([inline.sm, { alignItems: "center" }]);
export const history = style([bareList, stack.sm]);
export const historyItem = style([
  stack.xxs,
  {
    paddingBottom: vars.space.sm,
    selectors: { "& + &": { borderTop: `1px solid ${vars.colors.border}`, paddingTop: vars.space.sm } },
  },
]);
export const historyWhat = textStyle({ weight: "medium" });
export const historyMeta = textStyle({ size: "sm", tone: "muted" });

export { panel as state } from "../../../design/panel.css";
export const dialogText = textStyle({});
export const dialogActions = style([inline.sm, { justifyContent: "flex-end" }]);
