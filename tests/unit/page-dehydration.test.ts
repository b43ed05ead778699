// A main-layout page's loader answer carries its own queries, not the shell's: the layout's answer has
// those, and a second copy was hydrated over them right after hydration (every session and cart reader
// rendered again). Keys come from the same option builders the screens and loaders use.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createApiClient, createApiHooks } from "../../src/api/client";
import { dehydratePageData } from "../../src/app/shellData";
import { addressesOptions } from "../../src/features/account/useAddressBook";
import { headlineOptions } from "../../src/features/banners/queries";
import { cartOptions } from "../../src/features/bag/cartQuery";
import { wishlistOptions } from "../../src/features/wishlist/wishlistQuery";
import { sessionQueryOptions } from "../../src/session/session";

const hooks = createApiHooks(createApiClient({ baseUrl: "http://shop.invalid/api/v1" }));

describe("dehydratePageData", () => {
  it("leaves out the shell's session, cart, wishlist and headline, and keeps the page's own queries", () => {
    const client = new QueryClient();
    const shell = [
      sessionQueryOptions(hooks).queryKey,
      cartOptions(hooks).queryKey,
      wishlistOptions(hooks, "u1").queryKey,
      headlineOptions(hooks).queryKey,
    ];
    for (const key of shell) client.setQueryData(key, { from: "the shell" });
    const pageKey = addressesOptions(hooks).queryKey;
    client.setQueryData(pageKey, { data: [] });

    const keys = dehydratePageData(client).queries.map((query) => query.queryKey);
    expect(keys).toEqual([pageKey]);
  });

  it("still leaves out what the default leaves out (a query that has not answered)", () => {
    const client = new QueryClient();
    client.getQueryCache().build(client, { queryKey: addressesOptions(hooks).queryKey });
    expect(dehydratePageData(client).queries).toEqual([]);
  });
});
