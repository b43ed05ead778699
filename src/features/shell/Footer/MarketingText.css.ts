import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { stack } from "../../../design/stack.css";

export const block = style({
  backgroundColor: vars.colors.surfaceMuted,
  color: vars.colors.text,
  padding: `${vars.space["2xl"]} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const inner = style({ maxWidth: 960, margin: "0 auto" });

export const title = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.xl });
export const heading = style({ margin: `${vars.space.xl} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });
export const list = style({ margin: 0, paddingLeft: vars.space.xl });
export const faqs = style([stack.md, { margin: 0 }]);
export const faq = style({});
export const question = style({ fontWeight: vars.fontWeight.bold });
export const answer = style({ margin: `${vars.space.xxs} 0 0`, color: vars.colors.muted });
