// Contract tag "addresses": the signed-in user's address book (at most 20). Exactly one default once there
// is an address: the first is always default, `isDefault: true` (the default when omitted) clears the
// others, an update replaces the entry in place (same _id), deleting the default makes the newest remaining
// address the default. Lists answer the default first, then newest first. Another user's id → 404.
import { authMessages } from "../../src/lib/accountApiMessages";
import { MAX_ADDRESSES } from "../../src/lib/accountRules";
import type { components } from "../../src/api/schema";
import type { Address } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { addressBook, nextMockId, requireUser, sortedAddresses } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

type AddressFields = Omit<Address, "_id">;

/** A validated AddressInput as a stored address (optional fields left out when blank). */
export function addressOf(input: components["schemas"]["AddressInput"]): AddressFields {
  const { name, phoneNumber, landmark, ...required } = input;
  return {
    ...(name ? { name } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
    ...required,
    ...(landmark ? { landmark } : {}),
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

  http.post("/addresses", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const fields = addressOf(inputOf(request, "createAddress").body);
    const book = addressBook(user._id);
    if (book.length >= MAX_ADDRESSES) fail(400, authMessages.addressLimit);
    const address: Address = { _id: nextMockId("adr"), ...fields, isDefault: false };
    book.push(address);
    if (fields.isDefault || book.length === 1) makeDefault(book, address);
    return response(201).json({ success: true, message: authMessages.addressSaved, data: address });
  }),

  http.put("/addresses/{id}", ({ params, request, cookies, response }) => {
    const user = requireUser(cookies);
    const fields = addressOf(inputOf(request, "updateAddress").body);
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
