// The contract at run time: the request validator shared by the server (server/api/requestInput.ts) and the
// mock handlers (mocks/handlers/http.ts). Imported only by those two and by tests, never by storefront
// screens, so ajv and the bundled contract stay out of the shop's browser bundle.
import contract from "./openapi.json";
import { createRequestValidator, type RequestValidator } from "./requestValidator";

export {
  inputFor,
  type OperationId,
  type OperationInput,
  type ValidatedRequest,
  uploadedFile,
  withDefaults,
} from "./input";
export { type ListingParams, listingQueryOf } from "./listingQuery";
export { requestMessages } from "./messages";
export {
  type ApiRequest,
  checkFetchRequest,
  createRequestValidator,
  MAX_JSON_BODY_BYTES,
  type RequestCheck,
  type RequestValidator,
  type ValueCheck,
} from "./requestValidator";

/** The bundled contract (openapi/openapi.yaml as JSON). */
export const contractDocument = contract as unknown as Record<string, unknown>;

let shared: RequestValidator | undefined;

/** The validator over the bundled contract, compiled on first use and then kept. */
export function requestValidator(): RequestValidator {
  shared ??= createRequestValidator(contractDocument);
  return shared;
}
