// A design the shopper sends, checked beyond the contract's schema before it is written
// (docs/decisions/customiser-design.md#saved-designs-and-sharing): its colour is one of the blank's, its
// size is sold, its layers are laid out by the rules (checks.ts), its graphics exist and its pictures are
// the shopper's own uploads. Each refusal is a 400 that names what to change.
import type { Kysely } from "kysely";
import type { CustomizationInput, DesignSides } from "../../../src/api/types";
import { designMessages } from "../../../src/lib/design/designMessages";
import type { Database } from "../../db/schema";
import { badRequest } from "../errors";
import { type Blank, type BlankColour, blankOf, colourNamed } from "./blanks";
import { graphicLayers, uploadLayers } from "../../../src/lib/design/designLayers";
import { layoutProblem, unknownReference } from "./checks";

export interface CheckedDesign {
  blank: Blank;
  colour: BlankColour;
  size: CustomizationInput["size"];
  sides: DesignSides;
  name: string | null;
  shared: boolean;
  shareUploads: boolean;
}

/** The ids among `ids` that are rows of `table` (the owner's only, when `userId` is given). */
async function existing(
  db: Kysely<Database>,
  table: "graphics" | "design_uploads",
  ids: readonly string[],
  userId?: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let query = db
    .selectFrom(table as "design_uploads")
    .select("id")
    .where("id", "in", [...new Set(ids)]);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  return new Set((await query.execute()).map((row) => row.id));
}

/** The design as it will be stored, or a 400 saying what to change. */
export async function checkDesign(
  db: Kysely<Database>,
  userId: string,
  input: CustomizationInput,
): Promise<CheckedDesign> {
  const blank = await blankOf(db, input.type);
  if (!blank) throw new Error(`The shop has no ${input.type} blank (customiser_pricing)`);
  const colour = colourNamed(blank, input.color);
  if (!colour) {
    const names = blank.colours.map((c) => c.color);
    throw badRequest(designMessages.colourNotOffered(input.type, input.color, names));
  }
  const sold = await db
    .selectFrom("variant_sizes")
    .select("size")
    .where("variant_id", "=", colour.variantId)
    .where("size", "=", input.size)
    .executeTakeFirst();
  if (!sold) throw badRequest(designMessages.sizeNotOffered(input.type, input.size));

  const layout = layoutProblem(input.sides);
  if (layout) throw badRequest(layout);

  const graphics = graphicLayers(input.sides).map((l) => ({ ...l, ref: l.graphicId }));
  const knownGraphics = await existing(
    db,
    "graphics",
    graphics.map((l) => l.ref),
  );
  const graphicProblem = unknownReference(graphics, knownGraphics, designMessages.unknownGraphic);
  if (graphicProblem) throw badRequest(graphicProblem);

  const uploads = uploadLayers(input.sides).map((l) => ({ ...l, ref: l.uploadId }));
  const ownUploads = await existing(
    db,
    "design_uploads",
    uploads.map((l) => l.ref),
    userId,
  );
  const uploadProblem = unknownReference(uploads, ownUploads, designMessages.notYourUpload);
  if (uploadProblem) throw badRequest(uploadProblem);

  return {
    blank,
    colour,
    size: input.size,
    sides: input.sides,
    name: input.name ?? null,
    shared: input.shared ?? false,
    shareUploads: input.shareUploads ?? false,
  };
}
