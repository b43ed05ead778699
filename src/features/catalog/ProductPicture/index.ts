export { ProductPicture, type ProductPictureProps } from "./ProductPicture";
