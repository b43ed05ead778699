// The address book and the pincode lookup on the real server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopper, users } from "../../mocks/fixtures";
import { groupPincodes, loadPincodes, titleCase } from "../../server/services/accounts/pincodes";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

let h: AuthHarness;
beforeAll(async () => {
  h = await authHarness();
  await loadPincodes(h.handle.db);
}, 60_000);
afterAll(() => h.close());

const input = (street: string, extra: Record<string, unknown> = {}) => ({
  name: "Rohit Mehta",
  phoneNumber: "9000011111",
  street,
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  addressType: "home",
  isDefault: false,
  ...extra,
});

async function signedIn(identifier: string, password: string): Promise<Browser> {
  const b = new Browser(h.app);
  const res = await b.post("/auth/login", { identifier, password });
  expect(res.status).toBe(200);
  return b;
}

describe("/addresses", () => {
  const rohit = users.find((u) => u.username === "rohit_m");
  let b: Browser;
  beforeAll(async () => {
    b = await signedIn(rohit?.username ?? "", rohit?.password ?? "");
  });

  it("guests get 401 'Please log in first'", async () => {
    const guest = new Browser(h.app);
    for (const res of [
      await guest.get("/addresses"),
      await guest.post("/addresses", input("1 Guest Lane")),
      await guest.call("PUT", "/addresses/x", input("1 Guest Lane")),
      await guest.call("DELETE", "/addresses/x"),
      await guest.post("/addresses/x/default"),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: "Please log in first" });
    }
  });

  it("the first address is the default even when isDefault is false", async () => {
    expect((await b.get("/addresses")).body).toEqual({ success: true, data: [] });
    const res = await b.post("/addresses", input("1 First Street", { landmark: "By the temple" }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: "Address saved successfully",
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        ...input("1 First Street", { landmark: "By the temple" }),
        country: "India",
        isDefault: true,
      },
    });
    expect((await b.get("/auth/verify")).body.user.address.street).toBe("1 First Street");
  });

  it("lists default first, then newest first; isDefault true (or omitted) moves the default", async () => {
    await b.post("/addresses", input("2 Second Street"));
    const third = await b.post(
      "/addresses",
      input("3 Third Street", { isDefault: undefined, addressType: "work" }),
    );
    expect(third.body.data.isDefault).toBe(true);
    const list = (await b.get("/addresses")).body.data as { street: string; isDefault: boolean }[];
    expect(list.map((a) => [a.street, a.isDefault])).toEqual([
      ["3 Third Street", true],
      ["2 Second Street", false],
      ["1 First Street", false],
    ]);
  });

  it("update replaces in place (same id), keeps the default, and can make it the default", async () => {
    const list = (await b.get("/addresses")).body.data as { _id: string; street: string }[];
    const first = list.find((a) => a.street === "1 First Street");
    const res = await b.call("PUT", `/addresses/${first?._id}`, {
      street: "1A First Street",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411002",
      isDefault: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Address updated");
    expect(res.body.data).toEqual({
      _id: first?._id,
      street: "1A First Street",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411002",
      country: "India",
      addressType: "home",
      isDefault: false,
    });
    const made = await b.call(
      "PUT",
      `/addresses/${first?._id}`,
      input("1B First Street", { isDefault: true }),
    );
    expect(made.body.data.isDefault).toBe(true);
    const after = (await b.get("/addresses")).body.data as { _id: string; isDefault: boolean }[];
    expect(after).toHaveLength(3);
    expect(after.filter((a) => a.isDefault).map((a) => a._id)).toEqual([first?._id]);
    expect(after[0]._id).toBe(first?._id);
  });

  it("set default answers the whole list, default first", async () => {
    const list = (await b.get("/addresses")).body.data as { _id: string; street: string }[];
    const second = list.find((a) => a.street === "2 Second Street");
    const res = await b.post(`/addresses/${second?._id}/default`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { street: string; isDefault: boolean }) => [a.street, a.isDefault])).toEqual(
      [
        ["2 Second Street", true],
        ["3 Third Street", false],
        ["1B First Street", false],
      ],
    );
  });

  it("deleting the default promotes the newest remaining one", async () => {
    const list = (await b.get("/addresses")).body.data as { _id: string; street: string }[];
    const res = await b.call("DELETE", `/addresses/${list[0]._id}`);
    expect(res.body).toEqual({ success: true, message: "Address deleted" });
    const after = (await b.get("/addresses")).body.data as { street: string; isDefault: boolean }[];
    expect(after.map((a) => [a.street, a.isDefault])).toEqual([
      ["3 Third Street", true],
      ["1B First Street", false],
    ]);
  });

  it("another user's address id is 404 for every operation, and stays untouched", async () => {
    const aarav = await signedIn(shopper.username, shopper.password);
    const own = (await aarav.get("/addresses")).body.data as { _id: string; street: string }[];
    expect(own).toHaveLength(1);
    const id = own[0]._id;
    for (const res of [
      await b.call("PUT", `/addresses/${id}`, input("Hijack Road")),
      await b.call("DELETE", `/addresses/${id}`),
      await b.post(`/addresses/${id}/default`),
      await b.call("DELETE", "/addresses/does-not-exist"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, message: "Address not found" });
    }
    expect((await aarav.get("/addresses")).body.data).toEqual(own);
  });

  it("validates the body, naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...input("x"), pincode: "41100" }, "pincode must be 6 digits, not starting with 0"],
      [{ ...input("x"), pincode: "011001" }, "pincode must be 6 digits, not starting with 0"],
      [{ ...input("x"), phoneNumber: "12345" }, "phoneNumber must be 10 digits"],
      [{ ...input("x"), street: "" }, "street is required"],
      [{ ...input("x"), city: 12 }, "city must be a string"],
      [{ ...input("x"), addressType: "castle" }, "addressType must be one of: home, work, other"],
      [{ ...input("x"), isDefault: "yes" }, "isDefault must be true or false"],
      [{ ...input("x"), landmark: "l".repeat(201) }, "landmark must be at most 200 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await b.post("/addresses", body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
  });

  it("at most 20 addresses", async () => {
    const count = ((await b.get("/addresses")).body.data as unknown[]).length;
    for (let i = count; i < 20; i++)
      expect((await b.post("/addresses", input(`${i} Bulk Lane`))).status).toBe(201);
    const over = await b.post("/addresses", input("21 Too Many Lane"));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ success: false, message: "You can save up to 20 addresses" });
    expect((await b.get("/addresses")).body.data).toHaveLength(20);
  });

  it("state-changing calls from another site are refused", async () => {
    const res = await b.post("/addresses", input("Cross Site Road"), { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("/addresses refuses an address the book already holds", () => {
  const priya = users.find((u) => u.username === "priya.s");
  let b: Browser;
  const duplicate = { success: false, message: "This address is already in your address book" };
  beforeAll(async () => {
    b = await signedIn(priya?.username ?? "", priya?.password ?? "");
  });
  const streets = async () =>
    ((await b.get("/addresses")).body.data as { street: string }[]).map((a) => a.street);

  it("answers 409 to the same address saved again, whatever its case and spacing, and keeps one", async () => {
    const before = (await streets()).length;
    expect((await b.post("/addresses", input("7 Duplicate Lane"))).status).toBe(201);
    const again = await b.post("/addresses", input("7 Duplicate Lane"));
    expect(again.status).toBe(409);
    expect(again.body).toEqual(duplicate);
    const sloppy = await b.post(
      "/addresses",
      input("  7  duplicate lane ", { city: "PUNE", name: "rohit mehta", isDefault: true }),
    );
    expect(sloppy.status).toBe(409);
    expect(sloppy.body).toEqual(duplicate);
    expect((await streets()).filter((s) => s === "7 Duplicate Lane")).toHaveLength(1);
    expect(await streets()).toHaveLength(before + 1);
  });

  it("refuses both of two saves sent at once but one (a double submit)", async () => {
    const answers = await Promise.all([
      b.post("/addresses", input("8 Twice Road")),
      b.post("/addresses", input("8 Twice Road")),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await streets()).filter((s) => s === "8 Twice Road")).toHaveLength(1);
  });

  it("still takes the same street with another detail (a different flat, receiver or type)", async () => {
    for (const body of [
      input("7 Duplicate Lane", { landmark: "Flat 2" }),
      input("7 Duplicate Lane", { name: "Priya Sharma" }),
      input("7 Duplicate Lane", { addressType: "work" }),
    ]) {
      expect((await b.post("/addresses", body)).status).toBe(201);
    }
  });

  it("refuses an edit that turns one address into another already there, and allows saving one unchanged", async () => {
    const list = (await b.get("/addresses")).body.data as {
      _id: string;
      street: string;
      landmark?: string;
    }[];
    const flat2 = list.find((a) => a.landmark === "Flat 2");
    const res = await b.call("PUT", `/addresses/${flat2?._id}`, input("7 Duplicate Lane"));
    expect(res.status).toBe(409);
    expect(res.body).toEqual(duplicate);
    const unchanged = await b.call(
      "PUT",
      `/addresses/${flat2?._id}`,
      input("7 Duplicate Lane", { landmark: "Flat 2" }),
    );
    expect(unchanged.status).toBe(200);
  });
});

describe("GET /pincode/{pin}", () => {
  it("answers city, district, state (Title Case) and post offices from the offline list", async () => {
    const res = await new Browser(h.app).get("/pincode/560038");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        pincode: "560038",
        city: "Bangalore",
        district: "Bangalore North",
        state: "Karnataka",
        postOffices: ["Indiranagar S.O (Bangalore)"],
      },
    });
    const islands = await new Browser(h.app).get("/pincode/744301");
    expect(islands.body.data.state).toBe("Andaman & Nicobar Islands");
  });

  it("404 for an unknown pincode, 400 for a malformed one", async () => {
    const unknown = await new Browser(h.app).get("/pincode/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: "Pincode not found" });
    const bad = await new Browser(h.app).get("/pincode/56003x");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: "pin must be 6 digits, not starting with 0" });
  });

  it("loads every pincode once (a second load adds nothing)", async () => {
    const count = await h.handle.db
      .selectFrom("pincodes")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(18_000);
    expect(await loadPincodes(h.handle.db)).toBe(0);
  });

  it("groups rows by pincode with distinct offices, skipping malformed pins", () => {
    expect(
      groupPincodes([
        { pincode: "110001", city: "NEW DELHI", district: "Central Delhi", state: "DELHI", office: "A S.O" },
        { pincode: "110001", city: "NEW DELHI", district: "Central Delhi", state: "DELHI", office: "B S.O" },
        { pincode: "110001", city: "NEW DELHI", district: "Central Delhi", state: "DELHI", office: "A S.O" },
        { pincode: "NA", city: "X", district: "X", state: "X", office: "NA" },
      ]),
    ).toEqual([
      {
        pincode: "110001",
        city: "New Delhi",
        district: "Central Delhi",
        state: "Delhi",
        postOffices: ["A S.O", "B S.O"],
      },
    ]);
    expect(titleCase("ANDAMAN & NICOBAR ISLANDS")).toBe("Andaman & Nicobar Islands");
    expect(titleCase("JANJGIR-CHAMPA")).toBe("Janjgir-Champa");
    expect(titleCase("Mysuru")).toBe("Mysuru");
  });
});
