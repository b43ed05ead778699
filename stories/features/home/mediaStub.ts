import { MOBILE_MEDIA, REDUCED_MOTION_MEDIA } from "../../../src/hooks/useMediaQuery";

export interface MediaOverrides {
  /** Narrower than 640 px (the mobile banner lists). */
  mobile?: boolean;
  /** prefers-reduced-motion: reduce. */
  reducedMotion?: boolean;
}

/**
 * Makes `window.matchMedia` answer the home components' two queries as given (the viewport and the motion
 * preference of the test browser are otherwise whatever it happens to be). Returns the restore function,
 * so a story's `beforeEach` can return it as its cleanup.
 */
export function stubMedia(overrides: MediaOverrides): () => void {
  const original = window.matchMedia.bind(window);
  const answers = new Map<string, boolean>();
  if (overrides.mobile !== undefined) answers.set(MOBILE_MEDIA, overrides.mobile);
  if (overrides.reducedMotion !== undefined) answers.set(REDUCED_MOTION_MEDIA, overrides.reducedMotion);
  window.matchMedia = (query: string): MediaQueryList => {
    const answer = answers.get(query);
    if (answer === undefined) return original(query);
    const stub: MediaQueryList = {
      matches: answer,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
    return stub;
  };
  return () => {
    window.matchMedia = original;
  };
}
