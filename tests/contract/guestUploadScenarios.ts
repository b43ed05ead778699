// A guest's pictures for the customiser (run inside `contractScenarios` against the server, on PGlite and
// PostgreSQL; docs/decisions/customiser-design.md#a-guests-pictures): a guest uploads with no account and
// reads the picture back with their cookie; another guest cannot; signing in makes it the account's, so a
// design saved by the account may place it; a second guest's token claims nothing of it.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { customiserBlanks } from "../../mocks/fixtures";
import type { CustomizationInput } from "../../src/api/types";
import { apiError } from "./apiError";
import type { Browser } from "./cookieJar";
import type { ContractTarget } from "./scenarios";
import { registeredShopper } from "./shoppers";

const UPLOAD_COOKIE = /^(__Host-)?rz_uploads$/;

const hoodie = customiserBlanks.find((b) => b.type === "hoodie") ?? customiserBlanks[0];

const designWith = (uploadId: string): CustomizationInput => ({
  type: hoodie.type,
  color: hoodie.variants[0].color,
  size: "M",
  sides: {
    front: [{ id: "u1", kind: "upload", uploadId, x: 600, y: 800, width: 400, height: 500, rotation: 0 }],
    back: [],
  },
  shared: false,
  shareUploads: false,
});

export function guestUploadScenarios(getTarget: () => ContractTarget): void {
  const target = () => getTarget();

  async function upload(browser: Browser): Promise<string> {
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    const answer = await browser.client.POST("/customized/uploads", {
      body: { file: "" },
      bodySerializer: () => form,
    });
    expect(answer.response.status).toBe(201);
    return answer.data?.data._id as string;
  }

  const read = (browser: Browser, id: string) =>
    browser.client.GET("/customized/uploads/{id}", { params: { path: { id } }, parseAs: "arrayBuffer" }).then(
      (answer) => answer.response.status,
      async (error: unknown) => (await apiError(Promise.reject(error))).status,
    );

  const uploadCookie = (browser: Browser) =>
    ["__Host-rz_uploads", "rz_uploads"].map((name) => browser.jar.get(name)).find(Boolean);

  const login = async (browser: Browser, email: string, password: string) => {
    const answer = await browser.client.POST("/auth/login", { body: { identifier: email, password } });
    expect(answer.response.status).toBe(200);
  };

  describe("a guest's pictures", () => {
    it("a guest uploads without an account and reads it back; another guest cannot", async () => {
      const guest = target().browser();
      const id = await upload(guest);
      const set = guest.jar.lastSetCookies().map((c) => c.split("=")[0]);
      expect(set.some((name) => UPLOAD_COOKIE.test(name))).toBe(true);
      expect(await read(guest, id)).toBe(200);

      const other = target().browser();
      await upload(other);
      expect(await read(other, id)).toBe(404);
      expect(await read(target().browser(), id)).toBe(404);
    });

    it("signing in makes the guest's picture the account's, and a design saved by the account places it", async () => {
      const account = await registeredShopper(target(), "guest_upload_claim");
      const guest = target().browser();
      const id = await upload(guest);
      await login(guest, account.identity.email, account.identity.password);
      expect(uploadCookie(guest)).toBeUndefined();
      expect(await read(guest, id)).toBe(200);
      // The account's other browser, never a guest's, reads it now.
      expect(await read(account.browser, id)).toBe(200);
      const saved = await guest.client.POST("/auth/user/customization", { body: designWith(id) });
      expect(saved.response.status).toBe(201);
      expect(saved.data?.data.sides.front[0]).toMatchObject({ kind: "upload", uploadId: id });
    });

    it("a second guest's token claims nothing: the picture stays its guest's", async () => {
      const account = await registeredShopper(target(), "guest_upload_thief");
      const owner = target().browser();
      const id = await upload(owner);
      const thief = target().browser();
      await upload(thief);
      await login(thief, account.identity.email, account.identity.password);
      expect(await read(thief, id)).toBe(404);
      const error = await apiError(thief.client.POST("/auth/user/customization", { body: designWith(id) }));
      expect({ status: error.status, message: error.serverMessage }).toEqual({
        status: 400,
        message: 'Front layer "u1" uses a picture that is not one of your uploads.',
      });
      expect(await read(owner, id)).toBe(200);
    });
  });
}
