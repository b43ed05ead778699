import { OfflineScreen } from "../../features/shell/Offline/OfflineScreen";

// The offline page: prerendered (react-router.config.ts) and precached by the service worker, which
// shows it for a page never kept while there is no network (docs/decisions/offline-shop.md#offline).
export function meta() {
  return [{ title: "You are offline | Rangrez" }, { name: "robots", content: "noindex" }];
}

export default function Offline() {
  return <OfflineScreen />;
}
