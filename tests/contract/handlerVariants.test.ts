// Every variant of every mock handler answers as the contract says. The cases are read from the handler
// records themselves (mocks/handlers `variants`): each tag, each named variant, each operation its handlers
// answer. Each gets a contract-valid request (tests/contract/sampleRequests.ts), signed in as the first
// sample shopper, and its answer must pass the contract's response validator (validator.ts).
import { getResponse, type HttpHandler } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  carts,
  catalogue,
  customizations,
  headlines,
  orders,
  pincodes,
  shopper,
  staffBanners,
  staffBlanks,
  staffOrders,
  wishlistDesigns,
} from "../../mocks/fixtures";
import { handlers, mockSignIn, only, SLOW_MS, variants } from "../../mocks/handlers";
import { checkFetchRequest, requestValidator } from "../../src/api/contract";
import type { ContractOperation } from "../../src/api/contract/operations";
import { contractOperations, operationAt, type SampleValues, sampleRequest } from "./sampleRequests";
import { type ContractViolation, createContractValidator, formatViolations } from "./validator";

const ORIGIN = "http://localhost";
const responses = createContractValidator();

/** The contract operation a handler answers (its method and path pattern, turned back into the template). */
function operationOf(handler: HttpHandler): ContractOperation {
  const { method, path } = handler.info;
  const template = String(path)
    .replace(/^\*(\/api\/v1)?/, "")
    .replace(/:(\w+)/g, "{$1}");
  const operation = operationAt(String(method), template);
  if (!operation) throw new Error(`${String(method)} ${String(path)} answers no operation of the contract`);
  return operation;
}

// Identifiers the handlers look up, so requests name what the fixtures hold (the first shopper's things).
const order = orders.find((o) => o.email === shopper.email);
const design = customizations.find((c) => c.userId === shopper._id);
const savedDesign = wishlistDesigns.find((d) => d.userId === shopper._id);
if (!order || !design || !savedDesign || !shopper.address) {
  throw new Error("the first sample shopper has an order, a saved design and an address in the fixtures");
}
const idOf: Record<string, string> = {
  "/addresses/{id}": shopper.address._id,
  "/addresses/{id}/default": shopper.address._id,
  "/headlines/{id}": headlines[0]._id,
  "/admin/banners/{id}": staffBanners.home[0]._id,
  "/order/{id}": order._id,
  "/order/{id}/retry-payment": order._id,
  "/order/{id}/pay-on-delivery": order._id,
  "/auth/user/customization/{id}": design._id,
  // The board's first sample order takes its first action (confirm), so the answers are the 200 ones.
  "/admin/orders/{id}": staffOrders[0]._id,
  "/admin/orders/{id}/actions": staffOrders[0]._id,
};
const fixtureValues: SampleValues = {
  id: (operation: ContractOperation) => idOf[operation.template],
  productId: catalogue[0]._id,
  // A blank's colour where the call names one (the staff blanks screen), else a product's.
  variantId: (operation: ContractOperation) =>
    operation.template.startsWith("/admin/customiser/")
      ? staffBlanks[0].colors[0].variantId
      : catalogue[0].variants[0]._id,
  userId: shopper._id,
  pin: pincodes[0].pincode,
  // The pincode path parameter `value`; a vitals report's metric values keep their examples.
  value: (operation: ContractOperation) =>
    operation.template === "/vitals" ? undefined : pincodes[0].pincode,
  orderId: order._id,
  trackingId: order.trackingId,
  wishlistId: savedDesign.wishlistId,
  file: "design.png",
  lineId: carts[0].products[0]._id,
};

interface Case {
  tag: string;
  variant: string;
  operation: ContractOperation;
  /** The variant's handlers, then every default (a variant's handler may fall through to them). */
  chain: HttpHandler[];
}

const cases: Case[] = Object.entries(variants).flatMap(([tag, record]) =>
  Object.entries(record as Record<string, readonly HttpHandler[]>).flatMap(([variant, list]) => {
    const operations = new Set(list.map(operationOf));
    return [...operations].map((operation) => ({ tag, variant, operation, chain: [...list, ...handlers] }));
  }),
);

const name = ({ tag, variant, operation }: Case) =>
  `${tag}.${variant}: ${operation.method} ${operation.template} (${operation.operationId})`;

/** Sends the case's sample request through its handlers: the answer and what the contract says of it. */
async function answer(c: Case): Promise<{ status: number; violations: ContractViolation[] }> {
  const request = sampleRequest(c.operation, ORIGIN, fixtureValues);
  const accepted = await checkFetchRequest(requestValidator(), request);
  if (!accepted.ok) throw new Error(`${name(c)}: the sample request is refused: ${accepted.message}`);
  const response = await getResponse(c.chain, request);
  if (!response) throw new Error(`${name(c)}: no handler answered`);
  const { violations } = responses.check(request.method, request.url, {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text: await response.text(),
  });
  return { status: response.status, violations };
}

beforeEach(() => {
  mockSignIn(shopper._id);
});

describe("the handler records cover the contract", () => {
  it("every operation of the contract has a default handler", () => {
    const answered = new Set(handlers.map(operationOf));
    const missing = contractOperations.filter((o) => !answered.has(o)).map((o) => o.operationId);
    expect(missing).toEqual([]);
  });

  it("every tag has default, error, slow and never variants, and the cases include them all", () => {
    for (const tag of Object.keys(variants)) {
      for (const variant of ["default", "error", "slow", "never"]) {
        expect(
          cases.some((c) => c.tag === tag && c.variant === variant),
          `${tag}.${variant}`,
        ).toBe(true);
      }
    }
  });
});

describe("variant names are checked by the type system", () => {
  it("a misspelt variant is a type error, not an empty list", () => {
    // @ts-expect-error `empyt` is no variant of products: `npm run typecheck` fails if this line compiles.
    const misspelt = variants.products.empyt;
    expect(misspelt).toBeUndefined();
    expect(variants.products.empty.length).toBeGreaterThan(0);
  });
});

describe("every variant answers as the contract says", () => {
  it.each(
    cases.filter((c) => c.variant !== "slow" && c.variant !== "never").map((c) => [name(c), c] as const),
  )("%s", async (_name, c) => {
    const { status, violations } = await answer(c);
    expect(violations, formatViolations(violations)).toEqual([]);
    if (c.variant === "error") expect(status).toBe(500);
    if (c.variant === "default") expect(status).toBeLessThan(500);
  });

  it("slow: every operation answers as its default does, after SLOW_MS", async () => {
    const slow = cases.filter((c) => c.variant === "slow");
    expect(slow.length).toBe(contractOperations.length);
    const started = performance.now();
    const answers = await Promise.all(slow.map(async (c) => ({ c, ...(await answer(c)) })));
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50);
    const violations = answers.flatMap((a) => a.violations);
    expect(violations, formatViolations(violations)).toEqual([]);
    expect(answers.filter((a) => a.status >= 500).map((a) => name(a.c))).toEqual([]);
  });

  it("never: every operation is still waiting for its answer after SLOW_MS", async () => {
    const never = cases.filter((c) => c.variant === "never");
    expect(never.length).toBe(contractOperations.length);
    const waited = Symbol("still waiting");
    const timer = new Promise<typeof waited>((resolve) => setTimeout(() => resolve(waited), SLOW_MS));
    const outcomes = await Promise.all(never.map((c) => Promise.race([answer(c), timer])));
    expect(outcomes.filter((outcome) => outcome !== waited)).toEqual([]);
  });
});

describe("only: one operation's handlers out of a variant", () => {
  const loginRequest = () =>
    sampleRequest(operationAt("post", "/auth/login") as ContractOperation, ORIGIN, fixtureValues);
  const verifyRequest = () =>
    sampleRequest(operationAt("get", "/auth/verify") as ContractOperation, ORIGIN, fixtureValues);

  it("picks the operation's handlers and leaves the tag's others to the next handlers", async () => {
    const picked = only(variants.auth.error, "post", "/auth/login");
    expect(picked).toHaveLength(1);
    expect((await getResponse([...picked, ...handlers], loginRequest()))?.status).toBe(500);
    expect((await getResponse([...picked, ...handlers], verifyRequest()))?.status).toBe(200);
  });

  it("with `when`, only the requests it accepts", async () => {
    const picked = only(variants.auth.error, "post", "/auth/login", (request) =>
      request.headers.has("x-refuse"),
    );
    const accepted = loginRequest();
    accepted.headers.set("x-refuse", "1");
    expect((await getResponse([...picked, ...handlers], accepted))?.status).toBe(500);
    expect((await getResponse([...picked, ...handlers], loginRequest()))?.status).not.toBe(500);
  });

  it("refuses an operation the variant does not answer", () => {
    expect(() => only(variants.products.never, "post", "/auth/login")).toThrow(
      "the variant has no handler for POST /auth/login",
    );
  });
});
