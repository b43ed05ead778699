// The mixed run's two sides of the machine (docs/decisions/shared-cache-versions.md#measuring-the-mix): the
// shop (its server and its database) on one half of the CPUs, what loads it (autocannon, the ordering
// shopper, the mail server that stands in for another machine's SMTP) on the other. Shared, the load
// generator was starved whenever the shop worked harder: a CPU profile of the shop during the mix showed its
// thread idle 45 % of the time while browsing fell by 40 %, which measures the machine, not the shop.
// Linux only (taskset, /proc); elsewhere, or on one CPU, nothing is pinned and the run says so.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";

export interface CpuSides {
  /** The CPUs the shop gets, and the ones its clients get, as taskset lists ("0", "2,3"). */
  shop: string;
  clients: string;
}

/** The CPUs a process may run on ("0-1", "0,2-3" in /proc/PID/status), one number each. */
export function allowedCpus(pid: number | "self" = "self"): number[] {
  const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? "";
  return list.split(",").flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number);
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** What this machine gives the bench: its CPUs when it started, before any pinning. */
const machine = process.platform === "linux" ? allowedCpus() : [];

/** The machine split in two halves, or null where processes cannot be pinned. */
export function cpuSides(): CpuSides | null {
  if (machine.length < 2 || !existsSync("/usr/bin/taskset")) return null;
  const half = Math.floor(machine.length / 2);
  return { shop: machine.slice(0, half).join(","), clients: machine.slice(half).join(",") };
}

/** `pid` and every process below it (PostgreSQL's backends under its postmaster). */
function withDescendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the command may hold spaces and brackets, so read after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

/** Pins the processes (all their threads) to `cpus`. A process started by one of them afterwards (autocannon
 * by the bench, a backend by PostgreSQL's postmaster) starts on the same CPUs. */
export function pin(pids: readonly number[], cpus: string): void {
  for (const pid of pids) {
    try {
      execFileSync("taskset", ["-a", "-p", "-c", cpus, String(pid)], { stdio: "ignore" });
    } catch {
      // A process that ended meanwhile.
    }
  }
}

/** The processes and those below them (PostgreSQL's running backends under its postmaster). */
export const trees = (pids: readonly number[]) => pids.flatMap(withDescendants);

/** Back on every CPU the bench was given. */
export const unpin = (pids: readonly number[]) => pin(pids, machine.join(","));
