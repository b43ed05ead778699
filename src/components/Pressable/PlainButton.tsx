import type { ButtonHTMLAttributes, MouseEvent, Ref } from "react";
import {
  type InteractionCallbacks,
  type InteractionHandlerName,
  useInteractionEndsWhenDisabled,
  withInteractionStates,
} from "./interactionStates";

type NativeButtonAttributes = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "onClick" | "disabled" | InteractionHandlerName
>;

export interface PlainButtonProps extends NativeButtonAttributes, InteractionCallbacks<HTMLButtonElement> {
  /** Mouse, touch, Enter and Space alike (a native button's click). */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  isDisabled?: boolean;
  /** Focusable and named as usual, but a press does nothing (a request it started is under way). */
  isPending?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native `<button>` (type "button" unless told) with react-aria's state attributes: `data-hovered`,
 * `data-pressed`, `data-focus-visible` as the shopper interacts, `data-disabled` and `data-pending` from
 * its props. No styles of its own: the shop's Button, the header's icons and the carousel's arrows style it.
 *
 * react-aria's own Button stays where a react-aria widget composes it (a select's trigger, a disclosure's
 * heading, a number field's steps); a button that only does something when pressed is this one, so pages
 * load without react-aria's press handling.
 */
export function PlainButton({
  type = "button",
  onPress,
  isDisabled = false,
  isPending = false,
  ref,
  ...props
}: PlainButtonProps) {
  const elementRef = useInteractionEndsWhenDisabled(isDisabled, ref);
  return (
    <button
      {...withInteractionStates<HTMLButtonElement, typeof props>(props)}
      ref={elementRef}
      type={type}
      disabled={isDisabled}
      data-disabled={isDisabled || undefined}
      // As react-aria's pending Button: announced as unavailable, yet it keeps its focus and its place.
      aria-disabled={isPending ? true : props["aria-disabled"]}
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (isPending) event.preventDefault();
        else onPress?.(event);
      }}
    />
  );
}
