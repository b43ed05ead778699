import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";
import { textStyle } from "../../design/text.css";

export const opener = style({
  padding: 0,
  border: "none",
  background: "none",
  color: vars.colors.text,
  fontSize: vars.fontSize.sm,
  textDecoration: "underline",
  cursor: "pointer",
  minHeight: 24,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
});

export const units = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

// Scrolls sideways only where the table cannot fit (narrower than a 390 px phone, or large text). Then
// shadows show at the edge that has more (the classic "scroll shadows": the covers move with the content,
// the shadows stay with the box), and it takes keyboard focus so the arrow keys scroll it.
const shade = "rgba(0, 0, 0, 0.18)";
export const tableWrap = style({
  overflowX: "auto",
  selectors: {
    "&[data-overflows]": {
      backgroundImage: [
        `linear-gradient(to right, ${vars.colors.surface} 30%, transparent)`,
        `linear-gradient(to left, ${vars.colors.surface} 30%, transparent)`,
        `radial-gradient(farthest-side at 0 50%, ${shade}, transparent)`,
        `radial-gradient(farthest-side at 100% 50%, ${shade}, transparent)`,
      ].join(", "),
      backgroundPosition: "0 0, 100% 0, 0 0, 100% 0",
      backgroundRepeat: "no-repeat",
      backgroundSize: "2.5rem 100%, 2.5rem 100%, 0.875rem 100%, 0.875rem 100%",
      backgroundAttachment: "local, local, scroll, scroll",
    },
    "&[data-overflows]:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 },
  },
});

export const scrollHint = textStyle({ size: "sm", tone: "muted" });

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm });

// Cells padded to fit five columns in a phone's dialog (about 310 px of a 390 px screen).
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: "center",
});

// The header row is tinted only while it fits: over a scrolling table its tint would hide the shadows.
globalStyle(`${table} thead th`, { backgroundColor: vars.colors.surfaceMuted });
globalStyle(`[data-overflows] > ${table} thead th`, { backgroundColor: "transparent" });

export const caption = style({ textAlign: "left", paddingBottom: vars.space.sm, color: vars.colors.muted });

export const note = style({
  margin: `${vars.space.md} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.colors.muted,
});
