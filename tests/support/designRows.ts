// Saved designs written straight into a test database: the design calls (save, read, share) are their own
// work; the ordering tests only need a design row of a shopper, on a seeded blank, and a later edit of it.
import type { Kysely } from "kysely";
import { newId } from "../../server/services/accounts/tokens";
import type { Database } from "../../server/db/schema";
import type { DesignSides, Size } from "../../src/api/types";

export interface DesignRow {
  userId: string;
  garment: "tshirt" | "hoodie";
  variantId: string;
  size: Extract<Size, "S" | "M" | "L" | "XL" | "XXL">;
  sides: DesignSides;
}

/** A graphic, centred in the print area: a valid one-layer side. */
export const oneGraphic = (graphicId: string, id = "g1"): DesignSides["front"] => [
  { kind: "graphic", id, graphicId, x: 600, y: 600, width: 400, height: 400, rotation: 0 },
];

/** Writes the design; its id. */
export async function insertDesign(db: Kysely<Database>, design: DesignRow): Promise<string> {
  const id = newId();
  await db
    .insertInto("designs")
    .values({
      id,
      user_id: design.userId,
      garment: design.garment,
      variant_id: design.variantId,
      size: design.size,
      sides: JSON.stringify(design.sides),
    })
    .execute();
  return id;
}

/** The shopper edits the saved design: new sides. */
export async function editDesign(db: Kysely<Database>, designId: string, sides: DesignSides): Promise<void> {
  await db
    .updateTable("designs")
    .set({ sides: JSON.stringify(sides), updated_at: new Date() })
    .where("id", "=", designId)
    .execute();
}
