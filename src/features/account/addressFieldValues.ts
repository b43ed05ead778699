// The address fields' values, apart from their component so pure modules (validation, the address book's
// logic) and unit tests can use them without loading styles.
import { type AddressType, DEFAULT_COUNTRY } from "../../lib/accountRules";

export interface AddressFieldValues {
  street: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
  addressType: AddressType;
  country: string;
}

/** A blank address: country India, type home (docs/product.md#constants). */
export const emptyAddressFields: AddressFieldValues = {
  street: "",
  city: "",
  state: "",
  pincode: "",
  landmark: "",
  addressType: "home",
  country: DEFAULT_COUNTRY,
};
