export { designEditorHref, garmentName } from "./designLinks";
export { SharedDesignScreen, sharedDesignMessages } from "./SharedDesignScreen";
export { copyInEditorHref, sharedDesignCardPath, sharedDesignOptions } from "./sharedDesignQuery";
