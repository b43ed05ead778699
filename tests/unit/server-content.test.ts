import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { banners, headlines, videoConfig } from "../../mocks/fixtures";
import type { DatabaseHandle } from "../../server/db/database";
import { memoryDatabase, testApp } from "./server-helpers";

let handle: DatabaseHandle;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  handle = await memoryDatabase({ seeded: true });
  app = testApp(handle);
}, 60_000);
afterAll(() => handle.close());

describe("content routes", () => {
  it("lists each banner list in fixture order", async () => {
    for (const [list, expected] of Object.entries(banners)) {
      const res = await app.request(`/api/v1/banner/trending/${list}`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.success).toBe(true);
      // Field for field as the fixtures hold them, the hero's words (title, subtitle) included.
      expect(body.data).toEqual(expected);
    }
    expect((await (await app.request("/api/v1/banner/trending/home")).json()).data.length).toBeGreaterThan(0);
  });

  it("rejects an unknown banner list with 400 naming the list", async () => {
    const res = await app.request("/api/v1/banner/trending/sidebar");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/^list\b/) });
  });

  it("lists the headlines", async () => {
    const body = await (await app.request("/api/v1/banner/headlines")).json();
    expect(body).toEqual({ success: true, data: headlines.map((h) => ({ _id: h._id, text: h.text })) });
  });

  it("answers the video config", async () => {
    const body = await (await app.request("/api/v1/video/get-video")).json();
    expect(body).toEqual({
      success: true,
      data: {
        mobileVideoPath: videoConfig.mobileVideoPath ?? null,
        desktopVideoPath: videoConfig.desktopVideoPath ?? null,
      },
    });
  });
});
