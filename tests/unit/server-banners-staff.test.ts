// The banner slides managed by staff (docs/decisions/staff-catalogue.md#banners), on PGlite and
// PostgreSQL: the shop's lists answer as before the slides (0041 both ways), who may (401 guest, 403
// shopper, 403 staff without `catalogue`), add / change / reorder / remove with an audit row each, the
// pictures and words refused, a stale reorder's 409, and what the shop shows: the change at once, a
// scheduled slide from its start with no write though its list is kept.
import { missingPermissionMessage } from "../../src/lib/staffAccessMessages";
import { afterAll, beforeAll, expect, it } from "vitest";
import { banners, shopper, staffUser, users } from "../../mocks/fixtures";
import { migrations } from "../../server/db/migrations";
import { auditHistory } from "../../server/services/audit";
import { describeOnEachDatabase } from "../support/databases";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";

const ordersOnlyStaff = users[1];
const MIGRATION = migrations["0041_banner_slides"];
const DESKTOP_PICTURE = `/files/pictures/${"a".repeat(64)}-1600.webp`;
const MOBILE_PICTURE = `/files/pictures/${"b".repeat(64)}-800.webp`;
const PROCESSING_PICTURE = `/files/pictures/${"c".repeat(64)}-1600.webp`;

async function signedIn(h: AuthHarness, user: { username: string; password: string }) {
  const browser = new Browser(h.app);
  const res = await browser.post("/auth/login", { identifier: user.username, password: user.password });
  expect(res.status).toBe(200);
  return browser;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

const slide = (overrides: Record<string, unknown> = {}) => ({
  imagePath: DESKTOP_PICTURE,
  mobileImagePath: MOBILE_PICTURE,
  alt: "A rust kurta on a cream backdrop",
  title: "Festive Edit",
  subtitle: "Kurtas for the season",
  page: "newarrival",
  ...overrides,
});

describeOnEachDatabase("staff banners", (database) => {
  let h: AuthHarness;
  let staff: Browser;

  beforeAll(async () => {
    h = await authHarness({ database, seeded: true });
    const db = h.handle.db;
    await db
      .updateTable("users")
      .set({ role: "staff", permissions: ["orders"] })
      .where("id", "=", ordersOnlyStaff._id)
      .execute();
    // Two pictures the pipeline has made (docs/decisions/picture-pipeline.md), and one still processing.
    const picture = { original_key: "private/pictures/x.jpg", width: 3000, height: 2000 };
    await db
      .insertInto("pictures")
      .values([
        {
          ...picture,
          id: "pic_d",
          purpose: "banner-desktop",
          status: "ready",
          src: DESKTOP_PICTURE,
          ready_at: new Date(),
        },
        {
          ...picture,
          id: "pic_m",
          purpose: "banner-mobile",
          status: "ready",
          src: MOBILE_PICTURE,
          ready_at: new Date(),
        },
        { ...picture, id: "pic_p", purpose: "banner-desktop" },
      ])
      .execute();
    staff = await signedIn(h, staffUser);
  }, 60_000);
  afterAll(() => h?.close());

  const publicList = async (list: string) => {
    const res = await new Browser(h.app).get(`/banner/trending/${list}`);
    expect(res.status).toBe(200);
    return { data: res.body.data as Array<Record<string, string>>, cache: res.headers.get("x-cache") };
  };
  const titles = async (list: string) => (await publicList(list)).data.map((b) => b.title);

  it("answers every public list exactly as the sample lists, before and after 0041 merges the twins", async () => {
    for (const [list, expected] of Object.entries(banners)) {
      expect((await publicList(list)).data, list).toEqual(expected);
    }
    // Down makes the two lists per place again, as they were; up merges them back.
    await MIGRATION.down?.(h.handle.db);
    const old = await h.handle.db
      .selectFrom("banners" as never)
      .select(["list" as never, "id" as never, "image_path" as never])
      .orderBy("list" as never)
      .orderBy("position" as never)
      .execute();
    for (const [list, expected] of Object.entries(banners)) {
      const rows = (old as Array<{ list: string; id: string; image_path: string }>).filter(
        (r) => r.list === list,
      );
      expect(
        rows.map((r) => [r.id, r.image_path]),
        list,
      ).toEqual(expected.map((b) => [b._id, b.imagePath]));
    }
    // A mobile row without its desktop twin would be lost in the merge: the migration stops, naming it,
    // and changes nothing.
    const stray = {
      id: "stray",
      list: "mobilehome",
      position: 9,
      image_path: "/media/banners/x.webp",
      page: "home",
    };
    await h.handle.db
      .insertInto("banners" as never)
      .values(stray as never)
      .execute();
    await expect(MIGRATION.up(h.handle.db)).rejects.toThrow(/home\/mobilehome #4/);
    await h.handle.db
      .deleteFrom("banners" as never)
      .where("id" as never, "=", "stray" as never)
      .execute();
    await MIGRATION.up(h.handle.db);
    for (const [list, expected] of Object.entries(banners)) {
      expect((await publicList(list)).data, list).toEqual(expected);
    }
  });

  it("refuses a guest (401), a shopper (403) and staff without the catalogue permission (403), on every call", async () => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/admin/banners?place=home"],
      ["POST", "/admin/banners", { place: "home", ...slide() }],
      ["PUT", "/admin/banners/order", { place: "home", ids: ["x"] }],
      ["PUT", "/admin/banners/x", slide()],
      ["DELETE", "/admin/banners/x"],
    ];
    const shopperBrowser = await signedIn(h, shopper);
    const ordersOnly = await signedIn(h, ordersOnlyStaff);
    for (const [method, path, body] of calls) {
      expect([method, path, (await new Browser(h.app).call(method, path, body)).status]).toEqual([
        method,
        path,
        401,
      ]);
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

  it("lists a place's slides in order with both pictures, words, link and state, privately", async () => {
    const res = await staff.get("/admin/banners?place=home");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/private, no-store/);
    expect(res.body.data[0]).toEqual({
      _id: banners.home[0]._id,
      place: "home",
      position: 0,
      imagePath: banners.home[0].imagePath,
      mobileImagePath: banners.mobilehome[0].imagePath,
      alt: banners.home[0].alt,
      title: banners.home[0].title,
      subtitle: banners.home[0].subtitle,
      page: banners.home[0].page,
      state: "live",
    });
    expect(res.body.data.map((b: { position: number }) => b.position)).toEqual([0, 1, 2]);
    expect((await staff.get("/admin/banners?place=lobby")).status).toBe(400);
  });

  it("adds, changes and removes a slide, each with its audit row, and both lists show each edit at once", async () => {
    await publicList("home");
    expect((await publicList("home")).cache).toBe("hit");

    const created = await staff.post("/admin/banners", { place: "home", ...slide() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: "Banner created",
      data: { place: "home", position: 3, title: "Festive Edit", state: "live" },
    });
    const id = created.body.data._id;
    const desktop = (await publicList("home")).data.at(-1);
    const mobile = (await publicList("mobilehome")).data.at(-1);
    expect(desktop).toMatchObject({ _id: id, imagePath: DESKTOP_PICTURE, mobileImagePath: MOBILE_PICTURE });
    expect(mobile).toMatchObject({
      _id: id,
      imagePath: MOBILE_PICTURE,
      title: "Festive Edit",
      page: "newarrival",
    });

    const changed = await staff.call(
      "PUT",
      `/admin/banners/${id}`,
      slide({ title: "Winter Edit", subtitle: undefined, page: "hoodie" }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ _id: id, position: 3, title: "Winter Edit", page: "hoodie" });
    expect(changed.body.data.subtitle).toBeUndefined();
    expect((await titles("mobilehome")).at(-1)).toBe("Winter Edit");

    const removed = await staff.call("DELETE", `/admin/banners/${id}`);
    expect(removed.body).toEqual({ success: true, message: "Banner deleted" });
    expect(await titles("home")).not.toContain("Winter Edit");
    expect((await staff.call("DELETE", `/admin/banners/${id}`)).status).toBe(404);

    const history = await auditHistory(h.handle.db, "banner", id);
    expect(history.map((row) => [row.action, row.actorName])).toEqual([
      ["deleted", staffUser.username],
      ["updated", staffUser.username],
      ["created", staffUser.username],
    ]);
    expect(history[1].before).toMatchObject({
      _id: id,
      title: "Festive Edit",
      subtitle: "Kurtas for the season",
    });
    expect(history[1].after).toMatchObject({ title: "Winter Edit", page: "hoodie" });
    expect(history[0].after).toBeNull();
  });

  it("refuses pictures that are not ready banner pictures of their side, a subtitle alone and a bad schedule, with a 400 that says why", async () => {
    const at = "2030-01-01T00:00:00Z";
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ imagePath: MOBILE_PICTURE }, "imagePath must be a ready desktop banner picture"],
      [{ imagePath: PROCESSING_PICTURE }, "imagePath must be a ready desktop banner picture"],
      [
        { imagePath: "/media/banners/nothing-desktop.webp" },
        "imagePath must be a ready desktop banner picture",
      ],
      [{ mobileImagePath: DESKTOP_PICTURE }, "mobileImagePath must be a ready mobile banner picture"],
      [
        { mobileImagePath: "/media/banners/hoodie-season-desktop.webp" },
        "mobileImagePath must be a ready mobile",
      ],
      [{ imagePath: "https://elsewhere.example/x.webp" }, "imagePath must be a banner picture's address"],
      [{ title: undefined }, "subtitle needs a title"],
      [{ startsAt: at, endsAt: at }, "endsAt must be after startsAt"],
      [{ startsAt: "tomorrow" }, "startsAt must be a date and time"],
      [{ alt: "x".repeat(201) }, "alt"],
      [{ page: "sale" }, "page must be one of"],
    ];
    const [first] = (await staff.get("/admin/banners?place=trending")).body.data;
    for (const [change, message] of cases) {
      for (const res of [
        await staff.post("/admin/banners", { place: "trending", ...slide(change) }),
        await staff.call("PUT", `/admin/banners/${first._id}`, slide(change)),
      ]) {
        expect([res.status, res.body.message]).toEqual([
          400,
          expect.stringMatching(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`)),
        ]);
      }
    }
    expect((await staff.call("PUT", "/admin/banners/missing", slide())).status).toBe(404);
    expect((await staff.get("/admin/banners?place=trending")).body.data).toHaveLength(3);
    // The shop's own sample pictures stay usable.
    const samples = slide({
      imagePath: "/media/banners/trending-now-desktop.webp",
      mobileImagePath: "/media/banners/trending-now-mobile.webp",
    });
    expect((await staff.call("PUT", `/admin/banners/${first._id}`, samples)).status).toBe(200);
  });

  it("reorders a place by its whole list, writes a row per moved slide, and refuses a list that is not the current one", async () => {
    const before = (await staff.get("/admin/banners?place=trending")).body.data.map(
      (b: { _id: string }) => b._id,
    );
    const reversed = [...before].reverse();
    const res = await staff.call("PUT", "/admin/banners/order", { place: "trending", ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((b: { _id: string; position: number }) => [b._id, b.position])).toEqual(
      reversed.map((id, position) => [id, position]),
    );
    expect((await publicList("trending")).data.map((b) => b._id)).toEqual(reversed);
    expect((await publicList("mobiletrending")).data.map((b) => b.title)).toEqual(await titles("trending"));
    expect((await auditHistory(h.handle.db, "banner", before[0])).map((r) => r.action)).toEqual([
      "moved",
      "updated",
    ]);
    expect(await auditHistory(h.handle.db, "banner", before[1])).toEqual([]);

    const homeIds = (await staff.get("/admin/banners?place=home")).body.data.map(
      (b: { _id: string }) => b._id,
    );
    for (const ids of [
      reversed.slice(1),
      [...reversed.slice(1), "someone-else"],
      [...reversed.slice(1), homeIds[0]],
    ]) {
      const refused = await staff.call("PUT", "/admin/banners/order", { place: "trending", ids });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        "The banners changed meanwhile. Reload them and move the slide again.",
      );
    }
    expect(
      (await staff.call("PUT", "/admin/banners/order", { place: "trending", ids: [before[0], before[0]] }))
        .status,
    ).toBe(400);
    expect(
      (await staff.get("/admin/banners?place=trending")).body.data.map((b: { _id: string }) => b._id),
    ).toEqual(reversed);
  });

  it("shows a scheduled slide from its start and hides one after its end, with no write, though the list is kept", async () => {
    const coming = await staff.post("/admin/banners", {
      place: "customized",
      ...slide({ title: "Starts soon", startsAt: inSeconds(1.5) }),
    });
    const going = await staff.post("/admin/banners", {
      place: "customized",
      ...slide({ title: "Ends soon", endsAt: inSeconds(1.5) }),
    });
    expect([coming.body.data.state, going.body.data.state]).toEqual(["scheduled", "live"]);

    const first = await titles("customized_mobile");
    expect(first).toContain("Ends soon");
    expect(first).not.toContain("Starts soon");
    expect((await publicList("customized_mobile")).cache).toBe("hit");

    const started = Date.now();
    let shown = first;
    while (shown.includes("Ends soon") || !shown.includes("Starts soon")) {
      expect(Date.now() - started, "well within the kept answer's minute").toBeLessThan(10_000);
      await new Promise((resolve) => setImmediate(resolve));
      shown = await titles("customized_mobile");
    }
    const states = (await staff.get("/admin/banners?place=customized")).body.data.map(
      (b: { title: string; state: string }) => [b.title, b.state],
    );
    expect(states).toContainEqual(["Starts soon", "live"]);
    expect(states).toContainEqual(["Ends soon", "ended"]);
  });
});
