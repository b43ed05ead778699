import { style } from "@vanilla-extract/css";
import { columnPage } from "../../design/layout.css";
import { bareList, inline, stack } from "../../design/stack.css";
import { surfaceCard } from "../../design/surface.css";
import { textStyle } from "../../design/text.css";
import { pageTitle } from "../../design/typography.css";

export const page = style([columnPage, { maxWidth: 860 }]);
export const header = stack.sm;
export const title = pageTitle;
export const lead = textStyle({ tone: "muted" });
export const list = style([bareList, stack.md]);
export const card = surfaceCard;
export const cardHeader = style([inline.sm, { alignItems: "center", justifyContent: "space-between" }]);
export const cardTitle = style([textStyle({ size: "md", weight: "bold" }), { margin: 0 }]);
export const number = style({ whiteSpace: "nowrap" });
export const meta = textStyle({ size: "sm", tone: "muted" });
export const section = stack.md;
export const sectionHeading = style([textStyle({ size: "lg", weight: "bold" }), { margin: 0 }]);
