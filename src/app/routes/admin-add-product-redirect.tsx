import { redirect } from "react-router";

/**
 * /admin/{name}, the shop's old address of the add-product screen: its links lead to
 * /admin/products/new. The staff area's own screens (/admin/orders, /admin/products, …) are static routes,
 * which React Router ranks above this one. 302, not 301: a name may become a screen of its own later, and
 * browsers would keep a permanent redirect.
 */
export function loader() {
  return redirect("/admin/products/new", 302);
}

export default function AdminAddProductRedirect() {
  return null;
}
