// The catalogue's CSV export and import (docs/decisions/staff-catalogue.md#csv-export-and-import) on PGlite
// and PostgreSQL: the file just exported imports as no change (dry run and applied: no write, no audit
// row); a changed price and stock are planned, then applied with the stock moved by the difference; a
// file that is not the export's CSV is a 400 naming its rows; guests and shoppers are refused.
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { staffUser, users } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { parseCsv } from "../../src/lib/csv";
import { describeOnEachDatabase } from "../support/databases";
import { Browser } from "./server-auth-helpers";
import { testApp } from "./server-helpers";

describeOnEachDatabase("the catalogue as CSV", (database) => {
  let handle: DatabaseHandle;
  let app: Hono;
  let staff: string;
  let shopper: string;

  beforeAll(async () => {
    handle = await database.openSeeded();
    app = testApp(handle);
    const signIn = async (email: string, password: string) => {
      const answer = await new Browser(app).post("/auth/login", { identifier: email, password });
      return `${answer.setCookie?.split(";")[0]}`;
    };
    staff = await signIn(staffUser.email, staffUser.password);
    shopper = await signIn(users[0].email, users[0].password);
  }, 60_000);
  afterAll(async () => handle?.close());

  async function exported(cookie: string | null = staff) {
    const response = await app.request("http://shop.test/api/v1/admin/products/export", {
      headers: cookie ? { cookie } : {},
    });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      text: await response.text(),
    };
  }

  async function importFile(text: string, dryRun: boolean, cookie: string | null = staff) {
    const form = new FormData();
    form.set("file", new Blob([text], { type: "text/csv" }), "products.csv");
    form.set("dryRun", String(dryRun));
    const request = new Request("http://shop.test/api/v1/admin/products/import", {
      method: "POST",
      body: form,
    });
    if (cookie) request.headers.set("cookie", cookie);
    const response = await app.request(request);
    return { status: response.status, body: await response.json() };
  }

  const auditRows = async () =>
    Number(
      (
        await handle.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("imports the file just exported as no change at all", async () => {
    const file = await exported();
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    const products = await handle.db
      .selectFrom("products")
      .select(["id", "updated_at"])
      // Customiser blanks are not catalogue products: the file leaves them out.
      .where("status", "<>", "blank")
      .orderBy("id")
      .execute();
    const ids = new Set(
      parseCsv(file.text, 100_000)
        .slice(1)
        .map((r) => r.cells[0]),
    );
    expect(ids.size).toBe(products.length);

    const plan = await importFile(file.text, true);
    expect(plan.status).toBe(200);
    expect(plan.body.data).toMatchObject({
      dryRun: true,
      applied: false,
      counts: { created: 0, changed: 0, unchanged: products.length, error: 0 },
      entries: [],
    });
    const audits = await auditRows();
    const applied = await importFile(file.text, false);
    expect(applied.body.data).toMatchObject({ applied: true, counts: { changed: 0, error: 0 } });
    expect(await auditRows()).toBe(audits);
    expect(
      await handle.db
        .selectFrom("products")
        .select(["id", "updated_at"])
        .where("status", "<>", "blank")
        .orderBy("id")
        .execute(),
    ).toEqual(products);
  }, 120_000);

  it("plans and applies a changed price and stock, the stock moved by the difference", async () => {
    const file = await exported();
    const records = parseCsv(file.text, 100_000);
    const header = records[0].cells;
    const col = (name: string) => header.indexOf(name);
    const target = records[1];
    const productId = target.cells[col("productId")];
    const size = target.cells[col("size")];
    const colourId = target.cells[col("colourId")];
    const stockAtExport = Number(target.cells[col("stockAtExport")]);
    // Edit every row of the product's price, and the first row's stock (+3).
    const edited = records.map((record, i) => {
      if (i === 0 || record.cells[0] !== productId) return record.cells;
      const cells = [...record.cells];
      cells[col("price")] = String(Number(cells[col("price")]) + 100);
      if (record === target) cells[col("stock")] = String(stockAtExport + 3);
      return cells;
    });
    const { csvLine } = await import("../../src/lib/csv");
    const text = edited.map((cells) => csvLine(cells)).join("");
    // Meanwhile an order takes one piece: the import's +3 still lands on what is left.
    await handle.db
      .updateTable("variant_sizes")
      .set((eb) => ({ stock: eb("stock", "+", 1) }))
      .where("variant_id", "=", colourId)
      .where("size", "=", size as never)
      .execute();

    const plan = await importFile(text, true);
    expect(plan.body.data.counts).toMatchObject({ changed: 1, error: 0, created: 0 });
    expect(plan.body.data.entries).toEqual([
      {
        row: target.row,
        productId,
        name: expect.any(String),
        outcome: "changed",
        fields: ["price", "variants"],
      },
    ]);
    const before = await handle.db
      .selectFrom("products")
      .select("price")
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    const applied = await importFile(text, false);
    expect(applied.body.data).toMatchObject({ applied: true, counts: { changed: 1, error: 0 } });
    const after = await handle.db
      .selectFrom("products")
      .select("price")
      .where("id", "=", productId)
      .executeTakeFirstOrThrow();
    expect(after.price).toBe(before.price + 100);
    const stock = await handle.db
      .selectFrom("variant_sizes")
      .select("stock")
      .where("variant_id", "=", colourId)
      .where("size", "=", size as never)
      .executeTakeFirstOrThrow();
    expect(stock.stock).toBe(stockAtExport + 1 + 3);
    // The same file again: the product was saved since, so it is refused, naming its row.
    const stale = await importFile(text, true);
    expect(stale.body.data.counts.error).toBe(1);
    expect(stale.body.data.entries[0].message).toMatch(
      new RegExp(`^Row ${target.row}: the product was saved after`),
    );
  }, 120_000);

  it("adds a product from rows without an id, as a draft unless published is asked", async () => {
    const records = parseCsv((await exported()).text, 100_000);
    const header = records[0].cells;
    const col = (name: string) => header.indexOf(name);
    const source = records[1].cells[col("productId")];
    const rows = records
      .filter((record) => record.cells[col("productId")] === source)
      .map((record) => {
        const cells = [...record.cells];
        for (const blank of ["productId", "updatedAt", "colourId", "stockAtExport"]) cells[col(blank)] = "";
        cells[col("name")] = "Imported Kurta Tee";
        cells[col("status")] = "draft";
        return cells;
      });
    const { csvLine } = await import("../../src/lib/csv");
    const text = [header, ...rows].map((cells) => csvLine(cells)).join("");
    const plan = await importFile(text, true);
    expect(plan.body.data.counts).toEqual({ created: 1, changed: 0, unchanged: 0, error: 0 });
    expect(plan.body.data.entries).toEqual([
      { row: 2, name: "Imported Kurta Tee", outcome: "created", fields: [] },
    ]);
    const applied = await importFile(text, false);
    const id = applied.body.data.entries[0].productId;
    const added = await handle.db
      .selectFrom("products")
      .select(["name", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(added).toEqual({ name: "Imported Kurta Tee", status: "draft" });
  }, 120_000);

  it("refuses a file that is not the export's CSV with a 400 naming its rows", async () => {
    const file = await exported();
    const [head, second, third] = file.text.split("\r\n");
    const ragged = await importFile(`${head}\r\n${second}\r\nonly,three,cells\r\n${third}\r\n`, true);
    expect(ragged.status).toBe(400);
    expect(ragged.body.message).toMatch(/^Rows 3 do not have the header's 24 cells/);
    const unclosed = await importFile(`${head}\r\n"never closed,\r\n`, true);
    expect(unclosed).toMatchObject({
      status: 400,
      body: { message: "Row 2: a quoted cell is never closed." },
    });
    const noHeader = await importFile("a,b\r\n1,2\r\n", true);
    expect(noHeader.status).toBe(400);
    expect(noHeader.body.message).toMatch(/^The header lacks productId/);
  }, 60_000);

  it("refuses guests and shoppers", async () => {
    expect((await exported(null)).status).toBe(401);
    expect((await exported(shopper)).status).toBe(403);
    expect((await importFile("x", true, null)).status).toBe(401);
    expect((await importFile("x", true, shopper)).status).toBe(403);
  });
});
