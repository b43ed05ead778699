// One process per PGlite data folder (server/db/folderLock.ts), with real processes: a second one fails
// with a clear message naming the first; once the first is gone, killed or closed, the folder opens again.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_FILE, lockDataFolder } from "../../server/db/folderLock";
import { type ChildRun, runScript, runServer, waitForOutput } from "../support/serverProcess";

const HOLDER = "tests/support/holdPgliteFolder.ts";
const folders: string[] = [];
const running: ChildRun[] = [];

function newFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "rangrez-pglite-lock-"));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const run of running.splice(0)) {
    if (run.child.exitCode === null && run.child.signalCode === null) {
      run.child.kill("SIGKILL");
      await run.exited;
    }
  }
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function hold(dir: string): ChildRun {
  const run = runScript(HOLDER, {}, [dir]);
  running.push(run);
  return run;
}

describe("the PGlite data folder lock", { timeout: 120_000 }, () => {
  it("a second process (the shop) fails naming the process that has the folder; after it closes, the folder opens", async () => {
    const dir = newFolder();
    const first = hold(dir);
    await waitForOutput(first, "open");
    expect(readFileSync(join(dir, LOCK_FILE), "utf8").trim()).toBe(String(first.child.pid));

    const second = runServer({ PGLITE_DATA_DIR: dir, PORT: "0", MAIL_CATCHER_PORT: "0" });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The PGlite data folder ${dir} is in use by process ${first.child.pid}`,
    );

    first.child.stdin?.end();
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const third = hold(dir);
    await waitForOutput(third, "open");
  });

  it("a lock left by a process that was killed is stale: the next process takes the folder", async () => {
    const dir = newFolder();
    const killed = hold(dir);
    await waitForOutput(killed, "open");
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(readFileSync(join(dir, LOCK_FILE), "utf8").trim()).toBe(String(killed.child.pid));
    const next = hold(dir);
    await waitForOutput(next, "open");
    expect(readFileSync(join(dir, LOCK_FILE), "utf8").trim()).toBe(String(next.child.pid));
  });

  it("in one process: a folder is opened once; a lock naming this pid from an earlier life is stale", () => {
    const dir = newFolder();
    const lock = lockDataFolder(dir);
    expect(() => lockDataFolder(dir)).toThrow("already open in this process");
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // A container's process 1 restarted finds its own pid in the lock it left.
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    const again = lockDataFolder(dir);
    again.release();
  });
});
