import { style } from "@vanilla-extract/css";
import { surfaceBox } from "../../design/surface.css";
import { callout } from "../../design/callout.css";
import { formStack, stickyPanelBelowHeader } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

/** The detail: below the list on a phone, a sticky, scrolling side panel beside it on a wide screen. */
export const panel = style([
  surfaceBox,
  stack.lg,
  {
    padding: vars.space.lg,
    minWidth: 0,
    "@media": {
      [media.large]: stickyPanelBelowHeader,
    },
  },
]);

export const panelHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.md,
});
export const panelTitle = style([
  textStyle({ size: "lg", weight: "bold" }),
  { minWidth: 0, overflowWrap: "anywhere" },
]);
export const panelTitleLabel = style({ fontWeight: vars.fontWeight.bold });
export const orderId = style({ fontFamily: vars.fontFamily.mono, fontSize: vars.fontSize.md });

export const badges = inline.sm;

export const section = style([
  stack.sm,
  { paddingTop: vars.space.md, borderTop: `1px solid ${vars.colors.border}` },
]);
export const sectionTitle = style([
  textStyle({ size: "sm", weight: "bold", tone: "muted" }),
  { letterSpacing: "0.06em", textTransform: "uppercase" },
]);

export const facts = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const fact = style({
  display: "grid",
  gridTemplateColumns: "7.5rem minmax(0, 1fr)",
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "9rem minmax(0, 1fr)" } },
  gap: vars.space.sm,
});
export const factLabel = textStyle({ size: "sm", tone: "muted" });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });

export const address = style({ fontStyle: "normal", fontSize: vars.fontSize.sm });
export const addressLine = style({ display: "block" });

export const muted = textStyle({ size: "sm", tone: "muted" });

export const lines = style([bareList, stack.sm]);
export const line = style({ display: "flex", alignItems: "flex-start", gap: vars.space.md });
export const lineImage = style({
  flex: "none",
  objectFit: "cover",
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
});
export const lineText = style({ flex: 1, minWidth: 0 });
export const lineName = textStyle({ size: "sm", weight: "medium" });
export const lineFlag = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.colors.warning,
});
export const lineAmount = textStyle({ size: "sm", weight: "bold" });

export const timeline = style([bareList, stack.sm, { borderLeft: `2px solid ${vars.colors.border}` }]);
export const event = style({
  display: "flex",
  flexDirection: "column",
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const eventTitle = style({ fontWeight: vars.fontWeight.medium });
export const eventNote = style({ color: vars.colors.text });

export const refunds = style([bareList, stack.md]);
export const refund = style({
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
});

export const plainList = style({ listStyle: "none", margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const documentLink = style({ color: vars.colors.text, fontWeight: vars.fontWeight.medium });

export const actionButtons = inline.sm;
export const failure = callout({ tone: "danger" });
/** A return for a problem with the piece: flagged at the top of the order, the shopper's words under it. */
export const faultFlag = style([callout({ tone: "danger" }), stack.xs]);
export const faultFlagTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const faultFlagWords = style({ margin: 0 });

export const problem = style([stack.sm, { alignItems: "flex-start" }]);

export const dialogForm = formStack;
export const dialogActions = style([inline.sm, { justifyContent: "flex-end" }]);
