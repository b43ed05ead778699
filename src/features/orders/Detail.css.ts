import { style } from "@vanilla-extract/css";
import { callout } from "../../design/callout.css";
import { orderDelivery, orderFacts, orderGrid, orderHeader } from "../../design/orderPage.css";
import { vars } from "../../design/theme.css";
import { pageTitle } from "../../design/typography.css";
import { surfaceCard } from "../../design/surface.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const header = orderHeader;
export const title = pageTitle;
/** The badges sit centred on the line beside the date. */
export const facts = style([orderFacts, { alignItems: "center" }]);
export const delivery = orderDelivery;

export const grid = orderGrid;
export const column = style([stack.xl, { minWidth: 0 }]);

export const box = surfaceCard;
export const boxTitle = textStyle({ size: "lg", weight: "bold" });
export const text = style({ margin: 0 });
export const muted = textStyle({ size: "sm", tone: "muted" });
export const address = style([stack.xxs, { fontStyle: "normal" }]);
export const row = style([inline.sm, { alignItems: "center" }]);

/** A refusal of paying again or on delivery: on a line of its own under the buttons. */
export const problem = style([callout({ tone: "danger" }), { flexBasis: "100%" }]);

/** The actions bar: Retry Payment / Pay on Delivery, Cancel / Return, with their notes. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
});
export const step = style({
  position: "relative",
  display: "grid",
  gridTemplateColumns: "1.25rem minmax(0, 1fr)",
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    // The line between one step's dot and the next.
    "&:not(:last-child)::before": {
      content: "''",
      position: "absolute",
      left: "calc(0.625rem - 1px)",
      top: "1.25rem",
      bottom: 0,
      width: 2,
      backgroundColor: vars.colors.border,
    },
  },
});
export const dot = style({
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: vars.radii.full,
  boxSizing: "border-box",
  border: `2px solid ${vars.colors.success}`,
  backgroundColor: vars.colors.success,
});
export const dotUpcoming = style([
  dot,
  { borderColor: vars.colors.borderStrong, backgroundColor: vars.colors.surface },
]);
export const stepText = stack.xxs;
export const stepLabel = textStyle({ weight: "medium" });
export const stepLabelUpcoming = style([
  stepLabel,
  { color: vars.colors.muted, fontWeight: vars.fontWeight.regular },
]);

export const documents = style([bareList, stack.sm]);
export const refunds = documents;
export const refund = stack.xxs;
