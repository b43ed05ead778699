export { allGraphicsOptions, uploadHref, useArtworkSources } from "./artworkSources";
export { customizedCheckoutHref, designEditorHref, garmentName } from "./designLinks";
export { SharedDesignScreen, sharedDesignMessages } from "./SharedDesignScreen";
export { copyInEditorHref, sharedDesignOptions } from "./sharedDesignQuery";
