export { allGraphicsOptions, uploadHref, useArtworkSources } from "./artworkSources";
export { customizedCheckoutHref, designEditorHref, garmentName } from "./designLinks";
