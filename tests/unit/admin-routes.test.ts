// The staff area's addresses (src/app/routes.ts): the old add-product address /admin/{name} leads to
// the add screen, while every staff screen's own static address still opens that screen, and the add and
// edit product screens do not shadow each other (docs/decisions/staff-catalogue.md#the-add-and-edit-product-screen).
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "../../src/app/routes";

interface ConfigRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

const asRouteObjects = (config: readonly ConfigRoute[]): RouteObject[] =>
  config.map((route) =>
    route.index
      ? { index: true, id: route.file }
      : { path: route.path, id: route.file, children: asRouteObjects(route.children ?? []) },
  );

const screenOf = (pathname: string) =>
  matchRoutes(asRouteObjects(routes as ConfigRoute[]), pathname)?.at(-1)?.route.id;

describe("the staff area's routes", () => {
  it("opens each staff screen at its own address", () => {
    expect(screenOf("/admin/orders")).toBe("routes/admin-orders.tsx");
    expect(screenOf("/admin/products")).toBe("routes/admin-products.tsx");
    expect(screenOf("/admin/headlines")).toBe("routes/admin-headlines.tsx");
    expect(screenOf("/admin/customiser")).toBe("routes/admin-customiser.tsx");
    expect(screenOf("/admin/vitals")).toBe("routes/admin-vitals.tsx");
    expect(screenOf("/admin/complaints")).toBe("routes/admin-complaints.tsx");
    expect(screenOf("/admin/complaints/RZ-T-4821-9063")).toBe("routes/admin-complaint.tsx");
  });

  it("adds at /admin/products/new and edits at /admin/products/{id}", () => {
    expect(screenOf("/admin/products/new")).toBe("routes/admin-product-new.tsx");
    expect(screenOf("/admin/products/prd_42")).toBe("routes/admin-product-edit.tsx");
  });

  it("leads the old /admin/{name} links to the add screen", () => {
    expect(screenOf("/admin/add-product")).toBe("routes/admin-add-product-redirect.tsx");
    expect(screenOf("/admin/rangrez")).toBe("routes/admin-add-product-redirect.tsx");
  });
});
