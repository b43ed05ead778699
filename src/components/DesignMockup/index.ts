export {
  DesignMockup,
  DesignMockups,
  type DesignMockupProps,
  shownSides,
  useArtworkSources,
} from "./DesignMockup";
