import { globalStyle, style } from "@vanilla-extract/css";
import { surfaceBox } from "../../design/surface.css";
import { callout } from "../../design/callout.css";
import { fieldLabel } from "../../design/field.css";
import { columnPage, formStack } from "../../design/layout.css";
import { vars } from "../../design/theme.css";
import { media } from "../../design/tokens";
import { pageTitle } from "../../design/typography.css";
import { bareList, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

/** A checkout screen's page: one centred column of at most `maxWidth` px. */
const pageOf = (maxWidth: number) =>
  style([columnPage, { width: "100%", maxWidth, boxSizing: "border-box" }]);

export const page = pageOf(1120);
export const statusPage = pageOf(720);
export const confirmationPage = pageOf(1040);
export const title = pageTitle;

/** One column on phones; the form beside the summary from the large breakpoint. */
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.large]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
});

export const box = style([
  surfaceBox,
  stack.lg,
  {
    padding: vars.space.lg,
    "@media": { [media.medium]: { padding: vars.space.xl } },
  },
]);

export const sectionTitle = textStyle({ size: "lg", weight: "bold" });

export const form = formStack;

export const fields = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  "@media": { [media.aboveMobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

// City and State come from the pincode: they look read-only, not like fields to type in.
globalStyle(`${fields} input[readonly]`, {
  backgroundColor: vars.colors.surfaceMuted,
  borderStyle: "dashed",
});

export const wide = style({ "@media": { [media.aboveMobile]: { gridColumn: "1 / -1" } } });

export const summary = stack.lg;

export const summaryProblem = style([
  callout({ tone: "danger" }),
  { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm },
]);

/** The payment's safety and contacts before Place Order (PaymentSecurity). */
export const terms = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const termsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const termsText = style({ margin: 0, color: vars.colors.muted });

/** A change the shopper must know of before paying (a changed quote, a line short of stock). */
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.warningSoft,
  color: vars.colors.text,
  borderLeft: `4px solid ${vars.colors.warning}`,
  fontSize: vars.fontSize.sm,
});

export const delivery = textStyle({ size: "sm", weight: "medium" });

export const lines = style([bareList, stack.md]);

export const line = style({
  display: "grid",
  gridTemplateColumns: "64px minmax(0, 1fr) auto",
  gap: vars.space.md,
  alignItems: "start",
});

export const lineImage = style({
  width: 64,
  height: 80,
  objectFit: "cover",
  borderRadius: vars.radii.md,
  backgroundColor: vars.colors.surfaceMuted,
});

export const lineText = style([stack.xxs, { minWidth: 0 }]);
export const lineName = textStyle({ weight: "medium" });
export const lineMeta = textStyle({ size: "sm", tone: "muted" });
export const lineProblem = textStyle({ size: "sm", weight: "medium", tone: "danger" });
export const lineAmount = style([textStyle({ weight: "bold" }), { whiteSpace: "nowrap" }]);

export const paymentGroup = stack.sm;

export const paymentOption = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { borderColor: vars.colors.brand, boxShadow: `inset 0 0 0 1px ${vars.colors.brand}` },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
    "&[data-disabled]": {
      cursor: "not-allowed",
      color: vars.colors.muted,
      backgroundColor: vars.colors.surfaceMuted,
    },
  },
});

export const radioDot = style({
  flexShrink: 0,
  marginTop: "0.2rem",
  width: "1rem",
  height: "1rem",
  borderRadius: vars.radii.full,
  border: "2px solid currentColor",
  boxSizing: "border-box",
  selectors: { [`${paymentOption}[data-selected] &`]: { borderWidth: "5px" } },
});

export const optionTitle = style({ display: "block", fontWeight: vars.fontWeight.medium });
export const optionText = style({ display: "block", fontSize: vars.fontSize.sm, color: vars.colors.muted });
export const codReason = style({
  display: "block",
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.colors.danger,
});

export const groupLabel = fieldLabel;
