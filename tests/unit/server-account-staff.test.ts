// Staff accounts: the create-staff command (create or promote) and the seeded fixture users.
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../mocks/fixtures";
import { createOrPromoteStaff, parseStaffArgs, runCreateStaff } from "../../server/cli/create-staff";
import { seedUsers } from "../../server/db/seed";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

let h: AuthHarness;
beforeAll(async () => {
  h = await authHarness();
}, 60_000);
afterAll(() => h.close());

describe("seeded fixture users", () => {
  it("each fixture user can log in with its sample password; addresses become default entries", async () => {
    for (const u of users) {
      const res = await new Browser(h.app).post("/auth/login", { identifier: u.email, password: u.password });
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({
        _id: u._id,
        username: u.username,
        name: u.name,
        email: u.email,
        phone: u.phone,
        role: u.role,
        ...(u.role === "staff" ? { permissions: ["orders", "catalogue"] } : {}),
        address: u.address,
      });
    }
  });

  it("seeding again adds nothing; reset restores a changed fixture user", async () => {
    expect(await seedUsers(h.handle.db)).toBe(0);
    await h.handle.db.updateTable("users").set({ role: "staff" }).where("id", "=", users[0]._id).execute();
    expect(await seedUsers(h.handle.db, { reset: true })).toBe(users.length);
    const row = await h.handle.db
      .selectFrom("users")
      .select("role")
      .where("id", "=", users[0]._id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("shopper");
  });
});

describe("create-staff", () => {
  it("parses and checks its arguments", () => {
    expect(
      parseStaffArgs([
        "--email",
        " ops@rangrez.example ",
        "--username",
        "ops",
        "--password",
        "Ops@2026!",
        "--phone",
        "9000000009",
      ]),
    ).toEqual({ email: "ops@rangrez.example", username: "ops", password: "Ops@2026!", phone: "9000000009" });
    expect(() => parseStaffArgs(["--email", "ops@rangrez.example"])).toThrow(
      "--email, --username and --password are required",
    );
    expect(() => parseStaffArgs(["--email", "nope", "--username", "u", "--password", "Ops@2026!"])).toThrow(
      "email must be a valid email",
    );
    expect(() => parseStaffArgs(["--email", "a@b.in", "--username", "u", "--password", "weak"])).toThrow(
      /^password must be 8 or more characters/,
    );
    expect(() =>
      parseStaffArgs(["--email", "a@b.in", "--username", "u", "--password", "Ops@2026!", "--phone", "1"]),
    ).toThrow("phone must be 10 digits");
    expect(() => parseStaffArgs(["--bogus", "x"])).toThrow();
  });

  it("creates a staff account that can log in with role staff", async () => {
    const outcome = await createOrPromoteStaff(h.handle.db, {
      email: "ops@rangrez.example",
      username: "ops_lead",
      password: "Ops@2026!",
    });
    expect(outcome.action).toBe("created");
    const res = await new Browser(h.app).post("/auth/login", {
      identifier: "ops_lead",
      password: "Ops@2026!",
    });
    expect(res.body.user).toMatchObject({ _id: outcome.userId, role: "staff", phone: "" });
    expect(
      (
        await createOrPromoteStaff(h.handle.db, {
          email: "OPS@rangrez.example",
          username: "x",
          password: "Ops@2026!",
        })
      ).action,
    ).toBe("already-staff");
  });

  it("promotes an existing shopper by email, leaving the password alone", async () => {
    const rohit = users.find((u) => u.username === "rohit_m");
    const outcome = await createOrPromoteStaff(h.handle.db, {
      email: rohit?.email ?? "",
      username: "ignored",
      password: "Other@2026",
    });
    expect(outcome).toEqual({ action: "promoted", userId: rohit?._id });
    const res = await new Browser(h.app).post("/auth/login", {
      identifier: "rohit_m",
      password: rohit?.password,
    });
    expect(res.body.user.role).toBe("staff");
  });

  it("refuses a username or phone that belongs to someone else", async () => {
    await expect(
      createOrPromoteStaff(h.handle.db, {
        email: "new@rangrez.example",
        username: "AARAV_K",
        password: "Ops@2026!",
      }),
    ).rejects.toThrow("This username is already taken");
    await expect(
      createOrPromoteStaff(h.handle.db, {
        email: "new@rangrez.example",
        username: "newbie",
        password: "Ops@2026!",
        phone: "9876543210",
      }),
    ).rejects.toThrow("This phone number is already registered");
  });

  it("the command: exit 2 with usage for bad arguments, 1 on a conflict, 0 with what it did", async () => {
    const out: string[] = [];
    const io = {
      open: async () => ({ db: h.handle.db, close: async () => {} }),
      log: (line: string) => out.push(`log: ${line}`),
      error: (line: string) => out.push(`error: ${line}`),
    };
    expect(await runCreateStaff(["--email", "x"], io)).toBe(2);
    expect(out.splice(0)).toEqual([
      "error: create-staff: --email, --username and --password are required",
      "error: Usage: npm run staff:create -- --email e --username u --password p [--phone 9876543210] [--permissions orders,catalogue]",
    ]);
    const args = ["--email", "cli@rangrez.example", "--username", "cli_staff", "--password", "Cli@2026!"];
    expect(await runCreateStaff(args, io)).toBe(0);
    expect(out.splice(0)).toEqual(["log: Created staff account cli_staff <cli@rangrez.example>."]);
    expect(await runCreateStaff(args, io)).toBe(0);
    expect(out.splice(0)).toEqual(["log: cli@rangrez.example is already staff; nothing changed."]);
    expect(
      await runCreateStaff(
        ["--email", "b@rangrez.example", "--username", "cli_staff", "--password", "Cli@2026!"],
        io,
      ),
    ).toBe(1);
    expect(out.splice(0)).toEqual(["error: create-staff: This username is already taken"]);
    const row = await h.handle.db
      .selectFrom("users")
      .select(["role", "password_hash"])
      .where("email", "=", "cli@rangrez.example")
      .executeTakeFirstOrThrow();
    expect(row.role).toBe("staff");
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("grants the permissions asked for (every one by default), and changes them for existing staff", async () => {
    const permissionsOf = async (email: string) =>
      (
        await h.handle.db
          .selectFrom("users")
          .select("permissions")
          .where("email", "=", email)
          .executeTakeFirstOrThrow()
      ).permissions;
    const args = ["--email", "cat@rangrez.example", "--username", "cat_staff", "--password", "Cat@2026!"];
    expect(() => parseStaffArgs([...args, "--permissions", "orders,shipping"])).toThrow(
      "--permissions takes a comma-separated list of orders, catalogue",
    );
    const out: string[] = [];
    const io = {
      open: async () => ({ db: h.handle.db, close: async () => {} }),
      log: (line: string) => out.push(line),
      error: (line: string) => out.push(line),
    };
    expect(await runCreateStaff([...args, "--permissions", "catalogue"], io)).toBe(0);
    expect(await permissionsOf("cat@rangrez.example")).toEqual(["catalogue"]);
    expect(await runCreateStaff([...args, "--permissions", "catalogue, orders"], io)).toBe(0);
    expect(out.at(-1)).toBe("cat@rangrez.example may now manage: catalogue, orders.");
    expect(await permissionsOf("cat@rangrez.example")).toEqual(["catalogue", "orders"]);
    const rohan = await createOrPromoteStaff(h.handle.db, {
      email: "rohan@rangrez.example",
      username: "rohan_ops",
      password: "Ops@2026!",
    });
    expect(rohan.action).toBe("created");
    expect(await permissionsOf("rohan@rangrez.example")).toEqual(["orders", "catalogue"]);
  });

  it("a staff account without the orders permission is refused the orders board, with the reason", async () => {
    await createOrPromoteStaff(h.handle.db, {
      email: "shelf@rangrez.example",
      username: "shelf_staff",
      password: "Shelf@2026!",
      permissions: ["catalogue"],
    });
    const browser = new Browser(h.app);
    expect(
      (await browser.post("/auth/login", { identifier: "shelf_staff", password: "Shelf@2026!" })).status,
    ).toBe(200);
    const board = await browser.get("/admin/orders");
    expect(board.status).toBe(403);
    expect(board.body.message).toBe(missingPermissionMessage("orders"));
  });
});
