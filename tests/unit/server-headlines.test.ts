// The announcement bar's lines managed by staff (docs/decisions/staff-catalogue.md#headlines), on PGlite and
// PostgreSQL: who may (401 guest, 403 shopper, 403 staff without `catalogue`), add / change / remove /
// reorder with an audit row each, the schedule's refusals, and what the public bar shows: live lines only,
// an edit at once, a scheduled start or end within moments of its time with no write (the kept answer
// holds only until then).
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { afterAll, beforeAll, expect, it } from "vitest";
import { shopper, staffUser, users } from "../../mocks/fixtures";
import { auditHistory } from "../../server/services/audit";
import { describeOnEachDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

const ordersOnlyStaff = users[1];

async function signedIn(h: AuthHarness, user: { username: string; password: string }) {
  const browser = new Browser(h.app);
  const res = await browser.post("/auth/login", { identifier: user.username, password: user.password });
  expect(res.status).toBe(200);
  return browser;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describeOnEachDatabase("staff headlines", (database) => {
  let h: AuthHarness;
  let staff: Browser;

  beforeAll(async () => {
    h = await authHarness({ database, seeded: true });
    await h.handle.db
      .updateTable("users")
      .set({ role: "staff", permissions: ["orders"] })
      .where("id", "=", ordersOnlyStaff._id)
      .execute();
    staff = await signedIn(h, staffUser);
  }, 60_000);
  afterAll(() => h?.close());

  const publicBar = async () => {
    const res = await new Browser(h.app).get("/banner/headlines");
    expect(res.status).toBe(200);
    return {
      texts: res.body.data.map((line: { text: string }) => line.text),
      cache: res.headers.get("x-cache"),
    };
  };

  it("refuses a guest (401), a shopper (403) and staff without the catalogue permission (403), on every call", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/headlines"],
      ["POST", "/headlines", { text: "Nope" }],
      ["PUT", "/headlines/order", { ids: ["x"] }],
      ["PUT", "/headlines/x", { text: "Nope" }],
      ["DELETE", "/headlines/x"],
    ];
    const shopperBrowser = await signedIn(h, shopper);
    const ordersOnly = await signedIn(h, ordersOnlyStaff);
    for (const [method, path, body] of calls) {
      const guest = await new Browser(h.app).call(method, path, body);
      expect([method, path, guest.status]).toEqual([method, path, 401]);
      const asShopper = await shopperBrowser.call(method, path, body);
      expect([method, path, asShopper.status, asShopper.body.message]).toEqual([
        method,
        path,
        403,
        "Staff only",
      ]);
      const refused = await ordersOnly.call(method, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(missingPermissionMessage("catalogue"));
      expect(refused.headers.get("cache-control")).toMatch(/private/);
    }
  });

  it("lists every line in order with its place, schedule and state, privately", async () => {
    const res = await staff.get("/headlines");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/private, no-store/);
    expect(res.body.data.map((l: { position: number }) => l.position)).toEqual([0, 1, 2]);
    expect(res.body.data.every((l: { state: string }) => l.state === "live")).toBe(true);
  });

  it("adds, changes and removes a line, each with its audit row, and the bar shows each edit at once", async () => {
    await publicBar();
    expect((await publicBar()).cache).toBe("hit");

    const created = await staff.post("/headlines", { text: "  Monsoon sale  " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: "Headline created",
      data: { text: "Monsoon sale", position: 3, state: "live" },
    });
    const id = created.body.data._id;
    expect((await publicBar()).texts).toContain("Monsoon sale");

    const startsAt = "2030-01-01T00:00:00+05:30";
    const endsAt = "2030-01-10T00:00:00+05:30";
    const changed = await staff.call("PUT", `/headlines/${id}`, { text: "Winter sale", startsAt, endsAt });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({
      _id: id,
      text: "Winter sale",
      position: 3,
      startsAt: "2029-12-31T18:30:00.000Z",
      endsAt: "2030-01-09T18:30:00.000Z",
      state: "scheduled",
    });
    const bar = await publicBar();
    expect(bar.texts).not.toContain("Monsoon sale");
    expect(bar.texts).not.toContain("Winter sale");

    const removed = await staff.call("DELETE", `/headlines/${id}`);
    expect(removed.body).toEqual({ success: true, message: "Headline deleted" });
    expect((await staff.get("/headlines")).body.data).toHaveLength(3);
    expect((await staff.call("DELETE", `/headlines/${id}`)).status).toBe(404);

    const history = await auditHistory(h.handle.db, "headline", id);
    expect(history.map((row) => [row.action, row.actorName])).toEqual([
      ["deleted", staffUser.username],
      ["updated", staffUser.username],
      ["created", staffUser.username],
    ]);
    expect(history[1].before).toEqual({ _id: id, text: "Monsoon sale", position: 3 });
    expect(history[1].after).toMatchObject({ text: "Winter sale", startsAt: "2029-12-31T18:30:00.000Z" });
    expect(history[0].after).toBeNull();
  });

  it("refuses an end not after the start, a malformed date and an overlong text with a 400 that names the field", async () => {
    const at = "2030-01-01T00:00:00Z";
    const cases: Array<[unknown, string]> = [
      [{ text: "Sale", startsAt: at, endsAt: at }, "endsAt must be after startsAt"],
      [{ text: "Sale", startsAt: "2030-01-02T00:00:00Z", endsAt: at }, "endsAt must be after startsAt"],
      [
        { text: "Sale", startsAt: "tomorrow" },
        "startsAt must be a date and time like 2026-04-01T10:00:00+05:30",
      ],
      [
        { text: "Sale", endsAt: "2030-02-30T00:00:00Z" },
        "endsAt must be a date and time like 2026-04-01T10:00:00+05:30",
      ],
      [{ text: "x".repeat(201) }, "text"],
      [{ text: "   " }, "text"],
    ];
    const [first] = (await staff.get("/headlines")).body.data;
    for (const [body, message] of cases) {
      for (const res of [
        await staff.post("/headlines", body),
        await staff.call("PUT", `/headlines/${first._id}`, body),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.message.startsWith(message)).toBe(true);
      }
    }
    expect((await staff.call("PUT", "/headlines/missing", { text: "Sale" })).status).toBe(404);
    expect((await staff.get("/headlines")).body.data).toHaveLength(3);
  });

  it("reorders by the whole list, writes a row per moved line, and refuses a list that is not the current one", async () => {
    const before = (await staff.get("/headlines")).body.data.map((l: { _id: string }) => l._id);
    const reversed = [...before].reverse();
    const res = await staff.call("PUT", "/headlines/order", { ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: { _id: string; position: number }) => [l._id, l.position])).toEqual(
      reversed.map((id, position) => [id, position]),
    );
    const texts = res.body.data.map((l: { text: string }) => l.text);
    expect((await publicBar()).texts).toEqual(texts);
    // The middle line kept its place: no row for it.
    expect((await auditHistory(h.handle.db, "headline", before[0])).map((r) => r.action)).toEqual(["moved"]);
    expect(await auditHistory(h.handle.db, "headline", before[1])).toEqual([]);

    for (const ids of [reversed.slice(1), [...reversed.slice(1), "someone-else"]]) {
      const refused = await staff.call("PUT", "/headlines/order", { ids });
      expect(refused.status).toBe(409);
    }
    expect((await staff.call("PUT", "/headlines/order", { ids: [before[0], before[0]] })).status).toBe(400);
    expect((await staff.get("/headlines")).body.data.map((l: { _id: string }) => l._id)).toEqual(reversed);
  });

  it("shows a scheduled line from its start and hides it after its end, with no write, though the bar is kept", async () => {
    const coming = await staff.post("/headlines", { text: "Starts in a moment", startsAt: inSeconds(1.5) });
    const going = await staff.post("/headlines", { text: "Ends in a moment", endsAt: inSeconds(1.5) });
    expect(coming.body.data.state).toBe("scheduled");
    expect(going.body.data.state).toBe("live");

    const first = await publicBar();
    expect(first.texts).toContain("Ends in a moment");
    expect(first.texts).not.toContain("Starts in a moment");
    expect((await publicBar()).cache).toBe("hit");

    const started = Date.now();
    let bar = first;
    while (bar.texts.includes("Ends in a moment") || !bar.texts.includes("Starts in a moment")) {
      expect(Date.now() - started, "well within the kept answer's minute").toBeLessThan(10_000);
      await new Promise((resolve) => setImmediate(resolve));
      bar = await publicBar();
    }
    const states = (await staff.get("/headlines")).body.data.map((l: { text: string; state: string }) => [
      l.text,
      l.state,
    ]);
    expect(states).toContainEqual(["Starts in a moment", "live"]);
    expect(states).toContainEqual(["Ends in a moment", "ended"]);
  });
});
