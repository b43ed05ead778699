// A product staff archive or move to drafts leaves every kept public answer that showed it at once, popular
// ones included (docs/decisions/shared-cache-versions.md#a-product-taken-away): its listing, search, search
// results, similar products and its own answer; published again, it is back. On PGlite and PostgreSQL, and
// on a second server of the same PostgreSQL database as soon as it hears of the change.
import { afterAll, beforeAll, expect, it } from "vitest";
import { catalogue, declarationsFor, users } from "../../mocks/fixtures";
import { POPULAR_SENDS } from "../../server/api/answerStore";
import { createDatabase, type DatabaseHandle } from "../../server/db/database";
import { MAX_LOOK_AGE_MS } from "../../server/services/cacheVersions/registry";
import {
  describeOnEachDatabase,
  describeOnPostgres,
  seededPostgresDatabase,
  type TestDatabase,
} from "../support/databases";
import { waitFor } from "../support/serverProcess";
import { type AuthHarness, authHarness, Browser } from "./server-auth-helpers";
import { testApp } from "./server-helpers";

const staffUser = users.find((u) => u.role === "staff");
/** A seeded oversized tee: its similar products start with the newest oversized tees. */
const neighbour = catalogue.find((p) => p.subCategory === "oversize-t-shirt");

const product = {
  name: "Zephyrine Oversized Tee",
  description: "Heavy cotton.",
  price: 1299,
  discount: 0,
  category: "upperwear",
  subCategory: "oversize-t-shirt",
  returnPolicy: 7,
  tags: ["newarrival"],
  codAvailable: true,
  declarations: declarationsFor("test", "oversize-t-shirt", ["S", "M", "L", "XL", "XXL"]),
  status: "published",
  variants: [
    {
      color: "Black",
      colorHex: "#1C1C1E",
      sizes: [{ size: "M", stock: 5 }],
      images: [{ src: "/media/products/acid-wash-oversized-tee-black-front-400.webp", alt: "Black tee" }],
    },
  ],
};

describeOnEachDatabase("a product taken away leaves the kept answers", (database: TestDatabase) => {
  let h: AuthHarness;
  let staff: Browser;
  let guest: Browser;
  beforeAll(async () => {
    h = await authHarness({ seeded: true, database });
    staff = new Browser(h.app);
    await staff.post("/auth/login", { identifier: staffUser?.email, password: staffUser?.password });
    guest = new Browser(h.app);
  }, 60_000);
  afterAll(() => h.close());

  it("archived, it is gone from every kept answer at the next request; published, it is back", async () => {
    const created = await staff.post("/admin/products", product);
    expect(created.status).toBe(201);
    const id: string = created.body.data._id;
    const paths = [
      "/product/category/upperwear?limit=8",
      "/product/tags/newarrival?limit=8",
      "/product/search?q=zephyrine",
      "/product/search/results?q=zephyrine",
      `/product/${neighbour?._id}/similar?limit=8`,
      `/product/product/${id}`,
    ];
    /** Which of the answers show the product, each asked for as often as a popular answer is. */
    const showing = async (times: number) => {
      const shown: string[] = [];
      for (const path of paths) {
        for (let i = 1; i < times; i++) await guest.get(path);
        const answer = await guest.get(path);
        if (answer.status === 200 && JSON.stringify(answer.body).includes(id)) shown.push(path);
      }
      return shown;
    };
    expect(await showing(POPULAR_SENDS + 1)).toEqual(paths);
    // Popular now, and kept: the next request is a hit.
    expect((await guest.get(paths[0])).headers.get("x-cache")).toBe("hit");

    expect((await staff.post(`/admin/products/${id}/status`, { status: "archived" })).status).toBe(200);
    expect(await showing(1)).toEqual([]);
    expect((await guest.get(`/product/product/${id}`)).status).toBe(404);

    expect(await showing(POPULAR_SENDS + 1)).toEqual([]);
    expect((await staff.post(`/admin/products/${id}/status`, { status: "published" })).status).toBe(200);
    expect(await showing(1)).toEqual(paths);

    await staff.post(`/admin/products/${id}/status`, { status: "draft" });
    expect(await showing(1)).toEqual([]);
  });
});

describeOnPostgres("a product taken away through another server", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    const { url, handle } = await seededPostgresDatabase("status cache");
    first = handle;
    second = await createDatabase({ url });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("leaves the other server's popular answers once it hears of it", async () => {
    const staff = new Browser(testApp(first));
    await staff.post("/auth/login", { identifier: staffUser?.email, password: staffUser?.password });
    const guest = new Browser(testApp(second));
    const id: string = (await staff.post("/admin/products", product)).body.data._id;
    const listing = "/product/tags/newarrival?limit=8";
    const shows = async () => JSON.stringify((await guest.get(listing)).body).includes(id);
    await waitFor("the other server to list the new product", shows, 5_000);
    for (let i = 0; i < POPULAR_SENDS; i++) expect(await shows()).toBe(true);

    await staff.post(`/admin/products/${id}/status`, { status: "archived" });
    // The notification comes at the commit; a lost one is made up for by the look each MAX_LOOK_AGE_MS.
    await waitFor("the other server to drop it", async () => !(await shows()), 2 * MAX_LOOK_AGE_MS);
    expect((await guest.get(`/product/product/${id}`)).status).toBe(404);
  });
});
