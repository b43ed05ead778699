// Correcting one's details (docs/decisions/personal-data.md#correction): the form's checks are sign-up's
// (one rule module), and the name-and-phone change is counted per account, so trying phone numbers here
// costs no less than at sign-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filledSignupForm, shopper } from "../../mocks/fixtures";
import { changeDetails } from "../../server/services/accounts/details";
import { findUserById } from "../../server/services/accounts/users";
import { ApiError } from "../../server/services/errors";
import { validateSignup } from "../../src/features/auth/validation";
import { accountDetailsMessages, detailsProblems, newEmailProblem } from "../../src/lib/accountDetails";
import { accountMessages } from "../../src/lib/accountRules";
import type { DatabaseHandle } from "../../server/db/database";
import { pglite } from "../support/databases";

describe("the details form checks what sign-up checks", () => {
  it.each([
    ["Meera Iyer", ""],
    ["मीरा अय्यर", "9876543210"],
    ["O’Brien-Shah", "98765"],
    ["meera_99", "9876543210"],
    ["M", "98765abcde"],
    ["x".repeat(81), "98765432101"],
  ])("name %j and phone %j", (name, phone) => {
    const theirs = validateSignup({ ...filledSignupForm, name, phone });
    expect(detailsProblems({ name, phone })).toEqual({
      ...(theirs.name ? { name: theirs.name } : {}),
      ...(theirs.phone ? { phone: theirs.phone } : {}),
    });
  });

  it("asks for an empty name by its own message, and checks the new email as sign-up does", () => {
    expect(detailsProblems({ name: "  ", phone: "" })).toEqual({ name: accountDetailsMessages.nameRequired });
    expect(newEmailProblem("")).toBe(accountDetailsMessages.emailRequired);
    expect(newEmailProblem("meera@example")).toBe(accountMessages.invalidEmail);
    expect(newEmailProblem(" meera@example.in ")).toBeUndefined();
  });
});

describe("changing the name and phone", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await pglite.openSeeded();
  }, 60_000);
  afterAll(() => handle.close());

  it("keeps the name as sign-up keeps it, and refuses past the hour's changes with the wait", async () => {
    const user = await findUserById(handle.db, shopper._id);
    if (!user) throw new Error("the seeded shopper is missing");
    const policy = { limit: 2, windowMs: 60 * 60 * 1000 };
    const first = await changeDetails(handle.db, user, { name: " Aarav   Kumar ", phone: "" }, policy);
    expect(first).toMatchObject({ name: "Aarav Kumar", phone: "" });
    await changeDetails(handle.db, user, { name: "Aarav Kumar", phone: shopper.phone }, policy);
    const refused = await changeDetails(handle.db, user, { name: "Aarav K", phone: "" }, policy).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((await findUserById(handle.db, shopper._id))?.name).toBe("Aarav Kumar");
  });
});
