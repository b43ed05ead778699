import { style } from "@vanilla-extract/css";

// The <picture> only chooses the file: it adds no box, so the <img> keeps its place in the layout.
export const picture = style({ display: "contents" });
