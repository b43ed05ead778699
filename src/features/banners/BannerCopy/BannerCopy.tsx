import * as styles from "./BannerCopy.css";

/** A banner's words, as the banner call answers them (absent for a picture that carries its own). */
export interface BannerWords {
  title?: string;
  subtitle?: string;
}

export interface BannerCopyProps {
  words: BannerWords;
  /** Show Shop Now: the banner is a link. */
  cta: boolean;
}

/**
 * A banner's title, subtitle and (for a link) Shop Now, set over its picture as text in the shop's
 * typeface, on a shade that keeps them readable over any picture (see BannerCopy.css.ts). Nothing for a
 * banner without words (its picture carries them). Place it inside the banner's positioned box, before its
 * picture: a banner's link is named by what it holds, its words first ("Oversized Tees Dropped shoulders.
 * Heavy cotton. Shop Now"), then the picture's alt.
 */
export function BannerCopy({ words, cta }: BannerCopyProps) {
  if (!words.title) return null;
  return (
    <>
      <span className={styles.scrim} aria-hidden="true" />
      {/* The spaces keep the words apart in the link's name (the lines are apart only on screen). */}
      <span className={styles.copy}>
        <span className={styles.title}>{words.title}</span>{" "}
        {words.subtitle ? <span className={styles.subtitle}>{words.subtitle}</span> : null}{" "}
        {cta ? <span className={styles.cta}>Shop Now</span> : null}
      </span>{" "}
    </>
  );
}
