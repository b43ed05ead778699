import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { breakpoints } from "./tokens";
import { vars } from "./theme.css";

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    medium: { "@media": `screen and (min-width: ${breakpoints.medium}px)` },
    large: { "@media": `screen and (min-width: ${breakpoints.large}px)` },
  },
  defaultCondition: "mobile",
  responsiveArray: ["mobile", "medium", "large"],
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["stretch", "flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    fontSize: vars.fontSize,
    textAlign: ["left", "center", "right"],
    width: ["auto", "100%"],
    gridTemplateColumns: {
      "1": "repeat(1, minmax(0, 1fr))",
      "2": "repeat(2, minmax(0, 1fr))",
      "3": "repeat(3, minmax(0, 1fr))",
      "4": "repeat(4, minmax(0, 1fr))",
    },
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: "&:hover" },
  },
  defaultCondition: "default",
  properties: {
    color: vars.colors,
    backgroundColor: vars.colors,
    borderColor: vars.colors,
  },
});

const staticProperties = defineProperties({
  properties: {
    borderRadius: vars.radii,
    boxShadow: vars.shadows,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    position: ["relative", "absolute", "sticky", "fixed", "static"],
    overflow: ["hidden", "auto", "visible"],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colorProperties, staticProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
export const sprinklesConditions = ["mobile", "medium", "large"] as const;
