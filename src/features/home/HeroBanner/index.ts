export { HeroBanner } from "./HeroBanner";
