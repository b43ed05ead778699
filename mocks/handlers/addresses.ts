// Contract tag "addresses": the signed-in shopper's address book, kept in the store (store.ts) so a story
// sees what it saved, changed, made default or deleted. The book's rules (at most 20, the first is the
// default, a deleted default passes to the newest, duplicates refused) are the server's: the mocks
// keep one address default only because a screen shows exactly one badge. A guest gets 401.
import { authMessages } from "../../src/lib/accountApiMessages";
import type { Address, AddressInput } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { mockId, mockStore, requireUser } from "./store";
import { defineVariants } from "./variants";

/** A validated AddressInput as the book holds it: the optional fields left out when blank. */
export function savedAddress(_id: string, input: AddressInput): Address {
  const { name, phoneNumber, landmark, country = "India", addressType = "home", isDefault = false } = input;
  const { street, city, state, pincode } = input;
  return {
    _id,
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

function makeDefault(address: Address): void {
  for (const a of mockStore.addresses) a.isDefault = a === address;
}

function ownAddress(id: string): Address {
  return mockStore.addresses.find((a) => a._id === id) ?? fail(404, authMessages.addressNotFound);
}

const defaults = [
  http.get("/addresses", ({ response }) => {
    requireUser();
    return response(200).json({ success: true, data: mockStore.addresses });
  }),

  http.post("/addresses", ({ request, response }) => {
    requireUser();
    const address = savedAddress(mockId("adr"), inputOf(request, "createAddress").body);
    mockStore.addresses.push(address);
    if (address.isDefault) makeDefault(address);
    return response(201).json({ success: true, message: authMessages.addressSaved, data: address });
  }),

  http.put("/addresses/{id}", ({ params, request, response }) => {
    requireUser();
    const address = ownAddress(params.id);
    const body = inputOf(request, "updateAddress").body;
    const updated = { ...savedAddress(address._id, body), isDefault: address.isDefault };
    mockStore.addresses[mockStore.addresses.indexOf(address)] = updated;
    if (body.isDefault) makeDefault(updated);
    return response(200).json({ success: true, message: authMessages.addressUpdated, data: updated });
  }),

  http.delete("/addresses/{id}", ({ params, response }) => {
    requireUser();
    mockStore.addresses.splice(mockStore.addresses.indexOf(ownAddress(params.id)), 1);
    return response(200).json({ success: true, message: authMessages.addressDeleted });
  }),

  http.post("/addresses/{id}/default", ({ params, response }) => {
    requireUser();
    makeDefault(ownAddress(params.id));
    return response(200).json({ success: true, data: mockStore.addresses });
  }),
];

export const addressHandlers = defineVariants(defaults, {
  /** The address book is empty. */
  empty: [
    http.get("/addresses", ({ response }) => {
      requireUser();
      return response(200).json({ success: true, data: [] });
    }),
  ],
});
