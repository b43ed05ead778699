import { style } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

export const disclosure = style({ display: "flex", flexDirection: "column" });

export const heading = style({ margin: 0, fontSize: "inherit", fontWeight: "inherit" });

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: "none",
  color: "inherit",
  font: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "2px",
  cursor: "pointer",
  selectors: {
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
  },
});

export const chevron = style({
  transition: `transform ${vars.durations.fast}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: "rotate(180deg)" } },
});

// No padding of its own: a closed panel (hidden="until-found") must take no room.
export const panel = style({});
