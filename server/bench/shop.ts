// The built shop for the benchmarks: server + SSR on a fresh in-memory PGlite with the seed catalogue,
// on a port of its own (a free one unless asked), so benchmarks never collide with a shop or another
// engineer's run already listening on the machine.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface BenchShop {
  origin: string;
  /** Stops the shop; resolves once it has exited (its database may go then). */
  stop: () => Promise<void>;
}

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the shop answers (seeding takes a while), or fails if it exits first. */
async function shopReady(shop: ChildProcess, origin: string): Promise<void> {
  let exited = false;
  shop.once("exit", () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error("the shop exited before it answered");
    const ok = await fetch(`${origin}/api/v1/banner/headlines`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts the built shop (`npm run build` first) on `port`, or on a free port when it is 0 or absent;
 * `env` adds to its environment (DATABASE_URL: on a PostgreSQL database instead), `nodeFlags` to its
 * node's (--cpu-prof, which NODE_OPTIONS does not take). */
export async function startBenchShop(
  port = 0,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<BenchShop> {
  const chosen = port || (await freePort());
  const origin = `http://localhost:${chosen}`;
  const shop = spawn(process.execPath, [...nodeFlags, "--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(chosen),
      PGLITE_DATA_DIR: "memory",
      NODE_ENV: "production",
      // Production's code paths on PGlite, the mail catcher and the fake gateway (server/config/productionChecks.ts).
      RANGREZ_ALLOW_DEV_SERVICES: "1",
      MAIL_CATCHER_PORT: "0",
      MAIL_CATCHER_DIR: mkdtempSync(join(tmpdir(), "rangrez-bench-mail-")),
      // Its warnings and errors only (the logs are JSON lines on stdout: docs/running.md#logs).
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A bench that dies (an uncaught error; its output piped into `head`, which closes the pipe) takes the
  // shop with it, instead of leaving it serving on its port.
  const stopShop = () => shop.kill();
  process.once("exit", stopShop);
  const exited = new Promise<void>((resolve) => {
    if (shop.exitCode !== null || shop.signalCode !== null) resolve();
    else shop.once("exit", () => resolve());
  });
  const stop = () => {
    process.off("exit", stopShop);
    stopShop();
    return exited;
  };
  try {
    await shopReady(shop, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
