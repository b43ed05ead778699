// The login throttle on the real server: attempts are counted before the password is checked (a burst of
// 200 gets exactly the allowed number of argon2 runs), per account (email, username and phone share one
// budget) and per client address, with a growing delay instead of a lock-out. On PGlite and on a
// PostgreSQL server: PGlite runs one statement at a time, so only the server shows the bursts are counted
// atomically.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { identityColumns } from "../../server/services/accounts/identity";
import { LOGIN_ACCOUNT_POLICY, LOGIN_ADDRESS_POLICY } from "../../server/services/accounts/loginThrottle";
import { hashPassword } from "../../server/services/accounts/passwords";
import { newId } from "../../server/services/accounts/tokens";
import { authMessages, RESET_MAIL_SUBJECT } from "../../src/lib/accountApiMessages";
import { describeOnEachDatabase } from "../support/databases";
import { type Answer, type AuthHarness, authHarness, Browser, codeFromMail } from "./server-auth-helpers";

// Every password check the server runs, counted (the real argon2 still runs).
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../server/services/accounts/passwords", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../server/services/accounts/passwords")>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      checks.count += 1;
      return original.verifyPassword(...args);
    },
  };
});

const PASSWORD = "Right#Pass1";
const WRONG = "Wrong#Pass1";
const LIMIT = LOGIN_ACCOUNT_POLICY.limit;

describeOnEachDatabase("the login throttle", (database) => {
  let h: AuthHarness;
  let proxied: ReturnType<AuthHarness["appWith"]>;
  beforeAll(async () => {
    h = await authHarness({ database });
    // Behind a trusted proxy, so each test can come from an address of its own.
    proxied = h.appWith({ proxyHops: 1 });
  }, 60_000);
  afterAll(() => h.close());
  beforeEach(() => {
    checks.count = 0;
  });

  let sequence = 0;

  /** A new account (its own counters) and a browser from an address no other test uses. */
  async function account() {
    sequence += 1;
    const who = {
      username: `thr_${sequence}`,
      email: `thr.${sequence}@example.in`,
      phone: `70000000${String(sequence).padStart(2, "0")}`,
    };
    await h.handle.db
      .insertInto("users")
      .values({
        id: newId(),
        ...identityColumns(who),
        phone: who.phone,
        role: "shopper",
        password_hash: await hashPassword(PASSWORD),
      })
      .execute();
    return { ...who, browser: fromAddress(`203.0.113.${sequence}`) };
  }

  const fromAddress = (ip: string) => new Browser(proxied, { "x-forwarded-for": ip });
  const login = (browser: Browser, identifier: string, password: string) =>
    browser.post("/auth/login", { identifier, password });

  /** 429 with a wait of `seconds` (less the few seconds the test itself took), in the header and the message. */
  function expectThrottled(answer: Answer, seconds: number) {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers.get("retry-after"));
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    expect(retryAfter).toBeGreaterThan(seconds - 10);
    expect(answer.body).toEqual({ success: false, message: authMessages.loginRetryIn(retryAfter) });
  }

  /** Ends the current delay of `key` (as if it had passed). */
  async function endDelay(key: string) {
    await h.handle.db
      .updateTable("throttle_counters")
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where("key", "=", key)
      .execute();
  }

  describe("login throttle", () => {
    // 200 requests at once on a loaded two-core machine take longer than the default 5 s.
    it(`200 concurrent wrong logins for one account: exactly ${LIMIT} passwords are checked, the rest 429`, {
      timeout: 60_000,
    }, async () => {
      const who = await account();
      const identifiers = [who.email, who.username, who.phone];
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => login(who.browser, identifiers[i % 3], WRONG)),
      );
      expect(checks.count).toBe(LIMIT);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMIT);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(200 - LIMIT);
      for (const answer of refused) expectThrottled(answer, 30);
      // The right password is refused too, unchecked, while the delay lasts.
      expectThrottled(await login(who.browser, who.email, PASSWORD), 30);
      expect(checks.count).toBe(LIMIT);
    });

    it("a burst of 39 wrong and 1 right password checks at most the allowed number", async () => {
      const who = await account();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(who.browser, who.username, i === 39 ? PASSWORD : WRONG)),
      );
      expect(checks.count).toBe(LIMIT);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(40 - LIMIT);
    });

    it("email, username and phone share one budget; another account is unaffected", async () => {
      const who = await account();
      const other = await account();
      for (let i = 0; i < LIMIT; i++) {
        const identifier = [who.email.toUpperCase(), who.username, who.phone][i % 3];
        expect((await login(who.browser, identifier, WRONG)).status).toBe(401);
      }
      for (const identifier of [who.email, who.username.toUpperCase(), who.phone]) {
        expectThrottled(await login(who.browser, identifier, PASSWORD), 30);
      }
      // From another address too: the budget is the account's.
      expectThrottled(await login(fromAddress("198.51.100.77"), who.username, PASSWORD), 30);
      expect((await login(who.browser, other.email, PASSWORD)).status).toBe(200);
    });

    it("an unknown identifier answers exactly as an account does", async () => {
      const who = await account();
      const run = async (identifier: string, browser: Browser) => {
        const answers: Answer[] = [];
        for (let i = 0; i <= LIMIT; i++) answers.push(await login(browser, identifier, WRONG));
        expectThrottled(answers[LIMIT], 30);
        // The wait in the last answer's message is checked above; the rest must be the same, word for word.
        return answers.map(({ status, body }) => (status === 429 ? status : { status, body }));
      };
      const known = await run(who.email, who.browser);
      const unknown = await run(`nobody.${sequence}@example.in`, fromAddress("198.51.100.78"));
      expect(unknown).toEqual(known);
    });

    it("the delay grows (30 s, 1 min, 2 min, …) and never passes 15 minutes", async () => {
      const who = await account();
      const key = (await keysOf(who.email))[0];
      for (let i = 0; i < LIMIT; i++) await login(who.browser, who.email, WRONG);
      expectThrottled(await login(who.browser, who.email, WRONG), 30);
      for (const seconds of [60, 120, 240, 480, 900, 900]) {
        await endDelay(key);
        expect((await login(who.browser, who.email, WRONG)).status).toBe(401);
        expectThrottled(await login(who.browser, who.email, WRONG), seconds);
      }
      // The owner is only ever held off for the current delay: once it passes, the right password works.
      await endDelay(key);
      expect((await login(who.browser, who.email, PASSWORD)).status).toBe(200);
    });

    it("a success clears the account's count", async () => {
      const who = await account();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LIMIT - 1; i++) {
          expect((await login(who.browser, who.username, WRONG)).status).toBe(401);
        }
        expect((await login(who.browser, who.username, PASSWORD)).status).toBe(200);
      }
    });

    it("a password reset clears the account's count", async () => {
      const who = await account();
      for (let i = 0; i < LIMIT; i++) await login(who.browser, who.email, WRONG);
      expect((await login(who.browser, who.email, PASSWORD)).status).toBe(429);
      expect((await who.browser.post("/auth/send-reset-otp", { email: who.email })).status).toBe(200);
      const otp = await codeFromMail(h.mailbox, who.email, RESET_MAIL_SUBJECT);
      const fresh = "Fresh#Pass2";
      const reset = await who.browser.post("/auth/reset-password", {
        email: who.email,
        otp,
        password: fresh,
      });
      expect(reset.status).toBe(200);
      expect((await login(who.browser, who.phone, fresh)).status).toBe(200);
    });

    it(`one address gets ${LOGIN_ADDRESS_POLICY.limit} attempts in 15 minutes across accounts, even at once`, async () => {
      const guesser = fromAddress("192.0.2.50");
      const answers = await Promise.all(
        Array.from({ length: LOGIN_ADDRESS_POLICY.limit + 10 }, (_, i) =>
          login(guesser, `sprayed.${i}@example.in`, WRONG),
        ),
      );
      expect(checks.count).toBe(LOGIN_ADDRESS_POLICY.limit);
      const refused = answers.filter((a) => a.status === 429);
      expect(refused).toHaveLength(10);
      expect(Number(refused[0].headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      // Others are not held back by that address.
      const who = await account();
      expect((await login(who.browser, who.email, PASSWORD)).status).toBe(200);
    });

    // 55 logins one after another, each running argon2: seconds on a busy machine.
    it("a successful login gives its address the attempt back", { timeout: 60_000 }, async () => {
      const who = await account();
      const office = fromAddress("192.0.2.60");
      for (let i = 0; i < LOGIN_ADDRESS_POLICY.limit + 5; i++) {
        expect((await login(office, who.email, PASSWORD)).status).toBe(200);
      }
    });
  });

  /** The counters a login for `identifier` takes (account first). */
  async function keysOf(email: string): Promise<string[]> {
    const user = await h.handle.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return [`login:account:${user.id}`];
  }
});
