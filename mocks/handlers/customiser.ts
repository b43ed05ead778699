// Contract tag "customiser": blank shirts and colours, graphics and their categories, saved designs, all
// from the fixtures. Saving a design answers the shopper's first saved one: prices are the server's.
import { customiser, customizations } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { requireUser } from "./store";
import { defineVariants } from "./variants";

const ownDesigns = () => customizations.filter((c) => c.userId === requireUser()._id);

const defaults = [
  http.get("/customized/getImage", ({ request, response }) => {
    const type = inputOf(request, "listShirtImages").query.types;
    const images = customiser.shirtImages.filter((s) => s.type === type);
    return response(200).json({ success: true, data: { images, colors: customiser.colors } });
  }),

  http.get("/customized/getGraphic", ({ request, response }) => {
    const { categoryId } = inputOf(request, "listGraphics").query;
    const graphics = customiser.graphics.filter((g) => !categoryId || g.categoryId === categoryId);
    return response(200).json({ success: true, data: graphics });
  }),

  http.get("/customized/allcategory", ({ response }) =>
    response(200).json({ success: true, data: customiser.graphicCategories }),
  ),

  http.post("/auth/user/customization", ({ response }) => {
    const saved = ownDesigns()[0] ?? customizations[0];
    return response(201).json({ success: true, message: "Design saved", data: saved });
  }),

  http.get("/auth/user/customization/{id}", ({ params, response }) => {
    const design = ownDesigns().find((c) => c._id === params.id) ?? fail(404, "Customization not found");
    return response(200).json({ success: true, data: design });
  }),
];

export const customiserHandlers = defineVariants(defaults, {
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
