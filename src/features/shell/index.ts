// The shell's public surface: what other features may use (routes import screens directly).
export { ShellOverlays, useSetOverlayOpen } from "./overlays";
export { NotFoundScreen } from "./NotFoundScreen";
export { SiteShell } from "./SiteShell";
export { TrustStrip } from "./TrustStrip";
