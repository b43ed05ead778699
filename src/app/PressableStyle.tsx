/** The id react-aria looks for before adding its pressable stylesheet (react-aria's usePress). */
export const PRESSABLE_STYLE_ID = "react-aria-pressable-style";

/** react-aria's rule for what it makes pressable: a tap is a press, not a double-tap zoom. */
const PRESSABLE_RULE = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`;

/**
 * react-aria's press handling prepends this stylesheet to <head> once the first pressable element has
 * mounted, unless an element with its id is already there. Added then, after the page has painted, a new
 * stylesheet makes the browser restyle and lay out the whole page again (60–160 ms on a phone under
 * Lighthouse's slowed CPU, right after hydration). Sent in the server's HTML, with react-aria's id, it
 * is there from the first paint and react-aria adds nothing.
 */
export function PressableStyle() {
  return <style id={PRESSABLE_STYLE_ID}>{PRESSABLE_RULE}</style>;
}
