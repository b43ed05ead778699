// The contract operations the reference server serves: every one not marked `x-planned: true` (those answer
// their documented 501). The bad-request table and the fuzz test must cover each of them;
// tests/contract/routes.test.ts keeps the marks true to the server's routes.
import { contractOperations } from "./sampleRequests";

export const SERVER_OPERATIONS: readonly string[] = contractOperations
  .filter((op) => op.operation["x-planned"] !== true)
  .map((op) => op.operationId);
