export {
  DesignMockup,
  DesignMockups,
  type DesignMockupProps,
  type DrawnDesign,
  shownSides,
  uploadHref,
  useArtworkSources,
} from "./DesignMockup";
export { MockupSvg, type MockupSvgProps } from "./MockupSvg";
