export { type LazyPart, lazyPart, OpenedOnce } from "./lazyPart";
export { LoadingLayer } from "./LoadingLayer";
