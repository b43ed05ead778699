// /login and /signup send a shopper who is already signed in on (redirect param or home); guests and any
// failure of the session check get the page.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { shopper } from "../../mocks/fixtures";
import { createApiClient } from "../../src/api/client";
import { type LoaderContext, serverRenderContext } from "../../src/app/context";
import { redirectSignedIn } from "../../src/app/signedInRedirect";
import { LEAVES_THE_SHOP } from "./redirectVariants";

function contextAnswering(answer: () => Response): LoaderContext {
  const api = createApiClient({
    baseUrl: "http://shop.test/api/v1",
    fetch: async () => answer(),
  });
  return serverRenderContext({ api, publicOrigin: "http://shop.test" });
}

const signedIn = () =>
  contextAnswering(() =>
    Response.json({
      success: true,
      user: {
        _id: shopper._id,
        username: shopper.username,
        email: shopper.email,
        phone: "",
        role: "shopper",
        address: null,
      },
    }),
  );

async function outcome(url: string, context: LoaderContext) {
  try {
    return await redirectSignedIn({ request: new Request(url), context });
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("redirectSignedIn", () => {
  it("sends a signed-in shopper home, or to a same-site redirect", async () => {
    expect(await outcome("http://shop.test/login", signedIn())).toEqual({ status: 302, location: "/" });
    expect(await outcome("http://shop.test/signup?redirect=%2Fupper-wear%3Fsize%3DM", signedIn())).toEqual({
      status: 302,
      location: "/upper-wear?size=M",
    });
    expect(await outcome("http://shop.test/login?redirect=https%3A%2F%2Fevil.test", signedIn())).toEqual({
      status: 302,
      location: "/",
    });
  });

  it.each(
    LEAVES_THE_SHOP.flatMap((value) => [
      ["/login", value],
      ["/signup", value],
    ]),
  )("%s?redirect=%j stays on the shop (home)", async (page, value) => {
    const url = `http://shop.test${page}?redirect=${encodeURIComponent(value)}`;
    expect(await outcome(url, signedIn())).toEqual({ status: 302, location: "/" });
  });

  it("the same values spelled with percent escapes in the address bar stay on the shop", async () => {
    for (const raw of [
      "/.%2F%2Fevil.example",
      "%2F%2E%2F%2Fevil.example",
      "%2F%2E%2E%2F%2Fevil.example",
      "/%2e%2f%2fevil.example",
    ]) {
      const answer = await outcome(`http://shop.test/login?redirect=${raw}`, signedIn());
      const location = (answer as { location: string }).location;
      expect(location.startsWith("/") && !location.startsWith("//")).toBe(true);
      expect(new URL(location, "http://shop.test").origin).toBe("http://shop.test");
    }
  });

  it("lets a guest, a failed check and a prerender without the API see the page", async () => {
    const guest = contextAnswering(() =>
      Response.json({ success: false, message: "Please log in first" }, { status: 401 }),
    );
    expect(await outcome("http://shop.test/login", guest)).toBeNull();
    const down = contextAnswering(() => new Response("oops", { status: 500 }));
    expect(await outcome("http://shop.test/login", down)).toBeNull();
    // The build's prerender: React Router's own empty context, without the server's values.
    expect(await outcome("http://shop.test/login", new RouterContextProvider())).toBeNull();
  });
});
