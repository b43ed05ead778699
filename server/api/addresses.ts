// Contract tag "addresses": the signed-in user's address book.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { components } from "../../src/api/schema";
import { authMessages } from "../../src/lib/accountApiMessages";
import type { Database } from "../db/schema";
import {
  type AddressFields,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "../services/accounts/addresses";
import { inputOf } from "./requestInput";
import { requireUser } from "./session";

/** A validated AddressInput as the columns to store, and whether it asks to be the default. */
export function addressFields(input: components["schemas"]["AddressInput"]): {
  fields: AddressFields;
  isDefault: boolean;
} {
  const { name = "", phoneNumber = "", landmark = "", isDefault, ...required } = input;
  return { fields: { ...required, name, phoneNumber, landmark }, isDefault };
}

export function addressRoutes(db: Kysely<Database>) {
  return new Hono()
    .get("/", async (c) => {
      const user = await requireUser(c, db);
      return c.json({ success: true as const, data: await listAddresses(db, user.id) });
    })
    .post("/", async (c) => {
      const user = await requireUser(c, db);
      const { fields, isDefault } = addressFields(inputOf(c, "createAddress").body);
      const data = await createAddress(db, user.id, fields, isDefault);
      return c.json({ success: true as const, message: authMessages.addressSaved, data }, 201);
    })
    .put("/:id", async (c) => {
      const user = await requireUser(c, db);
      const { path, body } = inputOf(c, "updateAddress");
      const { fields, isDefault } = addressFields(body);
      const data = await updateAddress(db, user.id, path.id, fields, isDefault);
      return c.json({ success: true as const, message: authMessages.addressUpdated, data });
    })
    .delete("/:id", async (c) => {
      const user = await requireUser(c, db);
      await deleteAddress(db, user.id, inputOf(c, "deleteAddress").path.id);
      return c.json({ success: true as const, message: authMessages.addressDeleted });
    })
    .post("/:id/default", async (c) => {
      const user = await requireUser(c, db);
      return c.json({
        success: true as const,
        data: await setDefaultAddress(db, user.id, inputOf(c, "setDefaultAddress").path.id),
      });
    });
}
