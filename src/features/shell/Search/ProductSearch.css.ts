import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { textStyle } from "../../../design/text.css";

/** The search form: as wide as the box it holds. */
export const form = style({ width: "100%", minWidth: 0 });

export const combo = style({ position: "relative", width: "100%", minWidth: 0 });

export const field = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.surface,
  selectors: {
    // The field's ring is the box's one focus ring: the input inside draws none (below).
    "&:focus-within": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 1 },
  },
});

export const icon = style({ display: "inline-flex", color: vars.colors.muted, flexShrink: 0 });

export const input = style({
  flexGrow: 1,
  minWidth: 0,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  border: "none",
  background: "transparent",
  fontSize: vars.fontSize.sm,
  color: vars.colors.text,
  outline: "none",
  "::placeholder": { color: vars.colors.muted },
  // Stronger than the global :focus-visible ring, which drew a second ring inside the field's.
  selectors: { "&:focus-visible": { outline: "none" } },
});

export const popover = style({
  width: "var(--trigger-width)",
  minWidth: 260,
  maxHeight: 420,
  overflowY: "auto",
  backgroundColor: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.lg,
});

export const list = style({ padding: vars.space.xs, outline: "none" });

export const empty = style([textStyle({ size: "sm", tone: "muted" }), { padding: vars.space.md }]);

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radii.sm,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-focused]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
  },
});

/** The list's last option, to the results page: set apart from the results above it. */
export const seeAll = style({
  justifyContent: "center",
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.colors.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.colors.text,
});

export const thumb = style({
  width: 40,
  height: 48,
  objectFit: "cover",
  borderRadius: vars.radii.sm,
  backgroundColor: vars.colors.surfaceMuted,
  flexShrink: 0,
});

export const text = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const name = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const color = style({ fontSize: vars.fontSize.xs, color: vars.colors.muted });
