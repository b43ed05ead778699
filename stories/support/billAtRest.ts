// The bill (src/features/bill/BillSummary.tsx) once it shows current figures, for the cart's and the
// checkout's stories alike.
import { expect, waitFor } from "storybook/test";

/**
 * Waits until `bill` (its "Price Details" region) is not busy and its figures are drawn at full strength:
 * while a newer quote is on its way they are dimmed to 60 % (`data-updating`), and they fade back over a
 * short transition once it has come. A story that ends before then hands axe, which checks the page right
 * after the play function, savings rows in a green too faint to pass (and the screenshot a dimmed bill),
 * depending on how fast the quote answered. Stories that stay on a bill end on this.
 */
export async function expectBillAtRest(bill: HTMLElement) {
  await waitFor(() => {
    expect(bill).toHaveAttribute("aria-busy", "false");
    const rows = bill.querySelector("dl") as HTMLElement;
    expect(rows).not.toHaveAttribute("data-updating");
    expect(rows.getAnimations()).toHaveLength(0);
    expect(getComputedStyle(rows).opacity).toBe("1");
  });
}
