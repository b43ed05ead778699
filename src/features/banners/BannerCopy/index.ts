export { BannerCopy, type BannerWords } from "./BannerCopy";
