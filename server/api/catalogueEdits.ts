// Contract tag "admin", the staff catalogue's writes (docs/decisions/staff-catalogue.md): add a product,
// read it with its history, change it, publish, unpublish or archive it. Staff with the `catalogue`
// permission only (server/api/staffAccess.ts); every answer private.
import { catalogueWriteMessages } from "../../src/lib/catalogueWriteMessages";
import { Hono } from "hono";
import {
  type CatalogueDeps,
  createProduct,
  setProductStatus,
  updateProduct,
} from "../services/catalogue/productWrite";
import { staffProduct } from "../services/catalogue/staffProduct";
import { ApiError } from "../services/errors";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";

export function catalogueEditRoutes(deps: CatalogueDeps) {
  const { db } = deps;
  const answer = async (productId: string, message: string) => {
    const data = await staffProduct(db, productId);
    if (!data) throw new ApiError(404, catalogueWriteMessages.notFound);
    return { success: true as const, message, data };
  };
  return new Hono()
    .use(privateAnswers)
    .post("/", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const id = await createProduct(deps, staff, inputOf(c, "createStaffProduct").body);
      return c.json(await answer(id, catalogueWriteMessages.added), 201);
    })
    .get("/:id", async (c) => {
      await requireStaff(c, db, "catalogue");
      return c.json(await answer(inputOf(c, "getStaffProduct").path.id, ""));
    })
    .put("/:id", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const input = inputOf(c, "updateStaffProduct");
      await updateProduct(deps, staff, input.path.id, input.body);
      return c.json(await answer(input.path.id, catalogueWriteMessages.saved));
    })
    .post("/:id/status", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const input = inputOf(c, "setStaffProductStatus");
      await setProductStatus(deps, staff, input.path.id, input.body.status);
      return c.json(await answer(input.path.id, catalogueWriteMessages.status[input.body.status]));
    });
}
