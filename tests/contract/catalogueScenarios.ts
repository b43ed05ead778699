// The staff catalogue's scenarios, run inside `contractScenarios` against the server (every answer checked
// against the contract): staff add a product by JSON as a draft that no shopper can find, publish it and
// shoppers find it by search and open it, a price change shows on its page with the server's final price,
// a sold-out size coming back mails the waiting shopper once, an edit on an out-of-date copy changes
// nothing, archiving hides it again, every change is in its history; and who may do any of it
// (docs/decisions/staff-catalogue.md).
import { describe, expect, it } from "vitest";
import type { components } from "../../src/api/schema";
import { STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { declarationsFor } from "../../mocks/fixtures";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type StaffProductInput = components["schemas"]["StaffProductInput"];
type StaffProduct = components["schemas"]["StaffProduct"];

/** A product no fixture resembles, so a search for its words finds it alone. */
const SEARCH_WORDS = "Zardozi Kurta Tee";

const newProduct: StaffProductInput = {
  name: `${SEARCH_WORDS} Oversized`,
  description: "Heavy cotton with a hand-drawn zardozi motif.",
  price: 1499,
  discount: 20,
  category: "upperwear",
  subCategory: "oversize-t-shirt",
  returnPolicy: 7,
  tags: ["newarrival"],
  codAvailable: true,
  declarations: declarationsFor("test", "oversize-t-shirt", ["S", "M", "L", "XL", "XXL"]),
  productDetails: {
    overview: "An oversized tee with an embroidered look.",
    features: ["240 GSM cotton"],
    materialAndCare: ["Machine wash cold"],
    specifications: [{ name: "Fit", value: "Oversized" }],
  },
  variants: [
    {
      color: "Ivory",
      colorHex: "#f4efe6",
      sizes: [
        { size: "M", stock: 4 },
        { size: "L", stock: 0 },
      ],
      images: [
        { src: "/media/products/acid-wash-oversized-tee-black-front-400.webp", alt: "Ivory tee, front" },
      ],
    },
  ],
};

/** The form staff send back to save `product`: the new values over what they opened. */
const editOf = (product: StaffProduct, change: Partial<StaffProductInput>): StaffProductInput => ({
  ...newProduct,
  variants: product.variants.map((variant) => ({
    _id: variant._id,
    color: variant.color,
    colorHex: variant.colorHex,
    images: variant.images,
    sizes: variant.sizes.map((s) => ({ ...s, stockWas: s.stock })),
  })),
  ...change,
});

export function catalogueScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  async function create(staff: Browser): Promise<StaffProduct> {
    const { data, response } = await staff.client.POST("/admin/products", { body: newProduct });
    expect(response.status).toBe(201);
    if (!data) throw new Error("POST /admin/products answered no data");
    return data.data;
  }

  async function save(staff: Browser, product: StaffProduct, change: Partial<StaffProductInput>) {
    const { data } = await staff.client.PUT("/admin/products/{id}", {
      params: { path: { id: product._id } },
      body: { product: editOf(product, change), updatedAt: product.updatedAt },
    });
    if (!data) throw new Error("PUT /admin/products/{id} answered no data");
    return data.data;
  }

  async function setStatus(staff: Browser, product: StaffProduct, status: StaffProduct["status"]) {
    const { data } = await staff.client.POST("/admin/products/{id}/status", {
      params: { path: { id: product._id } },
      body: { status },
    });
    if (!data) throw new Error("POST /admin/products/{id}/status answered no data");
    return data.data;
  }

  /** The product page's answer for a shopper, or its status when refused. */
  async function shopperPage(id: string) {
    const { data, response } = await target()
      .browser()
      .client.GET("/product/product/{productId}", { params: { path: { productId: id } } })
      .catch((error: { status: number }) => ({ data: undefined, response: { status: error.status } }));
    return { status: response.status, product: data?.data.data.data };
  }

  async function searchedIds(q = SEARCH_WORDS): Promise<string[]> {
    const { data } = await target().client.GET("/product/search/results", {
      params: { query: { q } },
    });
    return (data?.data.products ?? []).map((p) => p._id);
  }

  describe("staff catalogue", () => {
    it("a draft is unseen until published; then shoppers find it, and see a price change and a restock", async () => {
      const staff = await staffBrowser(target());
      const draft = await create(staff);
      expect(draft).toMatchObject({ status: "draft", finalPrice: 1199 });
      expect((await shopperPage(draft._id)).status).toBe(404);
      expect(await searchedIds()).not.toContain(draft._id);

      const published = await setStatus(staff, draft, "published");
      expect(published.status).toBe("published");
      expect(await searchedIds()).toEqual([draft._id]);
      const page = await shopperPage(draft._id);
      expect(page.product).toMatchObject({ name: newProduct.name, price: 1499, finalPrice: 1199 });

      // A shopper waits for the sold-out L; staff set a new price and bring L back.
      const waiting = await registeredShopper(target(), "catalogue_restock");
      const variant = published.variants[0];
      const asked = await waiting.browser.client.POST("/product/{productId}/restock-alerts", {
        params: { path: { productId: draft._id } },
        body: { variantId: variant._id, size: "L" },
      });
      expect(asked.response.status).toBe(201);
      const edited = await save(staff, published, {
        price: 1599,
        variants: [
          {
            _id: variant._id,
            color: variant.color,
            colorHex: variant.colorHex,
            images: variant.images,
            sizes: [
              { size: "M", stock: 4, stockWas: 4 },
              { size: "L", stock: 3, stockWas: 0 },
            ],
          },
        ],
      });
      expect(edited).toMatchObject({ price: 1599, finalPrice: 1279 });
      const changed = await shopperPage(draft._id);
      expect(changed.product).toMatchObject({ price: 1599, finalPrice: 1279 });
      expect(changed.product?.variants[0].sizes).toEqual([
        { size: "M", stock: 4 },
        { size: "L", stock: 3 },
      ]);
      const restockMails = async () =>
        (await target().inbox()).filter(
          (m) => m.to.includes(waiting.identity.email) && m.subject.startsWith("Back in stock"),
        );
      expect((await restockMails()).map((m) => m.subject)).toEqual([
        `Back in stock: ${newProduct.name} in Ivory, size L`,
      ]);

      // Saved again from the copy opened before the price change: refused, nothing changed, no new mail.
      const stale = await apiError(
        staff.client.PUT("/admin/products/{id}", {
          params: { path: { id: draft._id } },
          body: { product: editOf(published, { price: 999 }), updatedAt: published.updatedAt },
        }),
      );
      expect(stale.status).toBe(409);
      expect((await shopperPage(draft._id)).product?.price).toBe(1599);

      // Renamed to a word no product had: found at once, typo and all (the words search remembers of the
      // catalogue follow the change).
      expect(await searchedIds("phukari")).toEqual([]);
      const renamed = await save(staff, edited, { name: `${newProduct.name} Phulkari`, price: 1599 });
      expect(await searchedIds("phukari")).toEqual([draft._id]);

      const archived = await setStatus(staff, renamed, "archived");
      expect((await shopperPage(draft._id)).status).toBe(404);
      expect(await searchedIds()).toEqual([]);
      expect(archived.history.map((entry) => entry.action)).toEqual([
        "archived",
        "updated",
        "updated",
        "published",
        "created",
      ]);
      expect(await restockMails()).toHaveLength(1);
    });

    it("refuses a guest and a shopper on every catalogue call, and changes nothing", async () => {
      const staff = await staffBrowser(target());
      const product = await create(staff);
      const shopper = (await registeredShopper(target(), "catalogue_refused")).browser;
      const calls = (browser: Browser) => [
        () => browser.client.GET("/admin/products", { params: { query: {} } }),
        () => browser.client.POST("/admin/products", { body: newProduct }),
        () => browser.client.GET("/admin/products/{id}", { params: { path: { id: product._id } } }),
        () =>
          browser.client.PUT("/admin/products/{id}", {
            params: { path: { id: product._id } },
            body: { product: editOf(product, { price: 1 }), updatedAt: product.updatedAt },
          }),
        () =>
          browser.client.POST("/admin/products/{id}/status", {
            params: { path: { id: product._id } },
            body: { status: "published" },
          }),
      ];
      for (const [browser, status, message] of [
        [target().browser(), 401, "Please log in first"],
        [shopper, 403, STAFF_ONLY],
      ] as const) {
        for (const call of calls(browser)) {
          const refusal = await apiError(call());
          expect([refusal.status, refusal.serverMessage]).toEqual([status, message]);
        }
      }
      const { data } = await staff.client.GET("/admin/products/{id}", {
        params: { path: { id: product._id } },
      });
      expect(data?.data).toMatchObject({
        status: "draft",
        price: newProduct.price,
        updatedAt: product.updatedAt,
      });
    });
  });
}
