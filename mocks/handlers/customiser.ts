// Contract tag "customiser": blank shirts and colours, graphics and their categories, saved designs.
import type { components } from "../../src/api/schema";
import { CUSTOMISER_PRICES, type Customization } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { db, nextMockId, nowIso, requireUser } from "./state";
import { defineVariants, type HandlerVariants } from "./variants";

/** A validated CustomizationInput as a saved design of `userId` (price set here). */
export function designOf(input: components["schemas"]["CustomizationInput"], userId: string): Customization {
  const { type, color, size, productImages, customization } = input;
  return {
    _id: nextMockId("cus"),
    userId,
    type,
    color,
    size,
    price: CUSTOMISER_PRICES[type],
    productImages: { front: productImages.front, back: productImages.back },
    customization: { front: customization.front, back: customization.back },
    createdAt: nowIso(),
  };
}

const defaults = [
  http.get("/customized/getImage", ({ request, response }) => {
    const type = inputOf(request, "listShirtImages").query.types;
    const images = db.customiser.shirtImages.filter((s) => s.type === type);
    return response(200).json({ success: true, data: { images, colors: db.customiser.colors } });
  }),

  http.get("/customized/getGraphic", ({ request, response }) => {
    const { categoryId } = inputOf(request, "listGraphics").query;
    const graphics = categoryId
      ? db.customiser.graphics.filter((g) => g.categoryId === categoryId)
      : db.customiser.graphics;
    return response(200).json({ success: true, data: graphics });
  }),

  http.get("/customized/allcategory", ({ response }) =>
    response(200).json({ success: true, data: db.customiser.graphicCategories }),
  ),

  http.post("/auth/user/customization", ({ request, cookies, response }) => {
    const user = requireUser(cookies);
    const design = designOf(inputOf(request, "createCustomization").body, user._id);
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
