// A throw-away PostgreSQL cluster for the tests: initdb into a temporary folder, started on a free port on
// 127.0.0.1, trusted local connections only, stopped and deleted afterwards. Needs the server binaries
// (Debian: `apt-get install postgresql`, found in /usr/lib/postgresql/<version>/bin, or POSTGRES_BIN).
// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user and its commands
// run through `runuser -u postgres --`.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const CLUSTER_USER = "postgres";

export interface PostgresCluster {
  /** Connection string of the cluster's `postgres` database, as its superuser. */
  adminUrl: string;
  stop: () => Promise<void>;
}

/** The folder holding initdb, pg_ctl and postgres (the newest installed version), or null. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const has = (dir: string) => ["initdb", "pg_ctl", "postgres"].every((b) => existsSync(join(dir, b)));
  if (env.POSTGRES_BIN) return has(env.POSTGRES_BIN) ? env.POSTGRES_BIN : null;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, "bin")).find(has) ?? null;
}

/** A port nothing on 127.0.0.1 listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function uidOf(user: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run("id", ["-u", user]), run("id", ["-g", user])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Starts a new cluster; throws with the reason when it cannot. */
export async function startPostgres(binDir: string): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "rangrez-pg-"));
  const data = join(dir, "data");
  const log = join(dir, "server.log");
  if (asRoot) {
    const { uid, gid } = await uidOf(CLUSTER_USER);
    chownSync(dir, uid, gid);
  }
  const pgCommand = (binary: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", CLUSTER_USER, "--", join(binDir, binary), ...args])
      : run(join(binDir, binary), args);
  const user = asRoot ? CLUSTER_USER : userInfo().username;
  const port = await freePort();
  try {
    await pgCommand("initdb", ["-D", data, "-U", user, "--auth=trust", "-E", "UTF8", "--locale=C", "-N"]);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses=127.0.0.1",
      "-c max_connections=200",
      // A throw-away cluster: durability buys nothing here.
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
    ].join(" ");
    await pgCommand("pg_ctl", ["-D", data, "-l", log, "-o", options, "-w", "-t", "60", "start"]);
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, "utf8").slice(-2000) : "";
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${serverLog}`);
  }
  return {
    adminUrl: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        await pgCommand("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

let sequence = 0;

/**
 * A new database in the cluster, by its connection string: empty, or a copy of `template` (a database in the
 * cluster nobody is connected to). It is never dropped: the whole cluster goes when the run ends, and
 * dropping it sooner would race the pool's closing connections.
 */
export async function createTestDatabase(
  adminUrl: string,
  label: string,
  template?: string,
): Promise<string> {
  return databaseUrl(adminUrl, await createNamedDatabase(adminUrl, label, template));
}

/** createTestDatabase, answering the new database's name. */
export async function createNamedDatabase(
  adminUrl: string,
  label: string,
  template?: string,
): Promise<string> {
  sequence += 1;
  const name = `test_${label.replace(/\W+/g, "_").slice(0, 30)}_${process.pid}_${sequence}`.toLowerCase();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  } finally {
    await client.end();
  }
  return name;
}

/** The connection string of the cluster's database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
