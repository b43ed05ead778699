// The built shop for the benchmarks: server + SSR on a fresh in-memory PGlite with the seed catalogue,
// on a port of its own (a free one unless asked), so benchmarks never collide with a shop or another
// engineer's run already listening on the machine.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

/** The mail server the shop sends to (mailServer.ts), on a free port; stop() ends it and removes its mails. */
async function startMailServer(): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "rangrez-bench-mail-"));
  const server = spawn(process.execPath, ["--import", "tsx", "server/bench/mailServer.ts", dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stop);
  const port = await new Promise<string>((resolve, reject) => {
    let printed = "";
    server.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes("\n")) resolve(printed.trim());
    });
    server.once("exit", () => reject(new Error("the bench's mail server exited before it listened")));
  });
  return { url: `smtp://127.0.0.1:${port}`, stop };
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
  const mail = await startMailServer();
  const shop = spawn(process.execPath, [...nodeFlags, "--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(chosen),
      PGLITE_DATA_DIR: "memory",
      NODE_ENV: "production",
      // Production's code paths on PGlite and the fake gateway (server/config/productionChecks.ts); mail goes
      // to a server of its own, as in production.
      RANGREZ_ALLOW_DEV_SERVICES: "1",
      SMTP_URL: mail.url,
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
  // The mail server goes after the shop: mail sent while the shop drains still arrives.
  const stop = () => {
    process.off("exit", stopShop);
    stopShop();
    return exited.then(mail.stop);
  };
  try {
    await shopReady(shop, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
