import { type Kysely, sql } from "kysely";

// The sample banners' pictures (mocks/media/banners) no longer carry their words: the storefront sets a
// banner's title and subtitle over its picture as text. A database seeded before keeps rows without them,
// whose slides would now show bare pictures, so the words go in here as the seed now writes them, with an
// `alt` that says what the picture shows. Only rows still without a title that show one of the sample
// pictures are changed: a banner whose own picture carries its words keeps them. The data is written out
// here, as it was when the migration was made, so later fixture changes cannot change what it did.
const SAMPLE_BANNERS = [
  {
    slug: "new-drops",
    title: "New Drops Every Month",
    subtitle: "Fresh prints, bold colours",
    alt: "A white oversized tee on a violet to pink backdrop",
  },
  {
    slug: "oversized-tees",
    title: "Oversized Tees",
    subtitle: "Dropped shoulders. Heavy cotton.",
    alt: "A maroon oversized tee on a deep teal backdrop",
  },
  {
    slug: "design-your-own",
    title: "Design Your Own",
    subtitle: "Custom printed hoodies and T-shirts",
    alt: "A black hoodie on an orange to yellow backdrop",
  },
  {
    slug: "trending-now",
    title: "Trending Now",
    subtitle: "What India is wearing this week",
    alt: "A beige tee on a navy to sky blue backdrop",
  },
  {
    slug: "hoodie-season",
    title: "Hoodie Season",
    subtitle: "Fleece-lined comfort from ₹1,299",
    alt: "An olive hoodie on a purple to rose backdrop",
  },
  {
    slug: "shacket-edit",
    title: "The Shacket Edit",
    subtitle: "Layer up, Rangrez style",
    alt: "A navy shacket on a slate to sand backdrop",
  },
] as const;

/** The hero's banner had its words as text already before this migration (0018). */
const WORDS_BEFORE = new Set<string>(["new-drops"]);

const pictures = (slug: string) => [
  `/media/banners/${slug}-desktop.webp`,
  `/media/banners/${slug}-mobile.webp`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const banner of SAMPLE_BANNERS) {
    const [desktop, mobile] = pictures(banner.slug);
    await sql`update banners set title = ${banner.title}, subtitle = ${banner.subtitle}, alt = ${banner.alt}
      where title is null and image_path in (${desktop}, ${mobile})`.execute(db);
  }
}

/** Back to words painted in: the alt names them again, as it did. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const banner of SAMPLE_BANNERS) {
    if (WORDS_BEFORE.has(banner.slug)) continue;
    const [desktop, mobile] = pictures(banner.slug);
    await sql`update banners set title = null, subtitle = null, alt = ${`${banner.title}: ${banner.subtitle}`}
      where title = ${banner.title} and image_path in (${desktop}, ${mobile})`.execute(db);
  }
}
