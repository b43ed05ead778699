// Contract tag "admin", the staff product table: listStaffProducts, answered from the staff fixtures. As for
// the orders board, who counts as staff is the server's rule: the mocks answer any signed-in user and a
// guest 401; `forbidden` is the server's answer to a shopper, `noCatalogue` to staff without the catalogue
// permission. Filters and sorts are the server's too: a list answers the fixtures whatever it is asked
// (stories assert the request's parameters), a page of `limit` at a time by an opaque cursor.
import { manyStaffProducts, type StaffProductRow, staffProducts } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { requireUser } from "./store";
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { STAFF_ONLY_MESSAGE } from "./staffOrders";
import { defineVariants, type Handlers } from "./variants";

/** A page of the table (the contract's default limit). */
export const STAFF_PRODUCTS_PAGE_SIZE = 25;
/** The server's refusal of staff without the catalogue permission (server/api/staffAccess.ts). */
export const NO_CATALOGUE_MESSAGE = missingPermissionMessage("catalogue");

/** The table's call over `list`, in pages by an opaque cursor; the count on the first page. */
export function staffProductTableHandlers(list: readonly StaffProductRow[] = staffProducts): Handlers {
  return [
    http.get("/admin/products", ({ request, response }) => {
      requireUser();
      const { cursor, limit } = inputOf(request, "listStaffProducts").query;
      const start = cursor ? Number(cursor.replace("page-", "")) : 0;
      if (!Number.isInteger(start) || start < 0) fail(400, "cursor is not valid");
      const end = start + (limit ?? STAFF_PRODUCTS_PAGE_SIZE);
      return response(200).json({
        success: true,
        data: {
          products: list.slice(start, end),
          nextCursor: end < list.length ? `page-${end}` : null,
          ...(cursor ? {} : { total: Math.min(list.length, 1000), moreThanTotal: list.length > 1000 }),
        },
      });
    }),
  ];
}

export const staffProductHandlers = defineVariants(staffProductTableHandlers(), {
  /** No product matches (or the catalogue is empty). */
  empty: [
    http.get("/admin/products", ({ response }) => {
      requireUser();
      return response(200).json({
        success: true,
        data: { products: [], nextCursor: null, total: 0, moreThanTotal: false },
      });
    }),
  ],
  /** Three pages of products and a bit. */
  many: staffProductTableHandlers(manyStaffProducts(STAFF_PRODUCTS_PAGE_SIZE * 3 + 4)),
  /** A signed-in shopper: 403. */
  forbidden: [http.get("/admin/products", () => fail(403, STAFF_ONLY_MESSAGE))],
  /** Staff without the catalogue permission: 403 naming it. */
  noCatalogue: [http.get("/admin/products", () => fail(403, NO_CATALOGUE_MESSAGE))],
});
