export { TrustStrip, type TrustStripProps } from "./TrustStrip";
