import { expect } from "vitest";
import { ApiError } from "../../src/api/errors";

/** Resolves to the ApiError a call rejected with; fails when it resolved or threw something else. */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`Expected the call to fail, it answered ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}
