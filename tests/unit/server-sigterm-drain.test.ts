// SIGTERM on the real server (server/main.ts, server/shutdown.ts, server/httpDrain.ts): /readyz turns 503 at
// once while requests still succeed through the grace period; then the listener closes, and a request
// that was in flight (its body still arriving) is answered, not reset; the process exits 0.
import { type ClientRequest, type IncomingMessage, request } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/postgres";
import { type ChildRun, runServer, waitFor, waitForOutput } from "../support/serverProcess";

const GRACE_MS = 3000;
let run: ChildRun | undefined;
const mailDir = mkdtempSync(join(tmpdir(), "rangrez-drain-mail-"));

afterAll(async () => {
  if (run && run.child.exitCode === null && run.child.signalCode === null) {
    run.child.kill("SIGKILL");
    await run.exited;
  }
  rmSync(mailDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}

function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.once("error", reject);
    });
  });
}

/** A GET on a connection of its own. */
const get = (port: number, path: string) => {
  const req = request({ port, path, agent: false });
  req.end();
  return answerOf(req);
};

/** Whether a new connection to the port is refused (the listener is closed). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });

describe("SIGTERM", { timeout: 120_000 }, () => {
  it("drains: readiness 503 at once, requests still answered, the one in flight finished, exit 0", async () => {
    const port = await freePort();
    run = runServer({
      PORT: String(port),
      PGLITE_DATA_DIR: "memory",
      MAIL_CATCHER_PORT: "0",
      MAIL_CATCHER_DIR: mailDir,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    });
    await waitForOutput(run, "listening");
    expect((await get(port, "/readyz")).status).toBe(200);

    // In flight across the listener's close: its headers are sent now, the rest of its body only later.
    const body = JSON.stringify({ email: "nobody@example.com", password: "Wrong#pass1" });
    const slow = request({
      port,
      method: "POST",
      path: "/api/v1/auth/login",
      agent: false,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    const slowAnswer = answerOf(slow);
    slow.write(body.slice(0, 10));
    // Connected before the signal; its headers are read long before the listener closes, after the grace.
    await new Promise<void>((resolve) => slow.once("socket", (socket) => socket.once("connect", resolve)));

    run.child.kill("SIGTERM");
    await waitFor("/readyz to answer 503", async () => (await get(port, "/readyz")).status === 503);
    expect(JSON.parse((await get(port, "/readyz")).body)).toEqual({
      success: false,
      message: "Shutting down",
    });
    // Through the grace period the shop still answers, many at once.
    const during = await Promise.all(Array.from({ length: 12 }, () => get(port, "/api/v1/banner/headlines")));
    expect(during.map((a) => a.status)).toEqual(during.map(() => 200));
    expect(run.child.exitCode).toBeNull();

    await waitFor("the listener to close", () => refused(port));
    expect(run.child.exitCode).toBeNull();
    slow.end(body.slice(10));
    const answered = await slowAnswer;
    expect(answered.status).toBeGreaterThanOrEqual(400);
    expect(answered.status).toBeLessThan(500);
    expect(answered.headers.connection).toBe("close");

    expect(await run.exited).toBe(0);
    expect(run.output()).toContain("shutdown: database closed: done");
  });
});
