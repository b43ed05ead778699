// What the auth screens' stories share: the mock set-up and the shopper's moves.
import type { HttpHandler } from "msw";
import { filledSignupForm, pincodes } from "../../../mocks/fixtures";
import { expect, userEvent, waitFor, type within } from "storybook/test";
import { handlers } from "../../../mocks/handlers";

import { fillField, expectVisible } from "../../support/storyHelpers";

export { expectToast } from "../../support/storyHelpers";

/** Every default handler (auth, pincode …): every code is right, every login signs in. */
export function authMocks(): HttpHandler[] {
  return handlers;
}

/** A code as the shopper types it from the mail (the mocks accept any; refusals are variants). */
export const MAILED_CODE = "482913";

export type Canvas = ReturnType<typeof within>;

/** The fields a new shopper types in (City and State come from the pincode). */
const { name, username, email, phone, password, confirmPassword, street, pincode } = filledSignupForm;
export const newShopper = { name, username, email, phone, password, confirmPassword, street, pincode };

export type SignupInput = typeof newShopper;

/** Fills the sign-up form (empty strings are left blank) and waits for the pincode lookup to fill City. */
export async function fillSignup(canvas: Canvas, overrides: Partial<SignupInput> = {}) {
  const v = { ...newShopper, ...overrides };
  const fill = async (el: HTMLElement, value: string) => {
    if (value) await fillField(el, value);
  };
  await fill(canvas.getByRole("textbox", { name: "Full name" }), v.name);
  await fill(canvas.getByRole("textbox", { name: "Username" }), v.username);
  await fill(canvas.getByRole("textbox", { name: "Email" }), v.email);
  await fill(canvas.getByRole("textbox", { name: "Phone number (optional)" }), v.phone);
  await fill(canvas.getByLabelText("Password"), v.password);
  await fill(canvas.getByLabelText("Confirm password"), v.confirmPassword);
  await fill(canvas.getByRole("textbox", { name: "Street" }), v.street);
  await fill(canvas.getByRole("textbox", { name: "Pincode" }), v.pincode);
  const info = pincodes.find((p) => p.pincode === v.pincode);
  if (info) {
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "City" })).toHaveValue(info.city));
    await expect(canvas.getByRole("textbox", { name: "State" })).toHaveValue(info.state);
  }
}

/** The message is shown under the field, tied to it (aria-describedby), and the field has focus. */
export async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await waitFor(() => expect(field).toHaveFocus());
}

/** Types the code into the code field. */
export async function enterCode(canvas: Canvas, code: string) {
  const field = canvas.getByRole("textbox", { name: "Verification code" });
  await userEvent.clear(field);
  await userEvent.type(field, code);
  return field;
}

/** The route decorator's stub page after a navigation. */
export async function expectNavigated(canvas: Canvas, to: string) {
  await expectVisible(canvas.findByText(`Navigated to ${to}`, {}, { timeout: 4000 }));
}
