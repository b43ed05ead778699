/** The five stars of an average rating: whole stars, a half star at a fraction of .5 or more. */
export interface StarCounts {
  full: number;
  half: 0 | 1;
  empty: number;
}

export const MAX_STARS = 5;

export function starCounts(rating: number): StarCounts {
  const bounded = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0;
  const full = Math.floor(bounded);
  const half = bounded - full >= 0.5 ? 1 : 0;
  return { full, half, empty: MAX_STARS - full - half };
}

/** What a screen reader hears for an average: "Rated 4.5 out of 5". */
export function ratingText(rating: number): string {
  return `Rated ${(Number.isFinite(rating) ? rating : 0).toFixed(1)} out of ${MAX_STARS}`;
}
