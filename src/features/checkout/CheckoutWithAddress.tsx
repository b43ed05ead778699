import type { User } from "../../api/types";
import { useApi } from "../../api/ApiProvider";
import { Spinner } from "../../components/Spinner";
import { CheckoutForm } from "./CheckoutForm";
import { prefilledAddress, prefilledShipping } from "./shippingForm";
import type { CheckoutLines } from "./useCheckoutQuote";
import type { CouponChoice } from "./useUrlChoices";

interface CheckoutWithAddressProps {
  user: User;
  lines: CheckoutLines;
  /** The address chosen on the cart screen; else the default one. */
  addressId: string | null;
  coupon: CouponChoice;
}

/**
 * Finds the address to prefill (GET /addresses: the chosen one, else the default), then shows the form
 * with it and the profile. When the book cannot be read, the session's default address serves.
 */
export function CheckoutWithAddress({ user, lines, addressId, coupon }: CheckoutWithAddressProps) {
  const { hooks } = useApi();
  const book = hooks.useQuery("get", "/addresses", undefined, { retry: false });
  if (book.isPending) return <Spinner label="Loading your addresses" />;
  const address = prefilledAddress(book.data?.data ?? [], addressId, user);
  return (
    <CheckoutForm
      // A new address is a new form (its values start from it).
      key={address?._id ?? "none"}
      lines={lines}
      initialValues={prefilledShipping(user, address)}
      coupon={coupon}
    />
  );
}
