// The staff area's public surface: the orders board and the product table (the routes import the screens)
// and what their loaders share with them (who may see them, the URL's filters, their reads).
export { type StaffAccess, staffAccessOf } from "./StaffAccess";
export { parseStaffBoard, STAFF_BOARD_PATH, type StaffBoardFilters } from "./staffBoardFilters";
export { staffMessages } from "./staffMessages";
export { StaffOrdersScreen } from "./StaffOrdersScreen";
export { staffOrderOptions, staffOrdersOptions } from "./staffOrdersQuery";
export { catalogueAccessOf } from "./products/catalogueAccess";
export { parseStaffProducts, STAFF_PRODUCTS_PATH } from "./products/staffProductFilters";
export { staffProductMessages } from "./products/staffProductWords";
export { StaffProductsScreen } from "./products/StaffProductsScreen";
export { staffProductsOptions } from "./products/staffProductsQuery";
