import { style } from "@vanilla-extract/css";
import { media } from "../../design/tokens";
import { vars } from "../../design/theme.css";
import { columnPage, formStack, twoColumns } from "../../design/layout.css";
import { inline, stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";

export const page = style([columnPage, { maxWidth: 960 }]);

export { focusablePageTitle as title, pageHeader as header } from "../../design/panel.css";

export const subtitle = textStyle({ size: "sm", tone: "muted" });

export { panel, panelText, panelTitle } from "../../design/panel.css";
export const errorText = textStyle({ weight: "medium", tone: "danger" });

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": { [media.medium]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const card = style([
  stack.sm,
  {
    height: "100%",
    padding: vars.space.lg,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.surface,
    outline: "none",
    selectors: {
      "&[data-default]": { borderColor: vars.colors.brand, boxShadow: vars.shadows.sm },
      "&:focus-visible": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: "2px" },
    },
  },
]);

export const cardHeader = style([inline.sm, { alignItems: "center" }]);
export const cardTitle = textStyle({ size: "lg", weight: "bold" });
export const lines = style([textStyle({ size: "sm" }), { fontStyle: "normal" }]);
export const line = style({ display: "block" });
export const phone = textStyle({ size: "sm", tone: "muted" });

export const cardActions = style([inline.sm, { marginTop: "auto", paddingTop: vars.space.sm }]);

export const form = formStack;

export { twoColumns };

export const hint = textStyle({ size: "sm", tone: "muted" });

export const dialogActions = style([inline.sm, { justifyContent: "flex-end" }]);
