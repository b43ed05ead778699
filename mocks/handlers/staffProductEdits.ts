// Contract tag "admin", the staff catalogue's writes: createStaffProduct, getStaffProduct,
// updateStaffProduct, setStaffProductStatus, answered from the staff fixtures. The rules (who is staff, the
// final price, stock moves, the stale-copy check) are the server's; the mocks answer a guest 401, keep what
// a story's flow saved (so a reload reads it back), and compute the final price only so the answer is
// consistent. The `forbidden`, `conflict` and `notFound` variants are the server's refusals.
import { catalogueWriteMessages } from "../../src/lib/catalogueWriteMessages";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { finalPriceOf } from "../../src/lib/finalPrice";
import { declarationsMissingMessage } from "../../src/lib/productDeclarations";
import { type StaffProduct, type StaffProductInput, staffProductsForEditing } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { requireUser } from "./store";
import { defineVariants, type Handlers } from "./variants";

/** What the `undeclared` variant says is missing. */
export const UNDECLARED_SAMPLE = [
  "country of origin",
  "measurements in cm (chest, length, shoulder) for size XL, XXL",
];

export const STAFF_CATALOGUE_MESSAGES = {
  added: catalogueWriteMessages.added,
  saved: catalogueWriteMessages.saved,
  changedMeanwhile: catalogueWriteMessages.changedMeanwhile,
  staffOnly: STAFF_ONLY,
  notFound: catalogueWriteMessages.notFound,
} as const;

function saved(id: string, input: StaffProductInput, was: StaffProduct | undefined): StaffProduct {
  const now = new Date().toISOString();
  return {
    _id: id,
    ...input,
    productDetails: input.productDetails ?? {},
    declarations: input.declarations ?? was?.declarations ?? {},
    finalPrice: finalPriceOf(input.price, input.discount),
    variants: input.variants.map((v, i) => ({
      _id: v._id ?? `${id}-v${i}`,
      color: v.color,
      colorHex: v.colorHex,
      sizes: v.sizes.map(({ size, stock }) => ({ size, stock })),
      images: v.images,
    })),
    status: was?.status ?? input.status ?? "draft",
    createdAt: was?.createdAt ?? now,
    updatedAt: now,
    history: [
      { action: was ? "updated" : "created", actorName: "rangrez_staff", at: now, fields: [] },
      ...(was?.history ?? []),
    ],
  };
}

/** The four calls over `list`; each call of this function keeps its own saved products. */
export function staffCatalogueHandlers(list: readonly StaffProduct[] = staffProductsForEditing): Handlers {
  const changed = new Map<string, StaffProduct>();
  const find = (id: string) =>
    changed.get(id) ?? list.find((p) => p._id === id) ?? fail(404, STAFF_CATALOGUE_MESSAGES.notFound);
  const answer = (product: StaffProduct, message: string) => ({
    success: true as const,
    message,
    data: product,
  });
  return [
    http.post("/admin/products", ({ request, response }) => {
      requireUser();
      const product = saved(
        `prd_new_${changed.size + 1}`,
        inputOf(request, "createStaffProduct").body,
        undefined,
      );
      changed.set(product._id, product);
      return response(201).json(answer(product, STAFF_CATALOGUE_MESSAGES.added));
    }),
    http.get("/admin/products/{id}", ({ params, response }) => {
      requireUser();
      return response(200).json(answer(find(params.id), ""));
    }),
    http.put("/admin/products/{id}", ({ params, request, response }) => {
      requireUser();
      const was = find(params.id);
      const body = inputOf(request, "updateStaffProduct").body;
      if (body.updatedAt !== was.updatedAt) fail(409, STAFF_CATALOGUE_MESSAGES.changedMeanwhile);
      const product = saved(was._id, body.product, was);
      changed.set(product._id, product);
      return response(200).json(answer(product, STAFF_CATALOGUE_MESSAGES.saved));
    }),
    http.post("/admin/products/{id}/status", ({ params, request, response }) => {
      requireUser();
      const was = find(params.id);
      const { status } = inputOf(request, "setStaffProductStatus").body;
      const now = new Date().toISOString();
      const product: StaffProduct = {
        ...was,
        status,
        updatedAt: now,
        history: [
          { action: status, actorName: "rangrez_staff", at: now, fields: ["status"] },
          ...was.history,
        ],
      };
      changed.set(product._id, product);
      return response(200).json(answer(product, status === "archived" ? "Archived." : "Saved."));
    }),
  ];
}

export const staffCatalogueEditHandlers = defineVariants(staffCatalogueHandlers(), {
  /** A signed-in shopper (or staff without the catalogue permission): every call answers 403. */
  forbidden: [
    http.post("/admin/products", () => fail(403, STAFF_CATALOGUE_MESSAGES.staffOnly)),
    http.get("/admin/products/{id}", () => fail(403, STAFF_CATALOGUE_MESSAGES.staffOnly)),
    http.put("/admin/products/{id}", () => fail(403, STAFF_CATALOGUE_MESSAGES.staffOnly)),
    http.post("/admin/products/{id}/status", () => fail(403, STAFF_CATALOGUE_MESSAGES.staffOnly)),
  ],
  /** Someone else saved the product after the screen loaded it. */
  conflict: [http.put("/admin/products/{id}", () => fail(409, STAFF_CATALOGUE_MESSAGES.changedMeanwhile))],
  /** Publishing a product whose Legal Metrology declarations are incomplete: the server's 409 naming them
   * (docs/decisions/product-declarations.md). */
  undeclared: [
    http.post("/admin/products/{id}/status", () => fail(409, declarationsMissingMessage(UNDECLARED_SAMPLE))),
  ],
  /** The product is gone (or the id is wrong). */
  notFound: [http.get("/admin/products/{id}", () => fail(404, STAFF_CATALOGUE_MESSAGES.notFound))],
});
