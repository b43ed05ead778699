// Every banner's words are text over its picture, never painted in: the seed writes them, the banner call
// answers them, and migration 0031 gives them to a database seeded while the sample pictures still carried
// their words (its rows had no title and an `alt` naming the painted words). On PGlite and PostgreSQL.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BANNER_ART, banners } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { migrations } from "../../server/db/migrations";
import { describeOnEachDatabase } from "../support/databases";
import { testApp } from "./server-helpers";

const MIGRATION = migrations["0031_sample_banner_words"];

interface Row {
  id: string;
  image_path: string;
  alt: string;
  title: string | null;
  subtitle: string | null;
}

const rows = (handle: DatabaseHandle) =>
  handle.db
    .selectFrom("banners")
    .select(["id", "image_path", "alt", "title", "subtitle"])
    .orderBy("id")
    .execute() as Promise<Row[]>;

/** The art a sample picture path shows. */
const artOf = (imagePath: string) => {
  const art = BANNER_ART.find((a) => imagePath.startsWith(`/media/banners/${a.slug}-`));
  if (!art) throw new Error(`no sample art for ${imagePath}`);
  return art;
};

describe("the sample banners", () => {
  it("carry their words as text in every list, and an alt that says what the picture shows", () => {
    for (const [list, items] of Object.entries(banners)) {
      for (const banner of items) {
        const art = artOf(banner.imagePath);
        expect(banner, list).toMatchObject({ title: art.title, subtitle: art.subtitle, alt: art.alt });
        expect(banner.alt, list).not.toContain(art.title);
      }
    }
  });
});

describeOnEachDatabase("banner words", (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.openSeeded();
  }, 60_000);
  afterAll(() => handle.close());

  it("are answered by the banner call for every slide", async () => {
    const app = testApp(handle);
    for (const list of ["home", "mobilehome", "trending", "customized_mobile"] as const) {
      const answer = await app.request(`/api/v1/banner/trending/${list}`);
      expect(answer.status).toBe(200);
      const { data } = (await answer.json()) as { data: { title?: string; subtitle?: string }[] };
      expect(data.length, list).toBeGreaterThan(0);
      for (const slide of data) {
        expect(slide.title, list).toEqual(expect.any(String));
        expect(slide.subtitle, list).toEqual(expect.any(String));
      }
    }
  });

  it("0031 gives an older database's sample banners their words, leaving other banners alone", async () => {
    const seeded = await rows(handle);
    // As a database seeded before: no words as text, the alt naming the words painted in (the hero's
    // banner, new-drops, already had its words as text), and a shop's own banner with words in its picture.
    await handle.db
      .updateTable("banners")
      .set({ title: null, subtitle: null, alt: sql<string>`title || ': ' || subtitle` })
      .where("image_path", "not like", "/media/banners/new-drops-%")
      .execute();
    await handle.db
      .insertInto("banners")
      .values({
        id: "zz-own-banner",
        place: "home",
        position: 9,
        image_path: "/media/banners/diwali-sale-desktop.webp",
        mobile_image_path: "/media/banners/diwali-sale-mobile.webp",
        page: "home",
        alt: "Diwali sale: 30% off",
        title: null,
        subtitle: null,
      })
      .execute();

    await MIGRATION.up(handle.db);
    const after = await rows(handle);
    expect(after.filter((row) => row.id !== "zz-own-banner")).toEqual(seeded);
    expect(after.find((row) => row.id === "zz-own-banner")).toMatchObject({
      alt: "Diwali sale: 30% off",
      title: null,
      subtitle: null,
    });

    // Down puts the words back into the alt, except the hero's, which had them as text before.
    await MIGRATION.down?.(handle.db);
    for (const row of await rows(handle)) {
      if (row.id === "zz-own-banner") continue;
      const art = artOf(row.image_path);
      if (art.slug === "new-drops") expect(row.title).toBe(art.title);
      else expect(row).toMatchObject({ title: null, subtitle: null, alt: `${art.title}: ${art.subtitle}` });
    }
    await MIGRATION.up(handle.db);
    await handle.db.deleteFrom("banners").where("id", "=", "zz-own-banner").execute();
    expect(await rows(handle)).toEqual(seeded);
  });
});
