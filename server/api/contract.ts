// The routers' view of the generated contract (openapi/openapi.yaml → src/api/schema.d.ts). The contract's
// named types are src/api/types, which the services import too: nothing below the routers imports
// server/api (docs/architecture.md#services-and-transactions).
import type { paths } from "../../src/api/schema";

/** The 200 JSON body of a GET operation in the contract. */
export type GetOk<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { "application/json": infer B } } } };
}
  ? B
  : never;
