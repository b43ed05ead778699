export { CUSTOMISER_PATH, CustomisedBanner } from "./CustomisedBanner";
