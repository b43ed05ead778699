import { redirect } from "react-router";
import type { Route } from "./+types/category-redirects";

/**
 * The category paths the home tiles link to (docs/product.md#routes) land on the Upper Wear listing, on the
 * matching tab. One module serves several routes (ids redirect-men, redirect-tshirts, redirect-sweatshirts).
 */
export const CATEGORY_REDIRECTS: Readonly<Record<string, string>> = {
  "/men": "/upper-wear",
  "/tshirts": "/upper-wear?tab=tshirt",
  "/sweatshirts": "/upper-wear?tab=hoodie",
};

export function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "").toLowerCase();
  const target = CATEGORY_REDIRECTS[pathname];
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target);
}

export default function CategoryRedirect() {
  return null;
}
