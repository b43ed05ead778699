// Signing the benchmarks' sample shopper and staff member in, and calling the shop's API as them.
import { users } from "../../mocks/fixtures";
import { benchProduct as product } from "./benchPages";

interface Sent {
  cookie?: string;
  method?: string;
  headers?: Record<string, string>;
}

/** A POST (or `method`) to the shop's API as a browser on the shop's page sends it, with its session
 * cookie when it has one. */
export const postTo = (origin: string, path: string, body: unknown, sent: Sent = {}) =>
  fetch(`${origin}/api/v1${path}`, {
    method: sent.method ?? "POST",
    headers: {
      "content-type": "application/json",
      origin,
      ...(sent.cookie ? { cookie: sent.cookie } : {}),
      ...sent.headers,
    },
    body: JSON.stringify(body),
  });

/** Signs the first sample shopper (or staff member) in (the seed gives them their password and a default
 * address); answers the session cookie. */
export async function signIn(origin: string, role: "shopper" | "staff" = "shopper"): Promise<string> {
  const shopper = users.find((u) => u.role === role);
  if (!shopper) throw new Error(`fixture: a ${role}`);
  const login = await postTo(origin, "/auth/login", {
    identifier: shopper.email,
    password: shopper.password,
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!login.ok || !cookie) throw new Error(`signing in answered ${login.status}`);
  return cookie;
}

/**
 * Signs the first sample shopper in and puts the first product of the catalogue in their cart, by the
 * shop's own API; answers the session cookie for the signed-in pages.
 */
export async function signInWithCart(origin: string): Promise<string> {
  const cookie = await signIn(origin);
  const variant = product.variants.find((v) => v.sizes.some((s) => s.stock > 0));
  const size = variant?.sizes.find((s) => s.stock > 0)?.size;
  if (!variant || !size) throw new Error("fixture: a size in stock");
  const added = await postTo(
    origin,
    "/cart/items",
    { productId: product._id, variantId: variant._id, size, quantity: 1 },
    { cookie },
  );
  if (!added.ok) throw new Error(`adding to the cart answered ${added.status}`);
  return cookie;
}
