// The staff area's public surface: its frame (the page around a staff screen), the orders board, the product table, the
// headlines, banners, customiser blanks and page speed screens (the routes import the screens) and what their loaders
// share with them (who may see them, the URL's filters, the reads).
export { bannerPlaceHref, parseBannerPlace, STAFF_BANNERS_PATH } from "./banners/bannerPlaceParam";
export { BannersScreen } from "./banners/BannersScreen";
export { bannerWords, PAGE_NAMES, PLACE_NAMES } from "./banners/bannerWords";
export { staffBannersOptions } from "./banners/bannersQuery";
export { BlanksScreen } from "./customiser/BlanksScreen";
export { blankWords } from "./customiser/blankWords";
export { staffBlanksOptions } from "./customiser/blanksQuery";
export { pictureWords } from "./pictures/pictureWords";
export { headlinesOptions } from "./headlinesQuery";
export { HeadlinesScreen } from "./HeadlinesScreen";
export { headlineWords } from "./headlineWords";
export { accessStatus, type StaffAccess, staffAccessOf } from "./StaffAccess";
export { StaffFrame } from "./StaffFrame";
export { STAFF_NAV } from "./staffNav";
export { parseStaffBoard, STAFF_BOARD_PATH, type StaffBoardFilters } from "./staffBoardFilters";
export { staffMessages } from "./staffMessages";
export { StaffOrdersScreen } from "./StaffOrdersScreen";
export { staffOrderOptions, staffOrdersOptions } from "./staffOrdersQuery";
export { PRODUCT_EXPORT_HREF, ProductCsvActions } from "./products/ProductCsvActions";
export { productCsvWords } from "./products/productCsvWords";
export { parseStaffProducts, STAFF_PRODUCTS_PATH } from "./products/staffProductFilters";
export { staffProductMessages } from "./products/staffProductWords";
export { StaffProductsScreen } from "./products/StaffProductsScreen";
export { staffProductsOptions } from "./products/staffProductsQuery";
export { AddProductScreen, EditProductScreen } from "./productForm/ProductFormScreen";
export { staffProductOptions } from "./productForm/productFormQuery";
export { productFormWords } from "./productForm/productFormWords";
export { staffVitalsOptions } from "./vitals/vitalsQuery";
export { VitalsScreen } from "./vitals/VitalsScreen";
export { vitalsWords } from "./vitals/vitalsWords";
export { complaintQueueWords, StaffComplaintScreen, StaffComplaintsScreen } from "./StaffComplaintsScreen";
export { parseComplaintQueue, staffComplaintOptions, staffComplaintsOptions } from "./staffComplaintsQuery";
