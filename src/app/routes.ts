import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Outside the main layout (docs/product.md#routes): the availability notice has no header or footer.
  route("info", "routes/info.tsx"),
  route("signup", "routes/signup.tsx"),
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  // Staff only (401 / 403 for others): the shop's header (so staff keep sign-out), the staff area's
  // navigation (src/features/admin/staffNav.ts), no footer or marketing text.
  layout("routes/staff-layout.tsx", [
    route("admin/orders", "routes/admin-orders.tsx"),
    route("admin/products", "routes/admin-products.tsx"),
    route("admin/headlines", "routes/admin-headlines.tsx"),
    route("admin/banners", "routes/admin-banners.tsx"),
    route("admin/products/new", "routes/admin-product-new.tsx"),
    route("admin/products/:id", "routes/admin-product-edit.tsx"),
    // The old add-product address (docs/decisions/staff-catalogue.md#the-add-and-edit-product-screen):
    // the static staff routes above win over it, so only names of no screen lead to the add form.
    route("admin/:name", "routes/admin-add-product-redirect.tsx"),
  ]),
  layout("routes/main-layout.tsx", [
    index("routes/home.tsx"),
    route("new-arrivals", "routes/new-arrivals.tsx"),
    route("privacypolicy", "routes/privacy-policy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("return-cancellation", "routes/return-cancellation.tsx"),
    route("faquetions", "routes/faq.tsx"),
    route("help-support", "routes/help-support.tsx"),
    route("contact", "routes/contact.tsx"),
    route("seller-details", "routes/seller-details.tsx"),
    route("men", "routes/category-redirects.tsx", { id: "redirect-men" }),
    route("tshirts", "routes/category-redirects.tsx", { id: "redirect-tshirts" }),
    route("sweatshirts", "routes/category-redirects.tsx", { id: "redirect-sweatshirts" }),
    route("trending", "routes/trending.tsx"),
    route("upper-wear", "routes/upper-wear.tsx"),
    route("bottom-wear", "routes/bottom-wear.tsx"),
    route("store", "routes/store.tsx"),
    route("search", "routes/search.tsx"),
    route("account/addresses", "routes/account-addresses.tsx"),
    route("display/:productId/:variantId", "routes/product.tsx"),
    route("wishlist", "routes/wishlist.tsx"),
    route("customized", "routes/customized.tsx"),
    route("customized/d/:id", "routes/shared-design.tsx"),
    route("cart", "routes/cart.tsx"),
    route("addtocart", "routes/cart.tsx", { id: "addtocart" }),
    route("checkout", "routes/checkout.tsx", { id: "checkout-cart" }),
    route("checkout/:productId/:variantId", "routes/checkout.tsx", { id: "checkout-buy-now" }),
    route("status/:tnxId/:orderId", "routes/payment-status.tsx"),
    route("order-confirmed/:orderId", "routes/order-confirmed.tsx"),
    route("user-orders", "routes/user-orders.tsx"),
    route("orders/:id", "routes/order-detail.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
