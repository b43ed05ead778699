// The customiser's data and a shopper's saved designs (run inside `contractScenarios` against the server, on
// PGlite and on PostgreSQL): the blanks, graphics and categories the seed holds, publicly cacheable; a design
// saved and read back as sent with the server's own price; the checks beyond the schema (print area,
// graphics, uploads, colours); another shopper's design answering 404 as if it did not exist; sharing; and
// the wishlist's saved designs (docs/decisions/customiser-design.md#saved-designs-and-sharing), and a shared
// design's link-preview picture (docs/decisions/customiser-design.md#the-share-pages-picture).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CUSTOMISER_PRICING, customiser, customiserBlanks, type CustomiserBlank } from "../../mocks/fixtures";
import type { CustomizationInput, DesignLayer, DesignSides } from "../../src/api/types";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

const PUBLIC = "public, max-age=60, stale-while-revalidate=300";
const PRIVATE = "private, no-store";

const blankOf = (type: CustomiserBlank["type"]) =>
  customiserBlanks.find((b) => b.type === type) as CustomiserBlank;
const hoodie = blankOf("hoodie");
const tshirt = blankOf("tshirt");
const mandala = customiser.graphics.find((g) => g.name === "Mandala") ?? customiser.graphics[0];

const graphicLayer = (id: string, over: Partial<DesignLayer> = {}): DesignLayer =>
  ({
    id,
    kind: "graphic",
    graphicId: mandala._id,
    x: 600,
    y: 500,
    width: 480,
    height: 480,
    rotation: 0,
    ...over,
  }) as DesignLayer;

const textLayer: DesignLayer = {
  id: "t1",
  kind: "text",
  text: "Chai Pe Charcha",
  font: "anton",
  color: "#f5f5f0",
  align: "center",
  x: 600,
  y: 300,
  width: 900,
  height: 140,
  rotation: 0,
};

const uploadLayer = (uploadId: string): DesignLayer => ({
  id: "u1",
  kind: "upload",
  uploadId,
  x: 600,
  y: 1200,
  width: 400,
  height: 500,
  rotation: 10,
});

/** A hoodie design printed on both sides, in the blank's second colour (named in lower case). */
const hoodieDesign = (sides: DesignSides = { front: [graphicLayer("g1")], back: [textLayer] }) =>
  ({
    type: "hoodie",
    color: hoodie.variants[1].color.toLowerCase(),
    size: "L",
    sides,
    shared: false,
    shareUploads: false,
  }) satisfies CustomizationInput;

export function designScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  const save = (browser: Browser, body: CustomizationInput) =>
    browser.client.POST("/auth/user/customization", { body });

  async function saved(browser: Browser, body: CustomizationInput) {
    const answer = await save(browser, body);
    if (!answer.data) throw new Error(`POST /auth/user/customization answered ${answer.response.status}`);
    return answer.data.data;
  }

  const readOwn = (browser: Browser, id: string) =>
    browser.client.GET("/auth/user/customization/{id}", { params: { path: { id } } });

  const readShared = (id: string) =>
    target().client.GET("/customized/shared/{id}", { params: { path: { id } } });

  const readCard = (id: string, headers: Record<string, string> = {}) =>
    target().client.GET("/customized/shared/{id}/card", {
      params: { path: { id } },
      headers,
      parseAs: "arrayBuffer",
    });

  async function listed(browser: Browser, userId: string) {
    const answer = await browser.client.GET("/wishlist/customization/user/{userId}", {
      params: { path: { userId } },
    });
    expect(answer.response.headers.get("cache-control")).toBe(PRIVATE);
    return answer.data?.data.data.customization ?? [];
  }

  async function expectRefusal(call: Promise<unknown>, status: number, message: string) {
    const error = await apiError(call);
    expect({ status: error.status, message: error.serverMessage }).toEqual({ status, message });
  }

  describe("the customiser's data (GET /customized/getImage, getGraphic, allcategory)", () => {
    it("answers each blank's colours and pictures from its variants, with its pricing, publicly cacheable", async () => {
      for (const blank of [hoodie, tshirt]) {
        const answer = await target().client.GET("/customized/getImage", {
          params: { query: { types: blank.type } },
        });
        expect(answer.response.headers.get("cache-control")).toBe(PUBLIC);
        expect(answer.data?.data.pricing).toEqual(CUSTOMISER_PRICING[blank.type]);
        expect(answer.data?.data.images).toEqual(
          blank.variants.map((v) => ({
            _id: v.variantId,
            type: blank.type,
            color: v.color,
            front: v.front,
            back: v.back,
          })),
        );
        expect(answer.data?.data.colors).toEqual(
          blank.variants.map((v) => ({ _id: v.variantId, color: v.color, hex: v.hex })),
        );
      }
    });

    it("lists the graphics in the customiser's order, a category's alone when asked, and the categories", async () => {
      const all = await target().client.GET("/customized/getGraphic");
      expect(all.response.headers.get("cache-control")).toBe(PUBLIC);
      expect(all.data?.data).toEqual(customiser.graphics);

      const category = customiser.graphicCategories[1];
      const some = await target().client.GET("/customized/getGraphic", {
        params: { query: { categoryId: category._id } },
      });
      const inCategory = customiser.graphics.filter((g) => g.categoryId === category._id);
      expect(inCategory.length).toBeGreaterThan(0);
      expect(some.data?.data).toEqual(inCategory);

      const categories = await target().client.GET("/customized/allcategory");
      expect(categories.response.headers.get("cache-control")).toBe(PUBLIC);
      expect(categories.data?.data).toEqual(customiser.graphicCategories);
    });
  });

  describe("saved designs (POST, GET, PUT /auth/user/customization)", () => {
    it("saves a design and reads it back as sent, on its blank, at the server's price (a price sent is ignored)", async () => {
      const { browser, user } = await registeredShopper(target(), "design_save");
      const design = hoodieDesign();
      const tampered = { ...design, price: 1, userId: "someone-else", productId: "free-hoodie" };
      const answer = await save(browser, tampered as unknown as CustomizationInput);
      expect(answer.response.status).toBe(201);
      expect(answer.response.headers.get("cache-control")).toBe(PRIVATE);
      expect(answer.data?.message).toBe("Design saved");
      const created = answer.data?.data;
      if (!created) throw new Error("no design answered");
      const colour = hoodie.variants[1];
      const pricing = CUSTOMISER_PRICING.hoodie;
      expect(created).toMatchObject({
        userId: user._id,
        type: "hoodie",
        color: colour.color,
        size: "L",
        sides: design.sides,
        price: pricing.blank + 2 * pricing.perSide,
        pricing,
        productId: hoodie.productId,
        variantId: colour.variantId,
        productImages: { front: colour.front, back: colour.back },
        shared: false,
        shareUploads: false,
      });
      expect(created.customization.front?.src).toBe(mandala.path);
      expect(created.customization.back).toBeNull();

      const read = await readOwn(browser, created._id);
      expect(read.response.headers.get("cache-control")).toBe(PRIVATE);
      expect(read.data?.data).toEqual(created);
      // Saved, not listed: the wishlist's saved designs are only those added there.
      expect(await listed(browser, user._id)).toEqual([]);

      const oneSide = await saved(browser, hoodieDesign({ front: [], back: [textLayer] }));
      expect(oneSide.price).toBe(pricing.blank + pricing.perSide);
    });

    it("refuses a layer outside the print area, an unknown graphic, a repeated layer id, a colour not sold", async () => {
      const { browser } = await registeredShopper(target(), "design_refused");
      await expectRefusal(
        save(browser, hoodieDesign({ front: [graphicLayer("g1", { x: 100, width: 400 })], back: [] })),
        400,
        'Front layer "g1" lies outside the print area. Move it inside or make it smaller.',
      );
      await expectRefusal(
        save(browser, hoodieDesign({ front: [], back: [graphicLayer("g9", { rotation: 45, width: 1100 })] })),
        400,
        'Back layer "g9" lies outside the print area. Move it inside or make it smaller.',
      );
      await expectRefusal(
        save(
          browser,
          hoodieDesign({ front: [graphicLayer("g1", { graphicId: "no-such-graphic" })], back: [] }),
        ),
        400,
        'Front layer "g1" uses a graphic the shop does not have.',
      );
      await expectRefusal(
        save(
          browser,
          hoodieDesign({ front: [graphicLayer("g1"), graphicLayer("g1", { y: 900 })], back: [] }),
        ),
        400,
        'Front has two layers with the id "g1": each layer needs its own.',
      );
      const colours = hoodie.variants.map((v) => v.color).join(", ");
      await expectRefusal(
        save(browser, { ...hoodieDesign(), color: "Turquoise" }),
        400,
        `The hoodie does not come in Turquoise. Choose one of: ${colours}.`,
      );
    });

    it("takes the shopper's own uploaded pictures, never another shopper's", async () => {
      const me = await registeredShopper(target(), "design_upload_me");
      const other = await registeredShopper(target(), "design_upload_other");
      const mine = await target().backOffice.addDesignUpload(me.user._id);
      const theirs = await target().backOffice.addDesignUpload(other.user._id);

      const design = await saved(me.browser, hoodieDesign({ front: [uploadLayer(mine)], back: [] }));
      expect(design.sides.front).toEqual([uploadLayer(mine)]);
      await expectRefusal(
        save(me.browser, hoodieDesign({ front: [], back: [uploadLayer(theirs)] })),
        400,
        'Back layer "u1" uses a picture that is not one of your uploads.',
      );
      await expectRefusal(
        save(me.browser, hoodieDesign({ front: [uploadLayer("up_made_up")], back: [] })),
        400,
        'Front layer "u1" uses a picture that is not one of your uploads.',
      );
    });

    it("is the owner's alone: another shopper's read and change answer 404, a guest 401", async () => {
      const owner = await registeredShopper(target(), "design_owner");
      const stranger = await registeredShopper(target(), "design_stranger");
      const design = await saved(owner.browser, hoodieDesign());

      await expectRefusal(readOwn(stranger.browser, design._id), 404, "Customization not found");
      await expectRefusal(readOwn(stranger.browser, "cus_no_such_design"), 404, "Customization not found");
      await expectRefusal(
        stranger.browser.client.PUT("/auth/user/customization/{id}", {
          params: { path: { id: design._id } },
          body: hoodieDesign({ front: [], back: [] }),
        }),
        404,
        "Customization not found",
      );
      await expectRefusal(readOwn(target().browser(), design._id), 401, "Please log in first");
      await expectRefusal(save(target().browser(), hoodieDesign()), 401, "Please log in first");
      expect((await readOwn(owner.browser, design._id)).data?.data).toEqual(design);
    });

    it("the owner replaces it: garment, colour, size, layers and name, checked as when saved", async () => {
      const { browser } = await registeredShopper(target(), "design_replace");
      const design = await saved(browser, hoodieDesign());
      const colour = tshirt.variants[0];
      const changed = {
        type: "tshirt",
        color: colour.color,
        size: "M",
        name: "Monsoon tee",
        sides: { front: [textLayer], back: [] },
        shared: false,
        shareUploads: false,
      } satisfies CustomizationInput;
      const answer = await browser.client.PUT("/auth/user/customization/{id}", {
        params: { path: { id: design._id } },
        body: changed,
      });
      expect(answer.data?.message).toBe("Design saved");
      const expected = {
        ...changed,
        _id: design._id,
        createdAt: design.createdAt,
        price: CUSTOMISER_PRICING.tshirt.blank + CUSTOMISER_PRICING.tshirt.perSide,
        productId: tshirt.productId,
        variantId: colour.variantId,
        productImages: { front: colour.front, back: colour.back },
        customization: { front: null, back: null },
      };
      expect(answer.data?.data).toMatchObject(expected);
      expect((await readOwn(browser, design._id)).data?.data).toMatchObject(expected);

      await expectRefusal(
        browser.client.PUT("/auth/user/customization/{id}", {
          params: { path: { id: design._id } },
          body: { ...changed, sides: { front: [graphicLayer("g1", { y: 1500, height: 400 })], back: [] } },
        }),
        400,
        'Front layer "g1" lies outside the print area. Move it inside or make it smaller.',
      );
      expect((await readOwn(browser, design._id)).data?.data).toMatchObject(expected);
    });
  });

  describe("a shared design (GET /customized/shared/{id} and its /card)", () => {
    it("shows a shared design to anyone without its owner, its pictures only when shared too; unshared, 404 at once", async () => {
      const { browser, user } = await registeredShopper(target(), "design_share");
      const upload = await target().backOffice.addDesignUpload(user._id);
      const sides = { front: [graphicLayer("g1")], back: [uploadLayer(upload)] };
      const design = await saved(browser, hoodieDesign(sides));
      await expectRefusal(readShared(design._id), 404, "Design not found");

      const share = (over: Partial<CustomizationInput>) =>
        browser.client.PUT("/auth/user/customization/{id}", {
          params: { path: { id: design._id } },
          body: { ...hoodieDesign(sides), name: "For Kabir", ...over },
        });
      await share({ shared: true });
      const shown = await readShared(design._id);
      expect(shown.response.headers.get("cache-control")).toBe(PRIVATE);
      const pricing = CUSTOMISER_PRICING.hoodie;
      expect(shown.data?.data).toEqual({
        _id: design._id,
        name: "For Kabir",
        type: "hoodie",
        color: design.color,
        size: "L",
        sides: { front: sides.front, back: [] },
        productImages: design.productImages,
        price: pricing.blank + pricing.perSide,
      });
      expect(JSON.stringify(shown.data)).not.toContain(user._id);

      await share({ shared: true, shareUploads: true });
      expect((await readShared(design._id)).data?.data.sides).toEqual(sides);

      await share({ shared: false, shareUploads: true });
      await expectRefusal(readShared(design._id), 404, "Design not found");
    });

    it("answers its link-preview picture while shared, a 600 × 750 WebP revalidated by its ETag; unshared, 404", async () => {
      const { browser } = await registeredShopper(target(), "design_card");
      const sides = { front: [graphicLayer("g1")], back: [textLayer] };
      const design = await saved(browser, hoodieDesign(sides));
      await expectRefusal(readCard(design._id), 404, "Design not found");
      const share = (shared: boolean) =>
        browser.client.PUT("/auth/user/customization/{id}", {
          params: { path: { id: design._id } },
          body: { ...hoodieDesign(sides), shared },
        });

      await share(true);
      const card = await readCard(design._id);
      expect(card.response.status).toBe(200);
      expect(card.response.headers.get("content-type")).toBe("image/webp");
      expect(card.response.headers.get("cache-control")).toBe("private, no-cache");
      const bytes = new Uint8Array(card.data as ArrayBuffer);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 600, height: 750 });
      const etag = card.response.headers.get("etag") ?? "";
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect((await apiError(readCard(design._id, { "if-none-match": etag }))).status).toBe(304);

      await share(false);
      await expectRefusal(readCard(design._id, { "if-none-match": etag }), 404, "Design not found");
    });
  });

  describe("the wishlist's saved designs (/wishlist/customization)", () => {
    it("adds, lists newest first, and removes without losing the design; another's list 403, another's entry 404", async () => {
      const { browser, user } = await registeredShopper(target(), "design_wishlist");
      const stranger = await registeredShopper(target(), "design_wishlist_other");
      const add = (body: CustomizationInput) =>
        browser.client.POST("/wishlist/customization", { body: { customizationData: body } });

      const first = await add(hoodieDesign());
      expect(first.response.status).toBe(201);
      expect(first.data?.message).toBe("Added to your wishlist!");
      const second = await add(hoodieDesign({ front: [], back: [textLayer] }));
      const [a, b] = [first.data?.data, second.data?.data];
      if (!a || !b) throw new Error("no saved design answered");
      expect(a.wishlistId).toBe(a._id);
      await saved(browser, hoodieDesign()); // saved, not listed

      const list = await listed(browser, user._id);
      expect(list.map((d) => d._id)).toEqual([b._id, a._id]);
      expect(list[1]).toEqual(a);

      await expectRefusal(
        stranger.browser.client.GET("/wishlist/customization/user/{userId}", {
          params: { path: { userId: user._id } },
        }),
        403,
        "You are not allowed to do this",
      );
      const remove = (who: Browser, wishlistId: string) =>
        who.client.DELETE("/wishlist/customization/{wishlistId}", { params: { path: { wishlistId } } });
      await expectRefusal(remove(stranger.browser, a.wishlistId), 404, "Saved design not found");

      const removed = await remove(browser, a.wishlistId);
      expect(removed.data).toEqual({ success: true, message: "Removed from wishlist" });
      expect((await listed(browser, user._id)).map((d) => d._id)).toEqual([b._id]);
      await expectRefusal(remove(browser, a.wishlistId), 404, "Saved design not found");
      // The design itself stays: orders made of it still read it.
      const { wishlistId: _listed, ...design } = a;
      expect((await readOwn(browser, a._id)).data?.data).toEqual(design);
    });
  });
}
