import { useEffect, useRef, useState } from "react";
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import { useApi } from "../../api/ApiProvider";
import { isApiError } from "../../api/errors";
import { TextField } from "../../components/TextField";
import { ADDRESS_TYPES, type AddressType, PINCODE_RULE } from "../../lib/accountRules";
import * as styles from "./AddressFields.css";
import type { AddressFieldValues } from "./addressFieldValues";

export { type AddressFieldValues, emptyAddressFields } from "./addressFieldValues";

export const PINCODE_LOOKING_UP = "Looking up pincode…";
export const PINCODE_NOT_FOUND = "Pincode not found";
/** Always there (react-aria links a description only when present at first render). */
export const PINCODE_HINT = "City and state fill in from the pincode";

const ADDRESS_TYPE_LABELS: Record<AddressType, string> = { home: "Home", work: "Work", other: "Other" };

export interface AddressFieldsProps {
  values: AddressFieldValues;
  onChange: (next: AddressFieldValues) => void;
  errors?: Partial<Record<keyof AddressFieldValues, string>>;
  isDisabled?: boolean;
}

type LookupState = "idle" | "loading" | "notFound";

/**
 * The address part of the sign-up and address-book forms: street, city, state, pincode, landmark
 * (optional), address type and country. A complete, well-formed pincode is looked up
 * (GET /pincode/{pin}) and fills City and State when the answer comes.
 */
export function AddressFields({ values, onChange, errors = {}, isDisabled = false }: AddressFieldsProps) {
  const { client } = useApi();
  const [lookup, setLookup] = useState<LookupState>("idle");
  // The latest values and onChange, so the lookup's answer merges into what the shopper has now.
  const latest = useRef({ values, onChange });
  latest.current = { values, onChange };
  const pincode = values.pincode.trim();
  // The pincode whose city and state are already in the form: the one an edited address came with, or
  // the last one looked up. It is not looked up again (an edit keeps the city the shopper saved).
  const filledFor = useRef(PINCODE_RULE.test(pincode) ? pincode : "");

  useEffect(() => {
    if (!PINCODE_RULE.test(pincode)) {
      filledFor.current = "";
      setLookup("idle");
      return;
    }
    if (pincode === filledFor.current) return;
    const controller = new AbortController();
    setLookup("loading");
    client
      .GET("/pincode/{pin}", { params: { path: { pin: pincode } }, signal: controller.signal })
      .then(({ data }) => {
        if (controller.signal.aborted) return;
        setLookup("idle");
        const info = data?.data;
        if (!info) return;
        filledFor.current = pincode;
        const current = latest.current;
        if (current.values.pincode.trim() !== pincode) return;
        current.onChange({ ...current.values, city: info.city, state: info.state });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup(isApiError(error) && error.status === 404 ? "notFound" : "idle");
      });
    return () => controller.abort();
  }, [client, pincode]);

  const set = (key: keyof AddressFieldValues) => (value: string) =>
    onChange({ ...values, [key]: value } as AddressFieldValues);

  const pincodeError = errors.pincode ?? (lookup === "notFound" ? PINCODE_NOT_FOUND : undefined);

  return (
    <div className={styles.fieldset}>
      <TextField
        className={styles.wide}
        label="Street"
        name="street"
        autoComplete="street-address"
        isRequired
        isDisabled={isDisabled}
        value={values.street}
        onChange={set("street")}
        isInvalid={Boolean(errors.street)}
        errorMessage={errors.street}
      />
      <TextField
        label="Pincode"
        name="pincode"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        isRequired
        isDisabled={isDisabled}
        value={values.pincode}
        onChange={(value) => set("pincode")(value.replace(/\D/g, "").slice(0, 6))}
        description={lookup === "loading" ? PINCODE_LOOKING_UP : PINCODE_HINT}
        isInvalid={Boolean(pincodeError)}
        errorMessage={pincodeError}
      />
      <TextField
        label="Landmark (optional)"
        name="landmark"
        isDisabled={isDisabled}
        value={values.landmark}
        onChange={set("landmark")}
        isInvalid={Boolean(errors.landmark)}
        errorMessage={errors.landmark}
      />
      <TextField
        label="City"
        name="city"
        autoComplete="address-level2"
        isRequired
        isDisabled={isDisabled}
        value={values.city}
        onChange={set("city")}
        isInvalid={Boolean(errors.city)}
        errorMessage={errors.city}
      />
      <TextField
        label="State"
        name="state"
        autoComplete="address-level1"
        isRequired
        isDisabled={isDisabled}
        value={values.state}
        onChange={set("state")}
        isInvalid={Boolean(errors.state)}
        errorMessage={errors.state}
      />
      <TextField
        label="Country"
        name="country"
        autoComplete="country-name"
        isRequired
        isDisabled={isDisabled}
        value={values.country}
        onChange={set("country")}
        isInvalid={Boolean(errors.country)}
        errorMessage={errors.country}
      />
      <RadioGroup
        className={styles.radioGroup}
        name="addressType"
        orientation="horizontal"
        value={values.addressType}
        onChange={(value) => onChange({ ...values, addressType: value as AddressType })}
        isDisabled={isDisabled}
        isInvalid={Boolean(errors.addressType)}
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
        <FieldError className={styles.error}>{errors.addressType}</FieldError>
      </RadioGroup>
    </div>
  );
}
