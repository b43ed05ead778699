import { describe, expect, it } from "vitest";
import { makeAddress } from "../../mocks/fixtures";
import { ApiError } from "../../src/api/errors";
import {
  type AddressFormValues,
  addressBookMessages,
  addressHeading,
  addressLines,
  addressToForm,
  emptyAddressForm,
  formToAddressInput,
  hasErrors,
  sortAddresses,
  validateAddressForm,
} from "../../src/features/account/addressBook";
import { retryAddresses } from "../../src/features/account/useAddressBook";

function validForm(overrides: Partial<AddressFormValues> = {}): AddressFormValues {
  return {
    ...emptyAddressForm(false),
    street: "14 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560038",
    ...overrides,
  };
}

describe("emptyAddressForm", () => {
  it("starts in India, type home, default only for the first address", () => {
    expect(emptyAddressForm(true)).toMatchObject({
      name: "",
      phoneNumber: "",
      isDefault: true,
      country: "India",
      addressType: "home",
      street: "",
    });
    expect(emptyAddressForm(false).isDefault).toBe(false);
  });
});

describe("validateAddressForm", () => {
  it("accepts a complete address with optional name and phone left blank", () => {
    expect(validateAddressForm(validForm())).toEqual({});
    expect(hasErrors(validateAddressForm(validForm()))).toBe(false);
  });

  it("names every missing required field", () => {
    const errors = validateAddressForm(emptyAddressForm(false));
    expect(errors).toEqual({
      street: addressBookMessages.streetRequired,
      pincode: addressBookMessages.pincodeRequired,
      city: addressBookMessages.cityRequired,
      state: addressBookMessages.stateRequired,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it("treats whitespace-only as missing", () => {
    expect(validateAddressForm(validForm({ street: "   ", country: " " }))).toEqual({
      street: addressBookMessages.streetRequired,
      country: addressBookMessages.countryRequired,
    });
  });

  it("checks the pincode is six digits not starting with 0", () => {
    for (const pincode of ["56003", "5600381", "056003", "56003a"]) {
      expect(validateAddressForm(validForm({ pincode })).pincode).toBe(addressBookMessages.pincodeInvalid);
    }
  });

  it("accepts an empty phone or exactly ten digits, with the shop's message otherwise", () => {
    expect(validateAddressForm({ ...validForm(), phoneNumber: "9876543210" }).phoneNumber).toBeUndefined();
    expect(validateAddressForm({ ...validForm(), phoneNumber: "98765" }).phoneNumber).toBe(
      "Please enter a valid 10-digit phone number or leave it empty.",
    );
  });

  it("limits the name to 100 characters", () => {
    expect(validateAddressForm({ ...validForm(), name: "a".repeat(101) }).name).toBe(
      addressBookMessages.nameTooLong,
    );
  });
});

describe("formToAddressInput", () => {
  it("trims and leaves blank optional fields out", () => {
    const body = formToAddressInput({
      ...validForm({ street: "  14 MG Road ", landmark: "  " }),
      name: " ",
      phoneNumber: "",
    });
    expect(body).toEqual({
      street: "14 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560038",
      country: "India",
      addressType: "home",
      isDefault: false,
    });
  });

  it("keeps name, phone, landmark, type and the default flag", () => {
    const body = formToAddressInput({
      ...validForm({ landmark: "Near metro", addressType: "work" }),
      name: "Arjun Kumar",
      phoneNumber: "9876543210",
      isDefault: true,
    });
    expect(body).toMatchObject({
      name: "Arjun Kumar",
      phoneNumber: "9876543210",
      landmark: "Near metro",
      addressType: "work",
      isDefault: true,
    });
  });

  it("round-trips a saved address through the edit form", () => {
    const address = makeAddress({ addressType: "other", isDefault: false });
    const { _id, ...fields } = address;
    expect(formToAddressInput(addressToForm(address))).toEqual(fields);
  });

  it("fills the country when the saved address has none", () => {
    const form = addressToForm(makeAddress({ country: "" }));
    expect(form.country).toBe("India");
  });
});

describe("addressLines", () => {
  it("shows the landmark only when there is one", () => {
    expect(addressLines(makeAddress({ landmark: "Opposite City Mall" }))).toEqual([
      "12 MG Road, Near Regal Square",
      "Landmark: Opposite City Mall",
      "Indore, Madhya Pradesh 452001",
      "India",
    ]);
    expect(addressLines(makeAddress({ landmark: undefined }))).toHaveLength(3);
  });
});

describe("addressHeading (what a card calls an address)", () => {
  it("uses the name the address was saved under, with every line below", () => {
    const address = makeAddress({ name: "Aarav at Work", addressType: "work", landmark: undefined });
    expect(addressHeading(address)).toEqual({
      title: "Aarav at Work",
      lines: addressLines(address),
      label: `Aarav at Work, ${address.street}`,
    });
  });

  it("without a name, calls it by its street (not 'Work address') and does not repeat the street", () => {
    const address = makeAddress({ name: undefined, addressType: "work", landmark: undefined });
    const heading = addressHeading(address);
    expect(heading.title).toBe(address.street);
    expect(heading.title).not.toMatch(/address$/);
    expect(heading.lines).toEqual(addressLines(address).slice(1));
    expect(heading.lines).not.toContain(address.street);
    expect(heading.label).toBe(`Work address, ${address.street}`);
  });

  it("treats a blank name as none", () => {
    expect(addressHeading(makeAddress({ name: "  " })).title).toBe(makeAddress().street);
  });
});

describe("sortAddresses", () => {
  it("puts the default first and keeps the rest in order", () => {
    const a = makeAddress({ _id: "a", isDefault: false });
    const b = makeAddress({ _id: "b", isDefault: false });
    const c = makeAddress({ _id: "c", isDefault: true });
    expect(sortAddresses([a, b, c]).map((x) => x._id)).toEqual(["c", "a", "b"]);
    expect(sortAddresses([]).length).toBe(0);
  });
});

describe("retryAddresses", () => {
  it("retries server and network trouble once, never a 4xx answer", () => {
    expect(retryAddresses(0, new ApiError(500, undefined, "boom"))).toBe(true);
    expect(retryAddresses(1, new ApiError(500, undefined, "boom"))).toBe(false);
    expect(retryAddresses(0, new ApiError("FETCH_ERROR", undefined, "offline"))).toBe(true);
    expect(retryAddresses(0, new ApiError(401, undefined, "Please log in first"))).toBe(false);
    expect(retryAddresses(0, new ApiError(404, undefined, "Not found"))).toBe(false);
  });
});
