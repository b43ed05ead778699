// The staff area's public surface: the orders board (the route imports the screen) and what its loader
// shares with it (who may see it, the URL's filters, the board's reads).
export { type StaffAccess, staffAccessOf } from "./StaffAccess";
export { parseStaffBoard, STAFF_BOARD_PATH, type StaffBoardFilters } from "./staffBoardFilters";
export { staffMessages } from "./staffMessages";
export { StaffOrdersScreen } from "./StaffOrdersScreen";
export { staffOrderOptions, staffOrdersOptions } from "./staffOrdersQuery";
