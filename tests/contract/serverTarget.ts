// The contract scenarios' target: the real server on a database of the run (tests/support/databases.ts),
// migrated and seeded from the fixtures, served over real HTTP on a free port; mails go over SMTP to an
// in-process catcher, social sign-in to the local fake provider.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Insertable } from "kysely";
import { createShop } from "../../server/app";
import { createOrPromoteStaff } from "../../server/cli/create-staff";
import { startFakeOAuth } from "../../server/dev/fake-oauth";
import { newId } from "../../server/services/accounts/tokens";
import { redeemCoupon } from "../../server/services/coupons";
import { deriveKey, serverSecret } from "../../server/config/secrets";
import { unsubscribeToken } from "../../server/services/privacy/marketing";
import { eraseExpired } from "../../server/services/privacy/retention";
import { readCaughtMails, startMailCatcher } from "../../server/services/mail/catcher";
import { createMailer } from "../../server/services/mail/mailer";
import { setVariantStock } from "../../server/services/restock";
import { DELIVERY_AS_OF, findProduct, type Size } from "../../mocks/fixtures";
import type { Database } from "../../server/db/schema";
import { createApiClient } from "../../src/api/client";
import type { TestDatabase } from "../support/databases";
import { editDesign, insertDesign } from "../support/designRows";
import { ROOMY_MAIL_LIMITS } from "../unit/server-helpers";
import { testGateway } from "../support/testGateway";
import { browserFactory } from "./cookieJar";
import type { ContractTarget } from "./scenarios";
import { validatingFetch } from "./validator";

export function serverTarget(database: TestDatabase): () => Promise<ContractTarget> {
  return async () => {
    const handle = await database.openSeeded();
    const mailDir = await mkdtemp(join(tmpdir(), "rangrez-contract-mail-"));
    const catcher = await startMailCatcher({ port: 0, dir: mailDir });
    const mailer = createMailer({ host: catcher.host, port: catcher.port });
    // Social sign-in against the local fake provider (nothing leaves the machine).
    const fakeOAuth = await startFakeOAuth({});
    const gateway = testGateway();
    // The scenarios' many sign-ups all come from 127.0.0.1: budgets they do not reach (the budgets have
    // their own tests in tests/unit/server-mail-budget.test.ts).
    // The delivery answers of the fixtures hold on their "today"; scenarios may move it (return windows).
    let clockShift = 0;
    const now = () => new Date(Date.parse(DELIVERY_AS_OF) + clockShift);
    // The shop with its job worker (mails, refunds), as an instance runs it.
    const { app, jobs } = createShop({
      db: handle.db,
      build: null,
      mailer,
      oauth: fakeOAuth.oauth,
      mailLimits: ROOMY_MAIL_LIMITS,
      payments: gateway,
      now,
    });
    const publicUrl = "https://shop.rangrez.test";

    /** A delivered order of one piece (at the product's price) for the user, written straight in. */
    const insertDelivered = async (
      userId: string,
      line: { productId: string; variantId: string; size: Size },
      columns: Omit<Insertable<Database["orders"]>, "id" | "user_id">,
    ) => {
      const orderId = newId();
      // A placed order always holds its delivery snapshot (name, email, phone, address): so does this one.
      const user = await handle.db
        .selectFrom("users")
        .select(["username", "email"])
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      const snapshot = {
        name: user.username,
        email: user.email,
        phone_number: "9876543210",
        delivery_address: "12 MG Road, Indiranagar",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560038",
      };
      await handle.db
        .insertInto("orders")
        .values({
          id: orderId,
          user_id: userId,
          status: "delivered",
          ...snapshot,
          ...columns,
        })
        .execute();
      await handle.db
        .insertInto("order_lines")
        .values({
          id: newId(),
          order_id: orderId,
          ...{
            product_id: line.productId,
            variant_id: line.variantId,
            size: line.size,
          },
          quantity: 1,
          unit_price: findProduct(line.productId)?.finalPrice ?? 0,
        })
        .execute();
      return orderId;
    };

    const httpServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    const { port } = httpServer.address() as AddressInfo;

    const baseUrl = `http://127.0.0.1:${port}/api/v1`;
    const overHttp = (request: Request) => fetch(request);
    const client = createApiClient({
      baseUrl,
      fetch: validatingFetch(overHttp),
    });
    return {
      client,
      browser: browserFactory(baseUrl, overHttp),
      site: (path, init) => fetch(`http://127.0.0.1:${port}${path}`, init),
      // What a browser brings back from the provider's authorize page: approve, read the redirect's fragment.
      socialToken: async (provider) => {
        const config = provider === "google" ? fakeOAuth.oauth.google : fakeOAuth.oauth.facebook;
        if (!config) throw new Error(`${provider} is not configured`);
        const approve = new URL(
          provider === "google" ? "/google/approve" : "/facebook/dialog/approve",
          fakeOAuth.url,
        );
        approve.search = new URLSearchParams({
          client_id: "clientId" in config ? config.clientId : config.appId,
          redirect_uri: `http://127.0.0.1:${port}/login`,
          response_type: "token",
          state: "contract",
        }).toString();
        const answer = await fetch(approve, { redirect: "manual" });
        const location = answer.headers.get("location") ?? "";
        const token = new URLSearchParams(new URL(location).hash.slice(1)).get("access_token");
        if (!token) throw new Error(`the fake ${provider} gave no token: ${answer.status} ${location}`);
        return token;
      },
      backOffice: {
        deliverOrder: async (userId, line) => {
          await insertDelivered(userId, line, { delivered_at: new Date() });
        },
        setStock: async (variantId, size, stock) => {
          const mailed = await setVariantStock(
            handle.db,
            { publicOrigin: publicUrl },
            { variantId, size, stock },
          );
          if (mailed === null) throw new Error(`no size ${size} of variant ${variantId}`);
        },
        publicUrl,
        addCoupon: async (coupon) => {
          await handle.db
            .insertInto("coupons")
            .values({
              code: coupon.code,
              kind: coupon.kind,
              value: coupon.value,
              min_order: coupon.minOrder ?? 0,
              valid_from: coupon.validFrom ?? null,
              valid_to: coupon.validTo ?? null,
              per_shopper_limit: coupon.perShopperLimit ?? null,
              active: coupon.active ?? true,
            })
            .execute();
        },
        customisedOrder: async (userId, line) => {
          const trackingId = `RZC${Date.now()}`;
          const orderId = await insertDelivered(userId, line, {
            order_type: "customize",
            payment_status: "paid",
            tracking_id: trackingId,
            created_at: now(),
            delivered_at: now(),
          });
          return { orderId, trackingId };
        },
        shiftClock: (ms) => {
          clockShift = ms;
        },
        addDesignUpload: async (userId) => {
          const id = `up_${newId()}`;
          await handle.db
            .insertInto("design_uploads")
            .values({
              id,
              user_id: userId,
              storage_key: `private/uploads/${id}.webp`,
              width: 2400,
              height: 3000,
            })
            .execute();
          return id;
        },
        saveDesign: (design) => insertDesign(handle.db, design),
        editDesign: (designId, sides) => editDesign(handle.db, designId, sides),
        stockOf: async (variantId, size) => {
          const row = await handle.db
            .selectFrom("variant_sizes")
            .select("stock")
            .where("variant_id", "=", variantId)
            .where("size", "=", size)
            .executeTakeFirstOrThrow();
          return row.stock;
        },
        grantStaff: async (email, permissions) => {
          const user = await handle.db
            .selectFrom("users")
            .select("username")
            .where("email", "=", email.toLowerCase())
            .executeTakeFirstOrThrow();
          await createOrPromoteStaff(handle.db, {
            email,
            username: user.username,
            password: "Unused@2026!",
            permissions,
          });
        },
        unsubscribeToken: (userId) =>
          unsubscribeToken(deriveKey(serverSecret(), "marketing-unsubscribe"), userId),
        runRetention: (at) => eraseExpired(handle.db, at),
        database: handle.db,
        useCoupon: async (userId, code) => {
          await handle.db.transaction().execute(async (tx) => {
            const orderId = newId();
            await tx.insertInto("orders").values({ id: orderId, user_id: userId }).execute();
            await redeemCoupon(tx, {
              code,
              userId,
              orderId,
              now: new Date(DELIVERY_AS_OF),
            });
          });
        },
      },
      payments: {
        settle: (transactionId, state) => gateway.settle(transactionId, state),
        webhook: async (transactionId, state, authorization = gateway.authorization) => {
          const answer = await fetch(`${baseUrl}/payments/phonepe/webhook`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization },
            body: JSON.stringify(gateway.webhookBody(transactionId, state)),
          });
          await answer.body?.cancel();
          return answer.status;
        },
      },
      // Mails are jobs sent after the answer: wait for the jobs due and the sends under way, then read the
      // catcher's folder.
      inbox: async () => {
        await jobs?.settled();
        await mailer.settled();
        return (await readCaughtMails(mailDir)).map((m) => ({
          to: [...m.to, ...m.envelope.to],
          subject: m.subject,
          text: m.text,
          content: JSON.stringify([m.subject, m.text, m.html, m.replyTo]),
        }));
      },
      teardown: async () => {
        await jobs?.stop();
        await mailer.settled();
        mailer.close();
        await fakeOAuth.close();
        await catcher.close();
        await rm(mailDir, { recursive: true, force: true });
        await new Promise<void>((resolve, reject) =>
          httpServer.close((error) => (error ? reject(error) : resolve())),
        );
        await handle.close();
      },
    };
  };
}
