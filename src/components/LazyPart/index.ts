export { type LazyPart, lazyPart, OpenedOnce, preloadOnIntent } from "./lazyPart";
export { HydrateWhenNear, type HydrateWhenNearProps } from "./HydrateWhenNear";
export { LoadingLayer } from "./LoadingLayer";
export { AfterFirstFrame } from "./afterFirstFrame";
