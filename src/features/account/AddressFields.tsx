import { useEffect, useRef } from "react";
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import type { FormApi } from "../../components/Form";
import { PincodeField, TextField } from "../../components/TextField";
import { ADDRESS_TYPES, type AddressType, PINCODE_RULE } from "../../lib/accountRules";
import * as styles from "./AddressFields.css";
import type { AddressFieldValues } from "./addressFieldValues";

export { type AddressFieldValues, emptyAddressFields } from "./addressFieldValues";

/**
 * What the address fields use of a larger form's API (the address book's, the sign-up's, the checkout's).
 * Compared member by member: FormApi<V>'s variance in V is not one TypeScript can measure (field names
 * are a conditional type of V), and its fallback depended on the order files were checked in.
 */
type AddressForm = Pick<
  FormApi<AddressFieldValues>,
  "values" | "errors" | "field" | "isSubmitting" | "setValue" | "setValues"
>;

export const PINCODE_LOOKING_UP = "Looking up pincode…";
export const PINCODE_NOT_FOUND = "Pincode not found";
/** Always there (react-aria links a description only when present at first render). */
export const PINCODE_HINT = "City and state fill in from the pincode";

const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: "Home", work: "Work", other: "Other" };

/** The pincodes' cities do not move: one lookup per pincode and visit is enough. */
const PINCODE_STALE_MS = 60 * 60_000;

/**
 * GET /pincode/{pin} for a complete, well-formed pincode that the form does not hold the city of yet,
 * and City and State filled from the answer once it comes (the answer is the field's pincode's: it is
 * the query of that pincode's key).
 */
function usePincodeLookup(form: AddressForm) {
  const { hooks } = useApi();
  const pincode = form.values.pincode.trim();
  const wellFormed = PINCODE_RULE.test(pincode);
  // The pincode whose city and state are already in the form: the one an edited address came with, or
  // the last one looked up. It is not looked up again (an edit keeps the city the shopper saved).
  const filledFor = useRef(wellFormed ? pincode : "");
  if (!wellFormed) filledFor.current = "";
  const lookup = hooks.useQuery(
    "get",
    "/pincode/{pin}",
    { params: { path: { pin: pincode } } },
    { enabled: wellFormed && pincode !== filledFor.current, retry: false, staleTime: PINCODE_STALE_MS },
  );
  const found = lookup.data?.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per answer, not on every keystroke
  useEffect(() => {
    if (!found || filledFor.current === pincode) return;
    filledFor.current = pincode;
    form.setValues({ city: found.city, state: found.state });
  }, [found]);

  const asked = wellFormed && pincode !== filledFor.current;
  return {
    isLookingUp: asked && lookup.isFetching,
    notFound: asked && isApiError(lookup.error) && lookup.error.status === 404,
  };
}

/**
 * The address part of the sign-up and address-book forms, bound to the form's state: street, pincode,
 * landmark (optional), city, state, country and the address type. A complete, well-formed pincode is
 * looked up and fills City and State when the answer comes.
 */
export function AddressFields({ form }: { form: AddressForm }) {
  const { isLookingUp, notFound } = usePincodeLookup(form);
  const pincode = form.field("pincode");
  const pincodeError = pincode.errorMessage ?? (notFound ? PINCODE_NOT_FOUND : undefined);

  return (
    <div className={styles.fieldset}>
      <TextField
        className={styles.wide}
        label="Street"
        autoComplete="street-address"
        isRequired
        {...form.field("street")}
      />
      <PincodeField
        {...pincode}
        description={isLookingUp ? PINCODE_LOOKING_UP : PINCODE_HINT}
        isInvalid={Boolean(pincodeError)}
        errorMessage={pincodeError}
      />
      <TextField label="Landmark (optional)" {...form.field("landmark")} />
      <TextField label="City" autoComplete="address-level2" isRequired {...form.field("city")} />
      <TextField label="State" autoComplete="address-level1" isRequired {...form.field("state")} />
      <TextField label="Country" autoComplete="country-name" isRequired {...form.field("country")} />
      <RadioGroup
        className={styles.radioGroup}
        name="addressType"
        orientation="horizontal"
        value={form.values.addressType}
        onChange={(value) => form.setValue("addressType", value as AddressType)}
        isDisabled={form.isSubmitting}
        isInvalid={Boolean(form.errors.addressType)}
      >
        <Label className={styles.radioLabel}>Address type</Label>
        <div className={styles.radioRow}>
          {ADDRESS_TYPES.map((type) => (
            <Radio key={type} value={type} className={styles.radio}>
              <span className={styles.radioDot} aria-hidden="true" />
              {ADDRESS_TYPE_LABELS[type]}
            </Radio>
          ))}
        </div>
        <FieldError className={styles.error}>{form.errors.addressType}</FieldError>
      </RadioGroup>
    </div>
  );
}
