// The customiser's server state through openapi-react-query's keys: the blanks and colours of a garment
// (with its pricing), the graphic categories, a category's graphics and a reopened design. The route's
// loader prefetches the first four under the keys the screen reads, so the first paint is the hoodie's.
import type { ApiQueryClient } from "../../api/client";
import type { GarmentType } from "../../lib/design/printArea";

export function shirtImagesOptions(hooks: ApiQueryClient, type: GarmentType) {
  return hooks.queryOptions("get", "/customized/getImage", { params: { query: { types: type } } });
}

export function graphicCategoriesOptions(hooks: ApiQueryClient) {
  return hooks.queryOptions("get", "/customized/allcategory");
}

/** One category's graphics, or every graphic (to name the ones a reopened design uses). */
export function graphicsOptions(hooks: ApiQueryClient, categoryId: string | undefined) {
  return hooks.queryOptions("get", "/customized/getGraphic", {
    params: { query: categoryId ? { categoryId } : {} },
  });
}

export function savedDesignOptions(hooks: ApiQueryClient, id: string) {
  return hooks.queryOptions("get", "/auth/user/customization/{id}", { params: { path: { id } } });
}

/** The query parameter that reopens a saved design: /customized?design={id}. */
export const DESIGN_PARAM = "design";
/** The share page's "Make it yours": the editor starts from a copy of that shared design. */
export const SHARED_PARAM = "from";
