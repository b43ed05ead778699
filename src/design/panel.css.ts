import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// A page's message in place of its list (the account pages: empty, failed, signed out, loading): a dashed
// box with a title, a line of text and its actions, centred.
export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  border: `1px dashed ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  textAlign: "center",
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const panelText = style({ margin: 0, color: vars.colors.muted });
export const panelActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
});
