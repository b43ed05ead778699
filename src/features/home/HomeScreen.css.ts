import { style } from "@vanilla-extract/css";
import { measure, media } from "../../design/tokens";
import { vars } from "../../design/theme.css";
import { inline, stack } from "../../design/stack.css";

export const page = style([stack["2xl"], { paddingBottom: vars.space["3xl"] }]);

export const container = style({
  width: "100%",
  maxWidth: 1280,
  margin: "0 auto",
  padding: `0 ${vars.space.lg}`,
  boxSizing: "border-box",
});

export const section = style([container, { display: "flex", flexDirection: "column", gap: vars.space.lg }]);

export const sectionHeader = style([inline.sm, { alignItems: "baseline", justifyContent: "space-between" }]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.black,
  letterSpacing: "-0.01em",
  "@media": { [media.medium]: { fontSize: vars.fontSize["2xl"] } },
});

export const promo = style([
  stack.md,
  {
    alignItems: "center",
    padding: `${vars.space["2xl"]} ${vars.space.lg}`,
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.brand,
    color: vars.colors.onBrand,
    textAlign: "center",
  },
]);
export const promoTitle = style({
  margin: 0,
  fontSize: vars.fontSize["2xl"],
  fontWeight: vars.fontWeight.black,
  "@media": { [media.medium]: { fontSize: vars.fontSize["3xl"] } },
});
export const promoText = style({ margin: 0, maxWidth: measure(60), opacity: 0.9 });
