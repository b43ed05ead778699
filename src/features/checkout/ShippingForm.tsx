import { memo } from "react";
import { Form, type FormApi } from "../../components/Form";
import { PincodeField, TextField } from "../../components/TextField";
import { shallowEqual } from "../../lib/shallowEqual";
import { checkoutMessages as messages } from "./checkoutMessages";
import { partialPincodeProblem, type ShippingValues } from "./shippingForm";
import type { PincodeCheck } from "./usePincodeCheck";
import * as styles from "./Checkout.css";

const digitsOnly = (value: string, length: number) => value.replace(/\D/g, "").slice(0, length);

/** What the pincode field says under it: its problem, else how the delivery check went. */
function pincodeNote(check: PincodeCheck): string {
  if (check.isChecking) return messages.checkingPincode;
  if (check.serviceability === "serviceable") return messages.deliverable;
  return "City and state fill in from the pincode";
}

interface ShippingFieldsProps {
  form: FormApi<ShippingValues>;
  check: PincodeCheck;
  className?: string;
}

/**
 * The form shows only its values, errors and sending state, and the pincode check: the rest of the
 * checkout changing (the quote's answer, the payment method) does not render it again. That was ~35 ms
 * of a phone's main thread per quote answered, the eight react-aria fields being most of the checkout
 * (and React sets each input's name and type again whenever it renders one). An earlier `form` serves as
 * well as a new one while those are equal: its handlers write through React's state setters, and its
 * submit reads the latest render's options.
 */
function sameFields(before: ShippingFieldsProps, after: ShippingFieldsProps): boolean {
  return (
    before.className === after.className &&
    before.form.values === after.form.values &&
    before.form.isSubmitting === after.form.isSubmitting &&
    shallowEqual(before.form.errors, after.form.errors) &&
    shallowEqual(before.check, after.check)
  );
}

/**
 * The shipping address fields: name, email, phone, an optional alternative
 * number, the address, and the pincode, whose lookup fills the read-only City and State. A pincode of 1
 * to 5 digits says so as it is typed; an unknown one, or one we do not deliver to, says so too.
 */
export const ShippingForm = memo(function ShippingForm({ form, check, className }: ShippingFieldsProps) {
  return (
    <Form form={form} className={className}>
      <ShippingFields form={form} check={check} />
    </Form>
  );
}, sameFields);

function ShippingFields({ form, check }: ShippingFieldsProps) {
  const pincode = form.field("pincode");
  const pincodeError =
    pincode.errorMessage ??
    partialPincodeProblem(pincode.value) ??
    check.lookupProblem ??
    (check.serviceability === "unserviceable" ? messages.notDeliverable : undefined);
  const phone = form.field("phoneNumber");
  const alternative = form.field("alternativeNumber");

  return (
    <div className={styles.fields}>
      <TextField label="Full name" autoComplete="name" isRequired {...form.field("name")} />
      <TextField label="Email" type="email" autoComplete="email" isRequired {...form.field("email")} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        isRequired
        {...phone}
        onChange={(value) => phone.onChange(digitsOnly(value, 10))}
      />
      <TextField
        label="Alternative number (optional)"
        type="tel"
        inputMode="numeric"
        maxLength={10}
        {...alternative}
        onChange={(value) => alternative.onChange(digitsOnly(value, 10))}
      />
      <TextField
        className={styles.wide}
        label="Delivery address"
        autoComplete="street-address"
        multiline
        rows={3}
        isRequired
        {...form.field("deliveryAddress")}
      />
      <PincodeField
        {...pincode}
        // A new pincode has a new city and state: they come from its lookup.
        onChange={(digits) => form.setValues({ pincode: digits, city: "", state: "" })}
        description={pincodeNote(check)}
        isInvalid={Boolean(pincodeError)}
        errorMessage={pincodeError}
      />
      <TextField label="City" autoComplete="address-level2" isRequired isReadOnly {...form.field("city")} />
      <TextField label="State" autoComplete="address-level1" isRequired isReadOnly {...form.field("state")} />
    </div>
  );
}
