// Contract tag "customiser": blank shirts and colours, graphics and their categories, saved designs.
import { CUSTOMISER_PRICES, type Customization, type PlacedGraphic, SIZES } from "../fixtures";
import { fail, http } from "./http";
import { db, nextMockId, nowIso, requireUser } from "./state";
import { enumParam, type Json, object, oneOf, readBody, string } from "./validate";
import { defineVariants, type HandlerVariants } from "./variants";

const TYPES = ["tshirt", "hoodie"] as const;

function placed(parent: Json, side: "front" | "back"): PlacedGraphic | null {
  const value = parent[side];
  if (value === null || value === undefined) return null;
  if (typeof value !== "object" || Array.isArray(value))
    fail(400, `customization.${side} must be an object or null`);
  const g = value as Json;
  const src = string(g, "src", {}, `customization.${side}.src`);
  for (const axis of ["x", "y"] as const) {
    if (typeof g[axis] !== "number" || !Number.isInteger(g[axis])) {
      fail(400, `customization.${side}.${axis} must be an integer`);
    }
  }
  return { src, x: g.x as number, y: g.y as number };
}

/** A validated CustomizationInput as a saved design of `userId` (price set here). */
export function parseDesign(body: Json, userId: string, prefix = ""): Customization {
  const type = oneOf(body, "type", TYPES, `${prefix}type`);
  const color = string(body, "color", {}, `${prefix}color`);
  const size = oneOf(body, "size", SIZES, `${prefix}size`);
  const images = object(body, "productImages", `${prefix}productImages`);
  const front = string(images, "front", { min: 0 }, `${prefix}productImages.front`);
  const back = string(images, "back", { min: 0 }, `${prefix}productImages.back`);
  const custom = object(body, "customization", `${prefix}customization`);
  return {
    _id: nextMockId("cus"),
    userId,
    type,
    color,
    size,
    price: CUSTOMISER_PRICES[type],
    productImages: { front, back },
    customization: { front: placed(custom, "front"), back: placed(custom, "back") },
    createdAt: nowIso(),
  };
}

const defaults = [
  http.get("/customized/getImage", ({ query, response }) => {
    const type = enumParam(query.get("types"), "types", TYPES);
    const images = db.customiser.shirtImages.filter((s) => s.type === type);
    return response(200).json({ success: true, data: { images, colors: db.customiser.colors } });
  }),

  http.get("/customized/getGraphic", ({ query, response }) => {
    const categoryId = query.get("categoryId");
    if (categoryId !== null && (categoryId.length < 1 || categoryId.length > 64)) {
      fail(400, "categoryId must be 1 to 64 characters");
    }
    const graphics = categoryId
      ? db.customiser.graphics.filter((g) => g.categoryId === categoryId)
      : db.customiser.graphics;
    return response(200).json({ success: true, data: graphics });
  }),

  http.get("/customized/allcategory", ({ response }) =>
    response(200).json({ success: true, data: db.customiser.graphicCategories }),
  ),

  http.post("/auth/user/customization", async ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const design = parseDesign(await readBody(request), user._id);
    db.customizations.push(design);
    return response(201).json({ success: true, message: "Design saved", data: design });
  }),

  http.get("/auth/user/customization/{id}", ({ params, cookies, response }) => {
    const user = requireUser(cookies);
    const design =
      db.customizations.find((c) => c._id === params.id && c.userId === user._id) ??
      fail(404, "Customization not found");
    return response(200).json({ success: true, data: design });
  }),
];

export const customiserHandlers: HandlerVariants = defineVariants(defaults, {
  /** No shirt images, colours, graphics or categories. */
  empty: [
    http.get("/customized/getImage", ({ response }) =>
      response(200).json({ success: true, data: { images: [], colors: [] } }),
    ),
    http.get("/customized/getGraphic", ({ response }) => response(200).json({ success: true, data: [] })),
    http.get("/customized/allcategory", ({ response }) => response(200).json({ success: true, data: [] })),
  ],
  /** The saved design answers 404. */
  notFound: [http.get("/auth/user/customization/{id}", () => fail(404, "Customization not found"))],
});
