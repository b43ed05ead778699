// Contract tag "addresses": the signed-in user's address book (at most 20). Exactly one default once there
// is an address: the first is always default, `isDefault: true` (the default when omitted) clears the
// others, an update replaces the entry in place (same _id), deleting the default makes the newest remaining
// address the default. Lists answer the default first, then newest first. Another user's id → 404.
import { authMessages } from "../../src/lib/accountApiMessages";
import { MAX_ADDRESSES, PHONE_RULE, PINCODE_RULE } from "../../src/lib/accountRules";
import type { Address } from "../fixtures";
import { ADDRESS_TYPES, DEFAULT_COUNTRY } from "../../src/lib/accountRules";
import { fail, http } from "./http";
import { addressBook, nextMockId, requireUser, sortedAddresses } from "./state";
import { type Json, optionalBoolean, optionalOneOf, optionalString, readBody, string } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

type AddressFields = Omit<Address, "_id">;

/**
 * An address body, validated as the server would. `prefix` names nested fields in messages
 * ("address.pincode must be 6 digits" when the address sits inside a registration).
 */
export function parseAddress(body: Json, prefix = ""): AddressFields {
  const label = (field: string) => `${prefix}${field}`;
  const name = optionalString(body, "name", { max: 100 }, label("name"));
  const phoneNumber = optionalString(
    body,
    "phoneNumber",
    { pattern: PHONE_RULE, patternMessage: `${label("phoneNumber")} must be 10 digits` },
    label("phoneNumber"),
  );
  const street = string(body, "street", { max: 300 }, label("street"));
  const city = string(body, "city", { max: 100 }, label("city"));
  const state = string(body, "state", { max: 100 }, label("state"));
  const pincode = string(
    body,
    "pincode",
    { pattern: PINCODE_RULE, patternMessage: `${label("pincode")} must be 6 digits` },
    label("pincode"),
  );
  const country = optionalString(body, "country", { max: 60 }, label("country")) || DEFAULT_COUNTRY;
  const landmark = optionalString(body, "landmark", { max: 200 }, label("landmark"));
  const addressType = optionalOneOf(body, "addressType", ADDRESS_TYPES, label("addressType")) ?? "home";
  const isDefault = optionalBoolean(body, "isDefault", label("isDefault")) ?? true;
  return {
    ...(name ? { name } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    street,
    city,
    state,
    pincode,
    country,
    ...(landmark ? { landmark } : {}),
    addressType,
    isDefault,
  };
}

function makeDefault(book: Address[], address: Address): void {
  for (const a of book) a.isDefault = a === address;
}

function ownAddress(book: Address[], id: string): Address {
  return book.find((a) => a._id === id) ?? fail(404, authMessages.addressNotFound);
}

const defaults = [
  http.get("/addresses", ({ cookies, response }) => {
    const user = requireUser(cookies);
    return response(200).json({ success: true, data: sortedAddresses(user._id) });
  }),

  http.post("/addresses", async ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const fields = parseAddress(await readBody(request));
    const book = addressBook(user._id);
    if (book.length >= MAX_ADDRESSES) fail(400, authMessages.addressLimit);
    const address: Address = { _id: nextMockId("adr"), ...fields, isDefault: false };
    book.push(address);
    if (fields.isDefault || book.length === 1) makeDefault(book, address);
    return response(201).json({ success: true, message: authMessages.addressSaved, data: address });
  }),

  http.put("/addresses/{id}", async ({ params, request, cookies, response }) => {
    const user = requireUser(cookies);
    const fields = parseAddress(await readBody(request));
    const book = addressBook(user._id);
    const address = ownAddress(book, params.id);
    const wasDefault = address.isDefault;
    for (const key of Object.keys(address) as (keyof Address)[]) {
      if (key !== "_id") delete address[key];
    }
    Object.assign(address, fields, { isDefault: wasDefault });
    if (fields.isDefault) makeDefault(book, address);
    return response(200).json({ success: true, message: authMessages.addressUpdated, data: address });
  }),

  http.delete("/addresses/{id}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    const book = addressBook(user._id);
    const address = ownAddress(book, params.id);
    book.splice(book.indexOf(address), 1);
    if (address.isDefault && book.length > 0) makeDefault(book, book[book.length - 1]);
    return response(200).json({ success: true, message: authMessages.addressDeleted });
  }),

  http.post("/addresses/{id}/default", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    const book = addressBook(user._id);
    makeDefault(book, ownAddress(book, params.id));
    return response(200).json({ success: true, data: sortedAddresses(user._id) });
  }),
];

export const addressHandlers: HandlerVariants = defineVariants(defaults, {
  /** The address book is empty. */
  empty: [
    http.get("/addresses", ({ cookies, response }) => {
      requireUser(cookies);
      return response(200).json({ success: true, data: [] });
    }),
  ],
});
