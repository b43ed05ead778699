import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  type RefCallback,
  useCallback,
  useLayoutEffect,
  useRef,
} from "react";

/** What a native link or button may add to its states: preloading what a press will need, or an action. */
export interface InteractionCallbacks<E extends HTMLElement> {
  /** A mouse has come over it (not a touch): time to preload what a press opens. */
  onHoverStart?: () => void;
  /** A press has begun (pointer down, or Enter/Space held): earlier than the click. */
  onPressStart?: () => void;
  onFocus?: (event: FocusEvent<E>) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  onKeyDown?: (event: KeyboardEvent<E>) => void;
}

/** The element's own handlers that interactionStates sets (callers pass the callbacks above instead). */
export type InteractionHandlerName =
  | "onPointerEnter"
  | "onPointerLeave"
  | "onPointerDown"
  | "onPointerUp"
  | "onPointerCancel"
  | "onKeyDown"
  | "onKeyUp"
  | "onFocus"
  | "onBlur";

const HOVERED = "data-hovered";
const PRESSED = "data-pressed";
const FOCUS_VISIBLE = "data-focus-visible";

/**
 * How the shopper last acted: a focus that follows a pointer press shows no ring; one that follows a key,
 * or comes before any (a page moving focus itself), does. react-aria decides the same way, so its widgets
 * and these elements agree on one page; the browser's own `:focus-visible` would disagree with it for
 * focus moved by script.
 */
let lastModality: "pointer" | "keyboard" | undefined;
if (typeof document !== "undefined") {
  document.addEventListener(
    "keydown",
    (event) => {
      if (!event.metaKey && !event.ctrlKey && !["Control", "Shift", "Meta", "Alt"].includes(event.key))
        lastModality = "keyboard";
    },
    true,
  );
  document.addEventListener(
    "pointerdown",
    () => {
      lastModality = "pointer";
    },
    true,
  );
}

function isDisabled(element: Element): boolean {
  return element.hasAttribute("disabled");
}

/**
 * A hover also ends when the pointer is next over something else, as in react-aria: a leave is not always
 * reported (the element moved away under a still pointer, or events a test dispatches itself).
 */
function endHoverWhenPointerLeaves(element: Element) {
  const document = element.ownerDocument;
  const onOver = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) return;
    mark(element, HOVERED, false);
    document.removeEventListener("pointerover", onOver, true);
  };
  document.addEventListener("pointerover", onOver, true);
}

function mark(element: Element, attribute: string, on: boolean) {
  if (on) element.setAttribute(attribute, "true");
  else element.removeAttribute(attribute);
}

/**
 * react-aria's interaction attributes (`data-hovered`, `data-pressed`, `data-focus-visible`) on a native
 * `<a>` or `<button>`, so one stylesheet serves native elements and react-aria's alike. They are written on
 * the element by its own events, not held in React state: a hover or a press re-renders nothing, and the
 * first page load carries none of react-aria's interaction code (~16 KB compressed) for the header's,
 * footer's and cards' links and buttons.
 *
 * As in react-aria: hover is a mouse's only (a tap leaves no sticky hover); the focus ring shows after a
 * key, not a click (see lastModality); a press lasts from pointer or key down to up.
 *
 * Takes an element's props and gives them back with its interaction callbacks turned into these handlers.
 */
export function withInteractionStates<E extends HTMLElement, P extends InteractionCallbacks<E>>(props: P) {
  const { onHoverStart, onPressStart, onFocus, onBlur, onKeyDown, ...rest } = props;
  const pressEnd = (event: { currentTarget: E }) => mark(event.currentTarget, PRESSED, false);
  return {
    ...rest,
    onPointerEnter(event: PointerEvent<E>) {
      const element = event.currentTarget;
      if (event.pointerType !== "mouse" || isDisabled(element) || element.hasAttribute(HOVERED)) return;
      mark(element, HOVERED, true);
      endHoverWhenPointerLeaves(element);
      onHoverStart?.();
    },
    onPointerLeave(event: PointerEvent<E>) {
      mark(event.currentTarget, HOVERED, false);
      pressEnd(event);
    },
    onPointerDown(event: PointerEvent<E>) {
      if (event.button !== 0 || isDisabled(event.currentTarget)) return;
      mark(event.currentTarget, PRESSED, true);
      onPressStart?.();
    },
    onPointerUp: pressEnd,
    onPointerCancel: pressEnd,
    onKeyDown(event: KeyboardEvent<E>) {
      onKeyDown?.(event);
      if (event.repeat || (event.key !== "Enter" && event.key !== " ") || isDisabled(event.currentTarget))
        return;
      mark(event.currentTarget, PRESSED, true);
      onPressStart?.();
    },
    onKeyUp: pressEnd,
    onFocus(event: FocusEvent<E>) {
      mark(event.currentTarget, FOCUS_VISIBLE, lastModality !== "pointer");
      onFocus?.(event);
    },
    onBlur(event: FocusEvent<E>) {
      mark(event.currentTarget, FOCUS_VISIBLE, false);
      pressEnd(event);
      onBlur?.(event);
    },
  };
}

/**
 * Ends a hover or press when the element turns disabled under it (a "Move up" that its own move disables):
 * a disabled button gets no pointerleave, pointerup or blur in Chromium, so its marks would stay and it
 * would keep the look of being pressed. react-aria's Button ends its press the same way.
 *
 * Gives back the ref to put on the element, passing the element on to the caller's `ref` as well.
 */
export function useInteractionEndsWhenDisabled<E extends HTMLElement>(
  isDisabled: boolean,
  ref: Ref<E> | undefined,
): RefCallback<E> {
  const element = useRef<E | null>(null);
  useLayoutEffect(() => {
    if (!isDisabled || !element.current) return;
    mark(element.current, HOVERED, false);
    mark(element.current, PRESSED, false);
  }, [isDisabled]);
  return useCallback(
    (node: E | null) => {
      element.current = node;
      if (typeof ref === "function") return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );
}
