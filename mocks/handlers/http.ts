// Typed MSW handler factory over the contract (openapi-msw 2) plus the error helpers every handler uses.
// Every request is checked by the contract's validator (src/api/contract, the server's own) before the
// handler's resolver runs: bad input gets the server's answer, and resolvers read the checked, normalised
// values with `inputOf(request, "operationId")`.
//
// `baseUrl: "*/api/v1"`: openapi-msw prepends the base to each contract path after turning `{id}` into
// `:id` (so "/product/tags/{tag}" becomes "*/api/v1/product/tags/:tag"). MSW's leading `*` matches any
// origin, so the same handlers answer relative `/api/v1/...` calls in the browser (Storybook) and absolute
// `http://localhost/api/v1/...` calls in Node (Vitest).
import { HttpResponse } from "msw";
import {
  createOpenApiHttp,
  type HttpMethod,
  type OpenApiHttpHandlers,
  type OpenApiHttpRequestHandler,
} from "openapi-msw";
import {
  checkFetchRequest,
  inputFor,
  type OperationId,
  requestValidator,
  type ValidatedRequest,
} from "../../src/api/contract";
import type { paths } from "../../src/api/schema";
import { askedOnlyWhenMatched } from "./askedOnlyWhenMatched";

export const API_BASE_PATTERN = "*/api/v1";

/** A failure a handler raises with `fail(status, message)`; answered as `{ success: false, message }`. */
export class MockHttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Stop the handler and answer `status` with the contract's ErrorResponse body. */
export function fail(status: number, message: string): never {
  throw new MockHttpError(status, message);
}

/** The contract's ErrorResponse as an MSW response. */
export function errorResponse(status: number, message: string) {
  return HttpResponse.json({ success: false as const, message }, { status });
}

export const SERVER_ERROR_MESSAGE = "Internal server error";

const validated = new WeakMap<Request, ValidatedRequest>();

/** The validated input of a request a handler is answering, as the contract's `operationId` describes it. */
export const inputOf = <Op extends OperationId>(request: Request, operationId: Op) =>
  inputFor(validated.get(request), operationId);

function guarded<M extends HttpMethod>(
  factory: OpenApiHttpRequestHandler<paths, M>,
): OpenApiHttpRequestHandler<paths, M> {
  return (path, resolver, options) =>
    askedOnlyWhenMatched(
      factory(
        path,
        (async (info: Parameters<typeof resolver>[0]) => {
          try {
            const outcome = await checkFetchRequest(requestValidator(), info.request);
            if (!outcome.ok) return errorResponse(outcome.status, outcome.message);
            validated.set(info.request, { operationId: outcome.operationId, input: outcome.input });
            return await resolver(info);
          } catch (error) {
            if (error instanceof MockHttpError) {
              return errorResponse(error.status, error.message);
            }
            console.error("[msw] handler failed:", error);
            return errorResponse(500, SERVER_ERROR_MESSAGE);
          }
        }) as unknown as typeof resolver,
        options,
      ),
    );
}

const base = createOpenApiHttp<paths>({ baseUrl: API_BASE_PATTERN });

/**
 * `createOpenApiHttp<paths>({ baseUrl: "*\/api/v1" })`, with two additions: the request is validated
 * against the contract first (refused as the server refuses it), and a `MockHttpError` thrown by a
 * resolver (see `fail`) becomes the JSON error answer, any other throw a 500 ErrorResponse, so handlers
 * never answer MSW's own error format.
 */
export const http: OpenApiHttpHandlers<paths> = {
  get: guarded(base.get),
  put: guarded(base.put),
  post: guarded(base.post),
  delete: guarded(base.delete),
  options: guarded(base.options),
  head: guarded(base.head),
  patch: guarded(base.patch),
  untyped: base.untyped,
};
