import { lazyPart } from "../../components/LazyPart";

// The layer list (react-aria's list box and its collection, ~18 KB gzip) is fetched once the shopper
// reaches into the editor (a pointer or a key going down in it: adding the first layer needs one), not
// with the page: a new design has no layers to list. A design opened with layers has its list in the
// server's HTML, hydrated when the code arrives (docs/architecture.md#the-hydration-strategy).
export const LazyLayerList = lazyPart(() => import("./LayerList").then((module) => module.LayerList));
