export { type LazyPart, lazyPart, OpenedOnce } from "./lazyPart";
export { HydrateWhenNear, type HydrateWhenNearProps } from "./HydrateWhenNear";
export { LoadingLayer } from "./LoadingLayer";
export { AfterFirstFrame } from "./afterFirstFrame";
