import { setupServer } from "msw/node";
import { expect, test } from "vitest";
import { fail, http } from "../../mocks/handlers/http";
const server = setupServer(
  http.get("/product/tags/{tag}", ({ params, query, response, cookies }) =>
    response(200).json({ success: true, data: { data: { data: { products: [], totalCount: Number(query.get("page")), page: 1, limit: 8 } } } } as never),
  ),
  http.get("/order/{id}", ({ params }) => fail(404, `nf ${params.id}`)),
);
test("wild", async () => {
  server.listen({ onUnhandledRequest: "error" });
  const r = await fetch("http://localhost/api/v1/product/tags/newarrival?page=3");
  expect(r.status).toBe(200);
  expect((await r.json()).data.data.data.totalCount).toBe(3);
  const r2 = await fetch("http://example.com:8080/api/v1/order/abc");
  expect(r2.status).toBe(404);
  expect(await r2.json()).toEqual({ success: false, message: "nf abc" });
  server.close();
});
