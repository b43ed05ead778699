import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";
import { callout } from "../../design/callout.css";
import { vars } from "../../design/theme.css";
import { formStack, twoColumns } from "../../design/layout.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

// ---- The branded frame around the auth pages (they sit outside the main layout) ----

export const frame = style([
  stack.xl,
  {
    minHeight: "100vh",
    alignItems: "center",
    padding: `${vars.space.xl} ${vars.space.lg} ${vars.space["3xl"]}`,
    backgroundColor: vars.colors.background,
    color: vars.colors.text,
  },
]);

export const logo = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  letterSpacing: "0.12em",
  color: vars.colors.text,
  textDecoration: "none",
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});

export const main = style({ width: "100%", display: "flex", justifyContent: "center" });

// ---- The card ----

export const card = style([
  stack.lg,
  {
    width: "100%",
    maxWidth: 480,
    padding: vars.space.xl,
    backgroundColor: vars.colors.surface,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadows.sm,
    lineHeight: vars.lineHeight.normal,
    "@media": { [media.aboveMobile]: { padding: vars.space["2xl"] } },
  },
]);

export const wideCard = style({ maxWidth: 640 });

export const cardHeader = stack.xs;

export const titleRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
});

export const stepLabel = textStyle({ size: "sm", tone: "muted" });

export const stepHeading = style([
  textStyle({ size: "lg", weight: "bold" }),
  { lineHeight: vars.lineHeight.tight, outline: "none" },
]);

export const lead = textStyle({ size: "sm", tone: "muted" });

export const form = formStack;

export { twoColumns };

export const sectionTitle = style({
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const actions = stack.sm;

export const notice = callout({ tone: "success" });

export const links = style([inline.sm, { justifyContent: "space-between", fontSize: vars.fontSize.sm }]);

export const linkButton = style({
  alignSelf: "flex-start",
  padding: 0,
  border: 0,
  background: "none",
  color: vars.colors.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
    "&[data-disabled]": { cursor: "not-allowed", color: vars.colors.muted },
  },
});

export const backButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.full,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.colors.muted,
  fontSize: vars.fontSize.sm,
  selectors: {
    "&::before, &::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.colors.border}` },
  },
});

// ---- Social buttons ----

export const socialList = style([bareList, stack.sm]);

export const socialItem = stack.xxs;

export const socialNote = style({
  fontSize: vars.fontSize.xs,
  color: vars.colors.muted,
  textAlign: "center",
});

// ---- Code step ----

/** The code field: its digits spaced out in the code box, its label and message in the page's own type. */
export const otpInput = style({});
globalStyle(`${otpInput} input`, { fontFamily: vars.fontFamily.mono, letterSpacing: "0.4em" });

export const resendRow = style([inline.sm, { alignItems: "center", fontSize: vars.fontSize.sm }]);

export const countdown = style({ color: vars.colors.muted, fontSize: vars.fontSize.sm });

export const summary = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const summaryTerm = style({ fontWeight: vars.fontWeight.bold });

export const summaryValue = style({ margin: 0, overflowWrap: "anywhere" });
