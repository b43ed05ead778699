import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../design/theme.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.4 } });

export const root = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  color: "currentColor",
});

export const ring = style({
  display: "block",
  borderRadius: vars.radii.full,
  borderStyle: "solid",
  borderColor: "currentColor",
  borderRightColor: "transparent",
  animation: `${spin} 0.8s linear infinite`,
  "@media": {
    // No spinning for shoppers who asked for less motion: a slow fade instead, the ring stays visible.
    "(prefers-reduced-motion: reduce)": {
      animation: `${pulse} 2s ease-in-out infinite`,
      animationDuration: "2s !important",
      animationIterationCount: "infinite !important",
    },
  },
});

export const size = styleVariants({
  sm: { width: "1em", height: "1em", borderWidth: 2 },
  md: { width: "1.5rem", height: "1.5rem", borderWidth: 3 },
  lg: { width: "2.5rem", height: "2.5rem", borderWidth: 4 },
});
