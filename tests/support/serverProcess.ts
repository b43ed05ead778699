// The real server as a child process (node --import tsx server/main.ts), for the tests of what only a
// process shows: a refused start, the PGlite folder lock, the SIGTERM drain, several instances on one
// PostgreSQL database. Its environment is this process's without the shop's own settings, so a developer's
// shell never leaks into a test.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { freePort } from "./postgres";

/** Settings the shop reads that a test must not inherit. */
const SHOP_SETTINGS =
  /^(NODE_ENV|PORT|DATABASE_URL|PGLITE_DATA_DIR|SMTP_URL|PHONEPE_|AUTH_SECRET|PUBLIC_URL|TRUST|RANGREZ_|SHUTDOWN_|MAIL_|FAKE_|JOB_|LOG_LEVEL|METRICS_TOKEN|FILE_STORE)/;

export interface ChildRun {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

/** Runs `script` (a TypeScript file, through tsx) with `env` over the cleaned environment. */
export function runScript(script: string, env: NodeJS.ProcessEnv, args: string[] = []): ChildRun {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SHOP_SETTINGS.test(name)));
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...base, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Kills every run still going (SIGKILL) and waits for each to be gone. */
export async function killRuns(runs: ChildRun[]): Promise<void> {
  for (const run of runs) {
    if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGKILL");
    await run.exited;
  }
}

/** The shop (server/main.ts) as a child process. */
export const runServer = (env: NodeJS.ProcessEnv) => runScript("server/main.ts", env);

/** Resolves once `condition` holds, checking every 50 ms; fails after `timeoutMs` naming `what`. */
export async function waitFor(
  what: string,
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `run` has written `text` (or fails when it exits first). */
export async function waitForOutput(run: ChildRun, text: string, timeoutMs = 90_000): Promise<void> {
  let exited: number | null | undefined;
  void run.exited.then((code) => {
    exited = code;
  });
  await waitFor(
    `"${text}" in the process's output`,
    () => {
      if (exited !== undefined && !run.output().includes(text)) {
        throw new Error(`the process exited (${exited}) before writing "${text}":\n${run.output()}`);
      }
      return run.output().includes(text);
    },
    timeoutMs,
  );
}

/** One server of several on one database, as a load balancer sees it. */
export interface ShopInstance {
  port: number;
  origin: string;
  run: ChildRun;
}

/**
 * `count` servers (server/main.ts) on spare ports against one database (`env` names it: DATABASE_URL),
 * started together; resolves once every one listens. As production runs them
 * (docs/running.md#running-in-production): NODE_ENV=production with one AUTH_SECRET, on the development
 * stand-ins that `env` does not replace (RANGREZ_ALLOW_DEV_SERVICES=1, as the e2e tests do).
 */
export async function startShopInstances(count: number, env: NodeJS.ProcessEnv): Promise<ShopInstance[]> {
  const shared = {
    NODE_ENV: "production",
    RANGREZ_ALLOW_DEV_SERVICES: "1",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    ...env,
  };
  const instances: ShopInstance[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const run = runServer({ ...shared, PORT: String(port) });
    instances.push({ port, origin: `http://localhost:${port}`, run });
  }
  try {
    await Promise.all(instances.map((instance) => waitForOutput(instance.run, "listening")));
  } catch (error) {
    await stopShopInstances(instances);
    throw error;
  }
  return instances;
}

/** Kills whichever of the instances still run (SIGKILL: a test that ends early stops them at once). */
export async function stopShopInstances(instances: ShopInstance[]): Promise<void> {
  await Promise.all(
    instances.map(async ({ run }) => {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGKILL");
      await run.exited;
    }),
  );
}
