import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// The one look of a form field, shared by the TextField primitive and by controls that open or edit a
// value in a field-shaped box (the listing's sort select).

/** A field's label above its box. */
export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.colors.text,
});

/** The box a shopper types into (react-aria `Input`) or presses to open a list (a Select's button). */
export const fieldBox = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.md,
  color: vars.colors.text,
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  outline: "none",
  transition: `border-color ${vars.durations.fast}`,
  selectors: {
    "&::placeholder": { color: vars.colors.muted },
    "&[data-hovered]": { borderColor: vars.colors.text },
    "&[data-focused]": { borderColor: vars.colors.text },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "1px" },
    "&[data-invalid]": { borderColor: vars.colors.danger },
    "&[data-disabled]": {
      cursor: "not-allowed",
      backgroundColor: vars.colors.surfaceMuted,
      color: vars.colors.muted,
    },
  },
});
