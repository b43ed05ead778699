// Contract tag "addresses": the signed-in user's address book.
import { PHONE_RULE } from "../../src/lib/accountRules";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { ADDRESS_TYPES, DEFAULT_COUNTRY, PINCODE_RULE } from "../../src/lib/accountRules";
import type { Database } from "../db/schema";
import {
  type AddressFields,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from "../services/accounts/addresses";
import { authMessages } from "../../src/lib/accountApiMessages";
import {
  type Json,
  optionalBoolean,
  optionalOneOf,
  optionalString,
  readJsonObject,
  requiredString,
} from "./body";
import { badRequest } from "./errors";
import { requireUser } from "./session";

/** An AddressInput body; `prefix` names nested fields ("address.pincode must be 6 digits"). Answers the
 * fields and whether the caller asked for it to be the default (default true, as the contract says). */
export function parseAddressInput(body: Json, prefix = ""): { fields: AddressFields; isDefault: boolean } {
  const label = (field: string) => `${prefix}${field}`;
  const name = optionalString(body, "name", { max: 100 }, label("name")) ?? "";
  const phoneNumber =
    optionalString(
      body,
      "phoneNumber",
      { pattern: PHONE_RULE, patternMessage: `${label("phoneNumber")} must be 10 digits` },
      label("phoneNumber"),
    ) ?? "";
  const street = requiredString(body, "street", { max: 300 }, label("street"));
  const city = requiredString(body, "city", { max: 100 }, label("city"));
  const state = requiredString(body, "state", { max: 100 }, label("state"));
  const pincode = requiredString(
    body,
    "pincode",
    { pattern: /^[0-9]{6}$/, patternMessage: `${label("pincode")} must be 6 digits` },
    label("pincode"),
  );
  if (!PINCODE_RULE.test(pincode)) throw badRequest(`${label("pincode")} must not start with 0`);
  const country = optionalString(body, "country", { max: 60 }, label("country")) || DEFAULT_COUNTRY;
  const landmark = optionalString(body, "landmark", { max: 200 }, label("landmark")) ?? "";
  const addressType = optionalOneOf(body, "addressType", ADDRESS_TYPES, label("addressType")) ?? "home";
  const isDefault = optionalBoolean(body, "isDefault", label("isDefault")) ?? true;
  return {
    fields: { name, phoneNumber, street, city, state, pincode, country, landmark, addressType },
    isDefault,
  };
}

export function addressRoutes(db: Kysely<Database>) {
  return new Hono()
    .get("/", async (c) => {
      const user = await requireUser(c, db);
      return c.json({ success: true as const, data: await listAddresses(db, user.id) });
    })
    .post("/", async (c) => {
      const user = await requireUser(c, db);
      const { fields, isDefault } = parseAddressInput(await readJsonObject(c));
      const data = await createAddress(db, user.id, fields, isDefault);
      return c.json({ success: true as const, message: authMessages.addressSaved, data }, 201);
    })
    .put("/:id", async (c) => {
      const user = await requireUser(c, db);
      const { fields, isDefault } = parseAddressInput(await readJsonObject(c));
      const data = await updateAddress(db, user.id, c.req.param("id"), fields, isDefault);
      return c.json({ success: true as const, message: authMessages.addressUpdated, data });
    })
    .delete("/:id", async (c) => {
      const user = await requireUser(c, db);
      await deleteAddress(db, user.id, c.req.param("id"));
      return c.json({ success: true as const, message: authMessages.addressDeleted });
    })
    .post("/:id/default", async (c) => {
      const user = await requireUser(c, db);
      return c.json({
        success: true as const,
        data: await setDefaultAddress(db, user.id, c.req.param("id")),
      });
    });
}
