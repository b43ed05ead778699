// The share page's Open Graph picture (docs/decisions/customiser-design.md#the-share-pages-picture): a shared
// design drawn on its blank by the print files' renderer (renderMockup), 600 × 750 WebP, its front (its back
// when only the back is printed), the owner's uploads left out unless they share those too. Sharing is
// checked first, with one read by primary key, so a request for a design that is not shared costs no more
// than the share page's own 404. A card is drawn once per version of the design (its id, its updated time,
// whether uploads show, the recipe) and kept privately through the FileStore; one render at a time per
// version in this process, and at most MAX_CARD_RENDERS at once for all designs.
import type { Kysely } from "kysely";
import { DESIGN_CARD, designCardSide } from "../../../src/lib/design/designCard";
import { designMessages } from "../../../src/lib/design/designMessages";
import type { Database } from "../../db/schema";
import type { FileStore, StoredFile, StoredFileInfo } from "../../storage/fileStore";
import { PRIVATE_PREFIX } from "../../storage/keys";
import { ApiError } from "../errors";
import { withoutUploads } from "./checks";
import { type PrintableDesign, renderMockup } from "./printFile";

/** Where cards are kept: under private/, so /files never serves one; only the card's route, after its
 * sharing check. */
export const DESIGN_CARDS_FOLDER = `${PRIVATE_PREFIX}design-cards`;

/** Changed whenever the drawing changes, so every kept card is drawn again. */
const CARD_RECIPE = "r1";

/** Renders at once across all designs: each takes a core for about a second (sharp and librsvg), and the
 * shop's 2-core machine must keep answering pages while a flood of previews is drawn. */
export const MAX_CARD_RENDERS = 2;

/** A shared design's card as it is now: where it is kept, and what to draw if it is not yet. */
export interface CardVersion {
  designId: string;
  key: string;
  design: PrintableDesign;
}

/** The key of one version's card: a new edit, or a change of what is shared, is a new key. */
export const designCardKey = (designId: string, updatedAt: Date, withUploads: boolean) =>
  `${DESIGN_CARDS_FOLDER}/${designId}/${updatedAt.getTime()}-${withUploads ? "uploads" : "plain"}-${CARD_RECIPE}.webp`;

/** The time in a card key's file name (its design's updated time), or undefined for a key of another shape. */
const versionOf = (key: string): number | undefined => {
  const match = /\/(\d{1,16})-[a-z]+-[a-z0-9]+\.webp$/.exec(key);
  return match ? Number(match[1]) : undefined;
};

/** Runs at most `max` pieces of work at once; the rest wait their turn, in order. */
function limiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    // The slot is handed over by the one that ends, so `running` stays counted.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export interface DesignCards {
  /** The shared design's current card version; 404 (as the share page) when it is not shared or not there. */
  locate(designId: string): Promise<CardVersion>;
  /** What the store has of the version's card, without its bytes (a conditional request reads no more). */
  stat(version: CardVersion): Promise<StoredFileInfo | undefined>;
  /** The version's card: the kept one, or drawn now, kept, and older versions of the design's card removed. */
  file(version: CardVersion): Promise<StoredFile>;
}

export function designCards(
  db: Kysely<Database>,
  store: FileStore,
  options: { maxRenders?: number } = {},
): DesignCards {
  const limit = limiter(options.maxRenders ?? MAX_CARD_RENDERS);
  /** Cards being read or drawn, by key: a request for one under way waits for the same answer. */
  const drawing = new Map<string, Promise<StoredFile>>();

  async function draw(version: CardVersion): Promise<StoredFile> {
    const side = designCardSide(version.design.sides);
    const picture = await limit(() => renderMockup(db, store, version.design, side, DESIGN_CARD.width));
    const info = await store.put(version.key, picture.bytes, { contentType: "image/webp" });
    await removeOlder(version);
    return { ...info, bytes: picture.bytes };
  }

  /** Earlier versions of the design's card are never asked for again (their key names an old time). */
  async function removeOlder(version: CardVersion) {
    const current = versionOf(version.key) ?? 0;
    const kept = await store.list(`${DESIGN_CARDS_FOLDER}/${version.designId}/`);
    for (const file of kept) {
      const time = versionOf(file.key);
      // A render of an older version that ends after a newer one never removes the newer card.
      if (file.key !== version.key && (time === undefined || time <= current)) await store.delete(file.key);
    }
  }

  return {
    async locate(designId) {
      const row = await db
        .selectFrom("designs")
        .select(["id", "garment", "variant_id", "sides", "share_uploads", "updated_at"])
        .where("id", "=", designId)
        .where("shared", "=", true)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, designMessages.sharedNotFound);
      const sides = row.share_uploads ? row.sides : withoutUploads(row.sides);
      return {
        designId: row.id,
        key: designCardKey(row.id, new Date(row.updated_at), row.share_uploads),
        design: { garment: row.garment, variant_id: row.variant_id, sides },
      };
    },

    stat: (version) => store.stat(version.key),

    file(version) {
      // The store is read inside the shared promise too: a request arriving just as a render ends finds
      // its file, never an empty map and an empty store.
      let answer = drawing.get(version.key);
      if (!answer) {
        answer = (async () => (await store.get(version.key)) ?? draw(version))().finally(() =>
          drawing.delete(version.key),
        );
        drawing.set(version.key, answer);
      }
      return answer;
    },
  };
}
