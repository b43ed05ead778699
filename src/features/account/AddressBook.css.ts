import { style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";
import { vars } from "../../design/theme.css";
import { columnPage, formStack, twoColumns } from "../../design/layout.css";

export const page = style([columnPage, { maxWidth: 960 }]);

export { focusablePageTitle as title, pageHeader as header } from "../../design/panel.css";

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.colors.muted });

export { panel, panelText, panelTitle } from "../../design/panel.css";
export const errorText = style({ margin: 0, color: vars.colors.danger, fontWeight: vars.fontWeight.medium });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style({
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.colors.surface,
  outline: "none",
  selectors: {
    "&[data-default]": { borderColor: vars.colors.brand, boxShadow: vars.shadows.sm },
    "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
  },
});

export const cardHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const lines = style({ margin: 0, fontStyle: "normal", fontSize: vars.fontSize.sm });
export const line = style({ display: "block" });
export const phone = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.colors.muted });

export const cardActions = style({
  marginTop: "auto",
  paddingTop: vars.space.sm,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const form = formStack;

export { twoColumns };

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.colors.muted });

export const dialogActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.sm,
});
