import { Checkbox } from "../../components/Checkbox";
import { formatRupees } from "../../lib/money";
import { billMessages as m } from "./billMessages";

/** "Gift wrap this order (+₹25)": the charge in the label before it is ticked. */
export const giftWrapLabel = (fee: number) => `${m.giftWrapOption} (+${formatRupees(fee)})`;

export interface GiftWrapOptionProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** What gift wrap costs (the quote's `giftWrapFee`); unknown until a quote has come, and meanwhile the
   * option cannot be ticked, so no charge is ever added without its price in view. */
  fee: number | undefined;
}

/** The cart's and the checkout's gift wrap option, never ticked for the shopper, its price in its label. */
export function GiftWrapOption({ isSelected, onChange, fee }: GiftWrapOptionProps) {
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} isDisabled={fee === undefined}>
      {fee === undefined ? m.giftWrapOption : giftWrapLabel(fee)}
    </Checkbox>
  );
}
