export {
  type InteractionCallbacks,
  type InteractionHandlerName,
  withInteractionStates,
} from "./interactionStates";
export { PlainButton, type PlainButtonProps } from "./PlainButton";
