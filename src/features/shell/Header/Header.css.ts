import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, stickyHeaderClearance } from "../../../design/tokens";
import { stickyTop } from "../../../design/layout.css";
import { vars } from "../../../design/theme.css";
import { bareList, stack } from "../../../design/stack.css";
import { textStyle } from "../../../design/text.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  backgroundColor: vars.colors.surface,
  borderBottom: `1px solid ${vars.colors.border}`,
  transition: `background-color ${vars.durations.normal}, box-shadow ${vars.durations.normal}`,
  selectors: {
    // Translucent once the page has scrolled past 20 px (docs/product.md#constants).
    '&[data-scrolled="true"]': {
      backgroundColor: "rgba(255, 255, 255, 0.82)",
      backdropFilter: "saturate(180%) blur(10px)",
      WebkitBackdropFilter: "saturate(180%) blur(10px)",
      boxShadow: vars.shadows.md,
    },
  },
});

// What sticks as the page scrolls (a cart's summary, the customiser's stage) stops below the header.
globalStyle(`:root:has(${header})`, { vars: { [stickyTop]: stickyHeaderClearance } });

// --- announcement bar ---

// Two copies of the text side by side: moving the pair left by one copy's width loops without a gap.
const scroll = keyframes({
  from: { transform: "translateX(0)" },
  to: { transform: "translateX(-50%)" },
});

export const announcement = style({
  display: "flex",
  alignItems: "center",
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: "0.04em",
});

export const marqueeViewport = style({ flexGrow: 1, overflow: "hidden", minWidth: 0 });

/** How long the headline rests where it can be read from its start before it begins to scroll. */
const MARQUEE_DWELL = "3s";

/**
 * The text is readable from the first paint, where it stands; it starts to scroll once the page has
 * settled (`<html data-settled>`, see src/lib/pageSettled.ts) and the shopper has had a moment to read
 * its start, so the endless animation never competes with loading. Paused on hover, focus and by the
 * toggle; still for shoppers who prefer reduced motion.
 */
export const marquee = style({
  display: "flex",
  margin: 0,
  padding: `${vars.space.xs} 0`,
  whiteSpace: "nowrap",
  width: "max-content",
  selectors: {
    "html[data-settled] &": { animation: `${scroll} 24s linear ${MARQUEE_DWELL} infinite` },
    [`${announcement}:hover &, ${announcement}:focus-within &, ${announcement}:has([data-selected]) &`]: {
      animationPlayState: "paused",
    },
  },
  "@media": {
    [media.reducedMotion]: {
      selectors: { "html[data-settled] &": { animation: "none" } },
      width: "auto",
      whiteSpace: "normal",
      justifyContent: "center",
      textAlign: "center",
    },
  },
});

/**
 * The text, with the gap before the next copy. The second copy is drawn from `data-text` after it, with
 * empty alternative text: screen readers and text search meet the headline once. It is not drawn for
 * shoppers who prefer reduced motion.
 */
export const marqueeText = style({
  paddingInline: vars.space.lg,
  selectors: {
    "&::after": { content: 'attr(data-text) / ""', paddingInlineStart: `calc(${vars.space.lg} * 2)` },
  },
  "@media": { [media.reducedMotion]: { selectors: { "&::after": { content: "none" } } } },
});

export const marqueeToggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 28,
  height: 24,
  flexShrink: 0,
  border: "none",
  background: "transparent",
  color: vars.colors.onBrand,
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.onBrand}`, outlineOffset: -2 } },
  "@media": { [media.reducedMotion]: { display: "none" } },
});

// --- main bar ---

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  "@media": { [media.mobile]: { gap: vars.space.xs, paddingInline: vars.space.sm } },
});

export const logo = style({
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  letterSpacing: "0.12em",
  color: vars.colors.text,
  textDecoration: "none",
  flexShrink: 0,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 2 } },
  "@media": { [media.mobile]: { fontSize: vars.fontSize.lg, marginRight: "auto" } },
});

/** The links in a row only where all of them fit (never a clipped, scrolling strip, which also cut off
 * their focus rings); below that the menu button opens them all. */
export const nav = style({
  flexShrink: 0,
  "@media": { [media.belowWide]: { display: "none" } },
});

/** The menu button: wherever the row of links is not shown. */
export const menuButton = style({ "@media": { [media.wide]: { display: "none" } } });

export const navList = style({
  display: "flex",
  gap: vars.space.xxs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  whiteSpace: "nowrap",
});

export const navLink = style({
  display: "inline-block",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  color: vars.colors.text,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radii.sm,
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
    '&[aria-current="page"]': { color: vars.colors.accent, textDecoration: "underline" },
  },
});

export const desktopSearch = style({
  flexGrow: 1,
  minWidth: 160,
  maxWidth: 360,
  marginLeft: "auto",
  "@media": { [media.mobile]: { display: "none" } },
});

export const mobileSearch = style({
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  "@media": { [media.aboveMobile]: { display: "none" } },
});

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.xxs, flexShrink: 0 });

export const iconButton = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  width: 40,
  height: 40,
  padding: 0,
  border: "none",
  borderRadius: vars.radii.full,
  background: "transparent",
  color: vars.colors.text,
  cursor: "pointer",
  textDecoration: "none",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}`, outlineOffset: 1 },
  },
});

export const mobileOnly = style({ "@media": { [media.aboveMobile]: { display: "none" } } });

export const badge = style({
  position: "absolute",
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  paddingInline: 4,
  borderRadius: vars.radii.full,
  backgroundColor: vars.colors.accent,
  color: vars.colors.onAccent,
  fontSize: "0.6875rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "18px",
  textAlign: "center",
});

// --- mobile menu ---

const slideIn = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(0)" } });

export const menuPanel = style({
  position: "fixed",
  top: 0,
  bottom: 0,
  left: 0,
  width: "min(320px, 85vw)",
  overflowY: "auto",
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.lg,
  selectors: { "&[data-entering]": { animation: `${slideIn} ${vars.durations.normal} ease-out` } },
  "@media": { [media.reducedMotion]: { selectors: { "&[data-entering]": { animation: "none" } } } },
});

export const menuDialog = style({ outline: "none", padding: vars.space.lg });

export const menuHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: vars.space.md,
});

export const menuTitle = textStyle({ size: "lg" });

export const menuList = style([bareList, stack.xxs]);

export const menuLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  width: "100%",
  padding: `${vars.space.md} ${vars.space.sm}`,
  border: "none",
  borderRadius: vars.radii.sm,
  background: "transparent",
  color: vars.colors.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { backgroundColor: vars.colors.surfaceMuted },
    "&[data-focus-visible]": { outline: `2px solid ${vars.colors.focus}` },
    '&[aria-current="page"]': { color: vars.colors.accent },
  },
});
