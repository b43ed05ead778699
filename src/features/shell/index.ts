// The shell's public surface: what other features may use (routes import screens directly).
export { isLoginPopupOpenAtom } from "./atoms";
export { NotFoundScreen } from "./NotFoundScreen";
export { TrustStrip } from "./TrustStrip";
