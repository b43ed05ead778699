import { style } from "@vanilla-extract/css";
import { vars } from "../../../design/theme.css";
import { bannerLink } from "../BannerCopy/BannerCopy.css";

/** The picture's box, which its words are laid over (the link, when it leads somewhere). */
export const frame = style([
  bannerLink,
  {
    display: "block",
    overflow: "hidden",
    borderRadius: vars.radii.lg,
    backgroundColor: vars.colors.surfaceMuted,
  },
]);

export const image = style({ display: "block", width: "100%", height: "auto" });
