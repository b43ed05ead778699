// A page's form post reaches React Router addressed to the shop's public origin, whatever address a proxy
// called (docs/decisions/forms-before-hydration.md#cross-site-posts): React Router's own action check
// compares the Origin with the request's URL and would refuse the shop's own pages behind a proxy.
import { describe, expect, it } from "vitest";
import { onPublicOrigin } from "../../server/ssr";

const PUBLIC = "https://shop.example";

describe("onPublicOrigin", () => {
  it("hands a post called by a proxy on, addressed to the public origin, with its headers and body", async () => {
    const request = new Request("http://10.0.0.5:3000/display/p1/v1?x=1", {
      method: "POST",
      headers: { origin: PUBLIC, "content-type": "application/x-www-form-urlencoded" },
      body: "size=M&quantity=1",
    });
    const handed = onPublicOrigin(request, PUBLIC);
    expect(handed.url).toBe(`${PUBLIC}/display/p1/v1?x=1`);
    expect(handed.method).toBe("POST");
    expect(handed.headers.get("origin")).toBe(PUBLIC);
    expect(await handed.text()).toBe("size=M&quantity=1");
  });

  it("hands reads, and posts already on the public origin, on as they came", () => {
    const read = new Request("http://10.0.0.5:3000/cart");
    expect(onPublicOrigin(read, PUBLIC)).toBe(read);
    const post = new Request(`${PUBLIC}/cart`, { method: "POST", body: "intent=remove" });
    expect(onPublicOrigin(post, PUBLIC)).toBe(post);
  });
});
