export {
  type InteractionCallbacks,
  type InteractionHandlerName,
  interactionStates,
} from "./interactionStates";
export { PlainButton, type PlainButtonProps } from "./PlainButton";
