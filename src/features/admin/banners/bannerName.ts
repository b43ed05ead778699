import type { StaffBanner } from "../../../api/types";

/** How staff tell a slide apart: its title, else what its pictures show. */
export const bannerName = (banner: Pick<StaffBanner, "title" | "alt">) => banner.title ?? banner.alt;
