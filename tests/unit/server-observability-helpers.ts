// Shared setup for the logs and metrics tests (docs/running.md#logs, #metrics): the seeded shop served by
// its own node:http listener (where requests are counted) with its own job worker (where jobs are counted),
// a mailer whose SMTP server refuses every recipient by address, the in-memory gateway, a signed-in
// shopper, and the lines the server's logger writes meanwhile.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { catalogue, DELIVERY_AS_OF, type Product } from "../../mocks/fixtures";
import { createShop } from "../../server/app";
import type { DatabaseHandle } from "../../server/db/database";
import { identityColumns } from "../../server/services/accounts/identity";
import { createSession } from "../../server/services/accounts/sessions";
import { newId } from "../../server/services/accounts/tokens";
import type { Mailer } from "../../server/services/mail/mailer";
import { SESSION_COOKIE } from "../../src/lib/sessionCookie";
import { pglite } from "../support/databases";
import { type CapturedLogs, captureLogs } from "../support/logLines";
import { type TestGateway, testGateway } from "../support/testGateway";
import { ADDRESS } from "./server-orders-helpers";
import { ROOMY_MAIL_LIMITS } from "./server-helpers";

export const ORIGIN = "http://shop.test";

/** An SMTP server that refuses every mail, quoting the recipient's address as real ones do. */
export const refusingMailer = (): Mailer => ({
  send: async (mail) => {
    throw new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected: User unknown`);
  },
  close: () => {},
});

export interface ObservedShop {
  handle: DatabaseHandle;
  shop: ReturnType<typeof createShop>;
  gateway: TestGateway;
  /** The listener's address: http://127.0.0.1:PORT. */
  base: string;
  /** The lines logged since the shop started. */
  logs: CapturedLogs;
  /** A request through the listener, as the shop's own origin. */
  call: (path: string, init?: RequestInit & { cookie?: string }) => Promise<Response>;
  /** A new signed-in shopper: their email and session cookie. */
  shopper: () => Promise<{ email: string; cookie: string }>;
  /** A Buy Now order of one piece of a cash-on-delivery product, by `mode`. */
  order: (cookie: string, mode: "cod" | "payment") => Promise<Response>;
  close: () => Promise<void>;
}

export async function observedShop(options: { metricsToken?: string } = {}): Promise<ObservedShop> {
  const handle = await pglite.openSeeded();
  const gateway = testGateway();
  const logs = captureLogs();
  const shop = createShop({
    db: handle.db,
    build: null,
    clientDir: "/nonexistent/client",
    mediaDir: "/nonexistent/media",
    publicUrl: ORIGIN,
    mailer: refusingMailer(),
    payments: gateway,
    mailLimits: ROOMY_MAIL_LIMITS,
    now: () => new Date(DELIVERY_AS_OF),
    // Woken by each commit that writes a job; no timer, so nothing runs after the test.
    jobs: { pollMs: null },
    metricsToken: options.metricsToken,
  });
  const server: Server = createServer(shop.listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const call: ObservedShop["call"] = (path, init = {}) => {
    const { cookie, ...rest } = init;
    return fetch(`${base}${path}`, {
      ...rest,
      headers: {
        origin: ORIGIN,
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        ...(rest.body ? { "content-type": "application/json" } : {}),
        ...(rest.headers as Record<string, string> | undefined),
      },
    });
  };

  let sequence = 0;
  const product = catalogue.find((p: Product) => p.codAvailable && p.finalPrice <= 2000) as Product;
  const variant = product.variants[0];
  const item = { productId: product._id, variantId: variant._id, size: variant.sizes[0].size, quantity: 1 };

  return {
    handle,
    shop,
    gateway,
    base,
    logs,
    call,
    async shopper() {
      sequence += 1;
      const id = newId();
      const email = `watched.${sequence}.${id.slice(0, 6)}@example.in`;
      await handle.db
        .insertInto("users")
        .values({
          id,
          ...identityColumns({ username: `watched_${sequence}_${id.slice(0, 6)}`, email }),
          role: "shopper",
          password_hash: "unused",
        })
        .execute();
      return { email, cookie: await createSession(handle.db, id) };
    },
    async order(cookie, mode) {
      await handle.db
        .updateTable("variant_sizes")
        .set({ stock: 50 })
        .where("variant_id", "=", item.variantId)
        .where("size", "=", item.size)
        .execute();
      const quote = await call("/api/v1/checkout/quote", {
        method: "POST",
        cookie,
        body: JSON.stringify({ product: item, pincode: ADDRESS.pincode }),
      });
      const { data } = (await quote.json()) as { data: { total: number } };
      return call(`/api/v1/order/${mode}`, {
        method: "POST",
        cookie,
        headers: { "idempotency-key": randomUUID() },
        body: JSON.stringify({
          ...ADDRESS,
          product: { ...item, price: product.finalPrice },
          totalAmount: data.total,
        }),
      });
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await shop.jobs?.stop();
      logs.restore();
      await handle.close();
    },
  };
}

/** The value of one sample of a scrape: `name` with exactly `labels`; undefined when there is none. */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => found[key] === value);
    if (same) return Number(match[3]);
  }
  return undefined;
}

/** Every label set `name` has samples for. */
export function labelsOf(text: string, name: string): Record<string, string>[] {
  return text
    .split("\n")
    .map((line) => /^([a-zA-Z_:][\w:]*)\{(.*)\} \S+$/.exec(line))
    .filter((match): match is RegExpExecArray => match?.[1] === name)
    .map((match) =>
      Object.fromEntries([...match[2].matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]])),
    );
}
