// The product page's public surface for other features: the parts the staff product form's preview draws
// with (src/features/admin/productForm/ProductPreview.tsx), so staff see the page as shoppers will.
// Routes import the screen's modules directly.
export { InfoRows } from "./InfoRows";
export { ProductDetailsSections } from "./ProductDetailsSections";
export { ProductGallery } from "./ProductGallery";
