import { type Kysely, sql } from "kysely";

// Staff edit banners as slides (docs/decisions/staff-catalogue.md#banners): one row per slide of a place,
// with its desktop and its mobile picture, words, link, position and optional schedule. Before, each
// place was two lists of rows (home and mobilehome, trending and mobiletrending, customized and
// customized_mobile, desktopvideobanner and mobilevideobanner) that the seed kept in step; the public
// lists are now both read from the one slide (server/services/content.ts), so the shop's answers stay as
// they were. `mobile_id` keeps the id the mobile list's row had, so those answers keep their ids too.
//
// Each mobile row is merged into the desktop row at its position. Rows that do not pair (a list longer
// than its twin, or twins with different words or links) would lose something in the merge: the
// migration stops and names them instead, to be put in step by hand first.
const PLACES = [
  ["home", "home", "mobilehome"],
  ["trending", "trending", "mobiletrending"],
  ["customized", "customized", "customized_mobile"],
  ["hero", "desktopvideobanner", "mobilevideobanner"],
] as const;

interface OldRow {
  id: string;
  list: string;
  position: number;
  image_path: string;
  mobile_image_path: string | null;
  page: string;
  alt: string;
  title: string | null;
  subtitle: string | null;
}

const sameWords = (a: OldRow, b: OldRow) =>
  a.page === b.page && a.alt === b.alt && a.title === b.title && a.subtitle === b.subtitle;

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = (await sql<OldRow>`select * from banners order by list, position`.execute(db)).rows;
  const listed = (list: string) => rows.filter((row) => row.list === list);
  const unpaired: string[] = [];
  for (const [, desktopList, mobileList] of PLACES) {
    const desktop = listed(desktopList);
    const mobile = listed(mobileList);
    for (let i = 0; i < Math.max(desktop.length, mobile.length); i++) {
      const [d, m] = [desktop[i], mobile[i]];
      const pairs =
        d && m && sameWords(d, m) && (d.mobile_image_path === null || d.mobile_image_path === m.image_path);
      if (!pairs) unpaired.push(`${desktopList}/${mobileList} #${i + 1}`);
    }
  }
  if (unpaired.length > 0) {
    throw new Error(
      `0041_banner_slides: these banners have no matching twin in their other list: ${unpaired.join(", ")}`,
    );
  }
  await sql`alter table banners add column place text`.execute(db);
  await sql`alter table banners add column mobile_id text`.execute(db);
  for (const [place, desktopList, mobileList] of PLACES) {
    await sql`update banners d set place = ${place}, mobile_image_path = m.image_path, mobile_id = m.id
      from banners m where d.list = ${desktopList} and m.list = ${mobileList} and m.position = d.position`.execute(
      db,
    );
    await sql`delete from banners where list = ${mobileList}`.execute(db);
  }
  for (const statement of [
    "alter table banners drop constraint banners_pkey",
    "alter table banners drop column list",
    "alter table banners add primary key (id)",
    "alter table banners alter column place set not null",
    "alter table banners add constraint banners_place_check check (place in ('home', 'trending', 'customized', 'hero'))",
    "alter table banners alter column mobile_image_path set not null",
    "alter table banners add column starts_at timestamptz",
    "alter table banners add column ends_at timestamptz",
    `alter table banners add constraint banners_end_after_start
       check (starts_at is null or ends_at is null or ends_at > starts_at)`,
    "create index banners_place_idx on banners (place, position)",
    // A slide names a ready picture by its address (server/services/pictures/bannerPictures.ts).
    "create index if not exists pictures_src_idx on pictures (src)",
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists banners_place_idx`.execute(db);
  await sql`alter table banners add column list text`.execute(db);
  for (const [place, desktopList] of PLACES) {
    await sql`update banners set list = ${desktopList} where place = ${place}`.execute(db);
  }
  await sql`alter table banners drop constraint banners_pkey`.execute(db);
  // Each slide's mobile twin again (a slide made since has no mobile id: it gets its own id, marked).
  for (const [place, , mobileList] of PLACES) {
    await sql`insert into banners (id, list, place, position, image_path, mobile_image_path, page, alt, title, subtitle)
      select coalesce(mobile_id, id || '-mobile'), ${mobileList}, place, position, mobile_image_path,
        mobile_image_path, page, alt, title, subtitle
      from banners where place = ${place} and list <> ${mobileList}`.execute(db);
  }
  for (const statement of [
    "alter table banners drop constraint if exists banners_end_after_start",
    "alter table banners drop column if exists ends_at",
    "alter table banners drop column if exists starts_at",
    "alter table banners alter column mobile_image_path drop not null",
    "alter table banners drop column mobile_id",
    "alter table banners drop column place",
    "alter table banners alter column list set not null",
    `alter table banners add constraint banners_list_check check (list in ('home', 'mobilehome',
      'mobilevideobanner', 'desktopvideobanner', 'customized', 'customized_mobile', 'trending', 'mobiletrending'))`,
    "alter table banners add primary key (list, position)",
  ]) {
    await sql.raw(statement).execute(db);
  }
}
