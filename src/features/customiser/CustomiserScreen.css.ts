import { style } from "@vanilla-extract/css";
import { stack } from "../../design/stack.css";
import { textStyle } from "../../design/text.css";
import { vars } from "../../design/theme.css";
import { measure, media } from "../../design/tokens";
import { visuallyHidden } from "../../design/utils.css";

export const page = style([
  stack.lg,
  {
    maxWidth: 1200,
    margin: "0 auto",
    padding: `${vars.space.md} ${vars.space.md} ${vars.space["3xl"]}`,
    "@media": { [media.medium]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space["3xl"]}` } },
  },
]);

export const hero = stack.xs;

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.2,
  "@media": { [media.medium]: { fontSize: vars.fontSize["2xl"] } },
});

export const lede = textStyle({ tone: "muted" });

export const notice = style([
  textStyle({ size: "sm" }),
  {
    padding: vars.space.sm,
    borderRadius: vars.radii.md,
    background: vars.colors.infoSoft,
  },
]);

/** Phones: the stage on top, the controls under it within thumb reach. Wider: stage left, controls right. */
export const editor = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  "@media": {
    [media.medium]: { gridTemplateColumns: "minmax(0, 1.15fr) minmax(300px, 1fr)", alignItems: "start" },
  },
});

export const stageColumn = style([
  stack.sm,
  { "@media": { [media.medium]: { position: "sticky", top: vars.space.md } } },
]);

export const controls = stack.md;

export const stageMessage = style([
  textStyle({ tone: "danger" }),
  {
    display: "grid",
    placeItems: "center",
    aspectRatio: "500 / 625",
    maxWidth: 500,
    width: "100%",
    marginInline: "auto",
    padding: vars.space.lg,
    textAlign: "center",
    background: vars.colors.surfaceMuted,
    borderRadius: vars.radii.lg,
  },
]);

export const announcer = visuallyHidden;

export const seo = style([
  stack.sm,
  textStyle({ tone: "muted" }),
  { maxWidth: measure(70), marginTop: vars.space["2xl"], lineHeight: vars.lineHeight.normal },
]);

export const seoTitle = style([textStyle({ size: "lg", weight: "bold" }), { color: vars.colors.text }]);
