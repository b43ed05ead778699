export { DesignMockup, type DesignMockupProps } from "./DesignMockup";
