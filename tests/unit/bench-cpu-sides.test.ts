// bench:api's mixed run splits the machine between the shop and its clients (server/bench/cpuSides.ts,
// docs/decisions/shared-cache-versions.md#measuring-the-mix): a process tree pinned runs on its side's CPUs
// only, a process named alone leaves the processes below it where they were, and unpinned they may run on
// every CPU again.
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { allowedCpus, cpuSides, pin, trees, unpin } from "../../server/bench/cpuSides";

const allowed = (pid: number) => allowedCpus(pid).join(",");
/** The CPUs this test may use, as the bench's own list. */
const every = () => allowedCpus().join(",");

/** The processes a test started, killed after it. */
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});

/** A node process that starts a child of its own and prints the child's pid. */
function parentWithChild(): Promise<{ parent: number; child: number }> {
  const script = `const c = require("node:child_process").spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    console.log(c.pid); setInterval(() => {}, 1000);`;
  const parent = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve) => {
    parent.stdout.once("data", (chunk: Buffer) => {
      const child = Number(chunk.toString().trim());
      started.push(parent.pid ?? 0, child);
      resolve({ parent: parent.pid ?? 0, child });
    });
  });
}

describe.runIf(process.platform === "linux" && allowedCpus().length >= 2)("the mixed run's CPU sides", () => {
  it("gives the shop the first half of the CPUs and its clients the rest", () => {
    const cpus = allowedCpus();
    const half = Math.floor(cpus.length / 2);
    expect(cpuSides()).toEqual({
      shop: cpus.slice(0, half).join(","),
      clients: cpus.slice(half).join(","),
    });
  });

  it("pins a process tree to one side and unpins it", async () => {
    const { parent, child } = await parentWithChild();
    const sides = cpuSides();
    if (!sides) throw new Error("no sides on a Linux machine with 2 CPUs");
    expect(trees([parent])).toEqual(expect.arrayContaining([parent, child]));

    pin(trees([parent]), sides.shop);
    expect(allowed(parent)).toBe(sides.shop);
    expect(allowed(child)).toBe(sides.shop);

    unpin(trees([parent]));
    expect(allowed(parent)).toBe(every());
    expect(allowed(child)).toBe(every());
  });

  it("pins only the processes named, never those below them", async () => {
    const { parent, child } = await parentWithChild();
    const sides = cpuSides();
    if (!sides) throw new Error("no sides on a Linux machine with 2 CPUs");
    pin([parent], sides.clients);
    expect(allowed(parent)).toBe(sides.clients);
    expect(allowed(child)).toBe(every());
  });
});
