export { CustomisedBanner } from "./CustomisedBanner";
