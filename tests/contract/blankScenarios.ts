// The customiser's blanks for staff (docs/decisions/customiser-design.md#blanks-for-staff), run inside
// `contractScenarios` against the server, every answer checked against the contract: staff read the blanks,
// count a colour's stock and a design's order takes from the new count; new prices are quoted, and charged,
// at once while an order placed before keeps its price; and who may do any of it (a guest 401, a shopper
// 403 "Staff only", staff without the catalogue permission 403 naming it), with nothing changed by a
// refusal. Designs are written straight into the database (the design calls are their own work). The
// T-shirt in Olive is this file's own: no other scenario orders it.
import { describe, expect, it } from "vitest";
import { blankProductId, blankVariantId, CUSTOMISER_PRICING, customiser } from "../../mocks/fixtures";
import type { components } from "../../src/api/schema";
import { blankStaffMessages } from "../../src/lib/design/blankStaffWords";
import { missingPermissionMessage, STAFF_ONLY } from "../../src/lib/staffAccessMessages";
import { oneGraphic } from "../support/designRows";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import { address, key, staffBrowser } from "./orderHelpers";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

type CheckoutRequest = components["schemas"]["CheckoutRequest"];

const OLIVE = blankVariantId("tshirt", "olive");
const item = { productId: blankProductId("tshirt"), variantId: OLIVE, size: "L" as const };

export function blankScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  /** A shopper with a saved front-printed design on the Olive T-shirt in L. */
  async function shopperWithDesign(label: string) {
    const shopper = await registeredShopper(target(), label);
    const designId = await target().backOffice.saveDesign({
      userId: shopper.user._id,
      garment: "tshirt",
      variantId: OLIVE,
      size: "L",
      sides: { front: oneGraphic(customiser.graphics[0]._id), back: [] },
    });
    return { ...shopper, designId };
  }

  /** The Buy Now quote of one piece of the design on cash on delivery, and the order's body at its total. */
  async function quoted(browser: Browser, email: string, designId: string) {
    const product = { ...item, quantity: 1, customizationId: designId };
    const quote = await browser.client.POST("/checkout/quote", {
      body: { product, pincode: address.pincode, giftWrap: false, paymentMode: "COD" },
    });
    expect(quote.response.status).toBe(200);
    const unitPrice = quote.data?.data.lines[0]?.unitPrice ?? 0;
    const body: CheckoutRequest = {
      ...address,
      email,
      giftWrap: false,
      orderType: "customize",
      customizationId: designId,
      product: { ...item, quantity: 1, price: unitPrice },
      totalAmount: quote.data?.data.total ?? 0,
    };
    return { unitPrice, body };
  }

  async function oliveL(staff: Browser): Promise<number | undefined> {
    const { data } = await staff.client.GET("/admin/customiser/blanks");
    const tshirt = data?.data.find((b) => b.type === "tshirt");
    return tshirt?.colors.find((c) => c.variantId === OLIVE)?.sizes.find((s) => s.size === "L")?.stock;
  }

  describe("the customiser's blanks for staff", () => {
    it("staff count a colour's stock; a design's order takes from the new count", async () => {
      const staff = await staffBrowser(target());
      const { data } = await staff.client.GET("/admin/customiser/blanks");
      expect(data?.data.map((b) => [b.type, b.pricing])).toEqual([
        ["hoodie", CUSTOMISER_PRICING.hoodie],
        ["tshirt", CUSTOMISER_PRICING.tshirt],
      ]);
      const counted = await staff.client.PATCH("/admin/customiser/blanks/{variantId}/stock", {
        params: { path: { variantId: OLIVE } },
        body: { sizes: [{ size: "L", stock: 2 }] },
      });
      expect(counted.data?.message).toBe(blankStaffMessages.stockSaved("tshirt", "Olive"));
      expect(counted.data?.data.sizes.find((s) => s.size === "L")).toEqual({ size: "L", stock: 2 });

      const { browser, identity, designId } = await shopperWithDesign("blank_count");
      const { body } = await quoted(browser, identity.email, designId);
      const placed = await browser.client.POST("/order/cod", { params: key(), body });
      expect(placed.response.status).toBe(201);
      expect(await oliveL(staff)).toBe(1);
      expect(await target().backOffice.stockOf(OLIVE, "L")).toBe(1);

      // Counted at 0, the size is sold out for designs too; counted again, it sells.
      await staff.client.PATCH("/admin/customiser/blanks/{variantId}/stock", {
        params: { path: { variantId: OLIVE } },
        body: { sizes: [{ size: "L", stock: 0 }] },
      });
      const again = await quoted(browser, identity.email, designId);
      const soldOut = await apiError(browser.client.POST("/order/cod", { params: key(), body: again.body }));
      expect(soldOut.status).toBe(409);
      await staff.client.PATCH("/admin/customiser/blanks/{variantId}/stock", {
        params: { path: { variantId: OLIVE } },
        body: { sizes: [{ size: "L", stock: 40 }] },
      });
      const fresh = await quoted(browser, identity.email, designId);
      const restocked = await browser.client.POST("/order/cod", { params: key(), body: fresh.body });
      expect(restocked.response.status).toBe(201);
      expect(await oliveL(staff)).toBe(39);
    });

    it("new prices are quoted and charged at once; an order placed before keeps its price", async () => {
      const staff = await staffBrowser(target());
      const { browser, identity, designId } = await shopperWithDesign("blank_price");
      const before = await quoted(browser, identity.email, designId);
      const { blank, perSide } = CUSTOMISER_PRICING.tshirt;
      expect(before.unitPrice).toBe(blank + perSide);
      const first = await browser.client.POST("/order/cod", { params: key(), body: before.body });
      expect(first.response.status).toBe(201);
      const firstId = first.data?.data._id ?? "";
      try {
        const saved = await staff.client.PATCH("/admin/customiser/pricing/{type}", {
          params: { path: { type: "tshirt" } },
          body: { blank: 649, perSide: 250 },
        });
        expect(saved.data).toEqual({
          success: true,
          message: blankStaffMessages.pricingSaved("tshirt"),
          data: { blank: 649, perSide: 250 },
        });
        const shown = await target().client.GET("/customized/getImage", {
          params: { query: { types: "tshirt" } },
        });
        expect(shown.data?.data.pricing).toEqual({ blank: 649, perSide: 250 });

        // The old quote's price is no longer the price: the order is refused with the new one.
        const stale = await apiError(browser.client.POST("/order/cod", { params: key(), body: before.body }));
        expect(stale.status).toBe(409);
        const after = await quoted(browser, identity.email, designId);
        expect(after.unitPrice).toBe(899);
        const second = await browser.client.POST("/order/cod", { params: key(), body: after.body });
        expect(second.data?.data.items[0]).toMatchObject({ price: 899 });

        const kept = await browser.client.GET("/order/{id}", { params: { path: { id: firstId } } });
        expect(kept.data?.data.items[0]).toMatchObject({ price: blank + perSide });
        expect(kept.data?.data.totalAmount).toBe(before.body.totalAmount);
      } finally {
        // The other scenarios price T-shirt designs at the fixtures' prices.
        await staff.client.PATCH("/admin/customiser/pricing/{type}", {
          params: { path: { type: "tshirt" } },
          body: { blank, perSide },
        });
      }
    });

    it("refuses a guest, a shopper and staff without the catalogue permission on every call, changing nothing", async () => {
      const shopper = await registeredShopper(target(), "blank_shopper");
      const packer = await registeredShopper(target(), "blank_packer");
      await target().backOffice.grantStaff(packer.identity.email, ["orders"]);
      const calls = (browser: Browser) => [
        () => browser.client.GET("/admin/customiser/blanks"),
        () =>
          browser.client.PATCH("/admin/customiser/blanks/{variantId}/stock", {
            params: { path: { variantId: OLIVE } },
            body: { sizes: [{ size: "S", stock: 1 }] },
          }),
        () =>
          browser.client.PATCH("/admin/customiser/pricing/{type}", {
            params: { path: { type: "hoodie" } },
            body: { blank: 1, perSide: 0 },
          }),
      ];
      for (const [browser, status, message] of [
        [target().browser(), 401, "Please log in first"],
        [shopper.browser, 403, STAFF_ONLY],
        [packer.browser, 403, missingPermissionMessage("catalogue")],
      ] as const) {
        for (const call of calls(browser)) {
          const refusal = await apiError(call());
          expect([refusal.status, refusal.serverMessage]).toEqual([status, message]);
        }
      }
      expect(await target().backOffice.stockOf(OLIVE, "S")).toBe(40);
      const shown = await target().client.GET("/customized/getImage", {
        params: { query: { types: "hoodie" } },
      });
      expect(shown.data?.data.pricing).toEqual(CUSTOMISER_PRICING.hoodie);
    });
  });
}
